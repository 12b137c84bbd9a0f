/// The dashboard's date range and resolution form: a plain HTML `GET` form
/// (no script), which keeps the page's other parameters (filters, token,
/// environment) as hidden fields.
package struct DashboardRangeForm: Sendable, Hashable {
  /// The range's first day, `YYYY-MM-DD`.
  package var from: String
  /// The range's last day, `YYYY-MM-DD`.
  package var to: String
  /// `day`, `week` or `month`.
  package var resolution: String
  /// Parameters carried as they are, by name.
  package var hidden: [String: String]

  /// Creates a form.
  package init(from: String, to: String, resolution: String, hidden: [String: String] = [:]) {
    self.from = from
    self.to = to
    self.resolution = resolution
    self.hidden = hidden
  }

  /// The form's HTML.
  func html() -> String {
    var html = "<form id=\"range\" method=\"get\" action=\"/\">"
    html +=
      "<label>From <input type=\"date\" name=\"from\" value=\"\(HTML.escape(from))\"></label>"
    html += "<label>To <input type=\"date\" name=\"to\" value=\"\(HTML.escape(to))\"></label>"
    html += "<label>Per <select name=\"resolution\">"
    for option in ["day", "week", "month"] {
      let selected = option == resolution ? " selected" : ""
      html += "<option value=\"\(option)\"\(selected)>\(option)</option>"
    }
    html += "</select></label>"
    for (name, value) in hidden.sorted(by: { $0.key < $1.key }) {
      html +=
        "<input type=\"hidden\" name=\"\(HTML.escape(name))\" value=\"\(HTML.escape(value))\">"
    }
    return html + "<button type=\"submit\">Show</button></form>"
  }
}
