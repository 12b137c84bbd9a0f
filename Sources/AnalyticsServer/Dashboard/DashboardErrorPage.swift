/// The page a person sees when the dashboard cannot answer (a bad query
/// parameter): the reason, and a link back to the default view.
enum DashboardErrorPage {
  /// The document for `message`; `home` keeps the token.
  static func html(status: Int, message: String, home: String = "/") -> String {
    """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Subscription analytics: \(status == 400 ? "bad request" : "error")</title>
    <style>\(style)</style>
    </head>
    <body>
    <main id="error"><h1>This view cannot be shown</h1>
    <p class="reason">\(HTML.escape(message))</p>
    <p><a href="\(HTML.escape(home))">Back to the dashboard's default view</a></p></main>
    </body>
    </html>

    """
  }

  static let style = """
    :root{color-scheme:light dark;font-family:system-ui,sans-serif}
    body{margin:0;padding:1rem;background:Canvas;color:CanvasText}
    h1{font-size:1.3rem}.reason{border-left:4px solid #D55E00;padding:.25rem .5rem}
    """
}
