import CommandLineSupport
import Foundation
import StoreSimulator

/// The receiver `subkit store deliver --to URL` posts to, with any
/// credentials in the URL taken out of it.
///
/// `https://user:secret@host/path` is posted to `https://host/path` with
/// `Authorization: Basic base64(user:secret)` (what curl and browsers do with
/// such a URL). The URL is shown, and the delivery state is keyed, without the
/// credentials (``display``), so the secret reaches neither the terminal nor
/// the ledger. Credentials in the URL together with `--authorization` are
/// refused: two Authorization headers cannot both be sent.
struct WebhookTarget {
  /// The URL requests go to, without credentials.
  let url: URL
  /// The URL as given, without credentials: what output shows and the
  /// ledger's delivery state is keyed by.
  let display: String
  /// `Basic …` from the URL's user name and password, when it had any.
  let basicAuthorization: String?

  /// Reads `--to`.
  ///
  /// - Throws: `UsageError` when it is not an http or https URL with a host;
  ///   the message never shows the URL's credentials.
  init(parsing text: String) throws {
    let display = WebhookDeliveryState.credentialFree(text)
    guard var components = URLComponents(string: text),
      let scheme = components.scheme?.lowercased(), ["http", "https"].contains(scheme),
      let host = components.host, !host.isEmpty
    else {
      throw UsageError("--to must be an http or https URL, not '\(display)'")
    }
    var authorization: String?
    if components.user != nil || components.password != nil {
      let user = components.user ?? ""
      let password = components.password ?? ""
      authorization = "Basic " + Data("\(user):\(password)".utf8).base64EncodedString()
      components.user = nil
      components.password = nil
    }
    guard let url = components.url else {
      throw UsageError("--to must be an http or https URL, not '\(display)'")
    }
    self.url = url
    self.display = display
    self.basicAuthorization = authorization
  }
}
