import Foundation
import SubscriptionWire

/// What the server sends back: a status, a content type, a body.
package struct HTTPResponse: Sendable, Hashable {
  /// The status code.
  package var status: Int
  /// The `Content-Type` header.
  package var contentType: String
  /// Extra headers, in order.
  package var headers: [(String, String)] {
    get { headerPairs.map { ($0.name, $0.value) } }
    set { headerPairs = newValue.map { HeaderPair(name: $0.0, value: $0.1) } }
  }
  /// The body.
  package var body: Data

  private var headerPairs: [HeaderPair] = []

  private struct HeaderPair: Sendable, Hashable {
    var name: String
    var value: String
  }

  /// Creates a response.
  package init(
    status: Int, contentType: String, body: Data, headers: [(String, String)] = []
  ) {
    self.status = status
    self.contentType = contentType
    self.body = body
    self.headers = headers
  }

  /// A JSON body.
  package static func json(_ status: Int, _ body: Data) -> HTTPResponse {
    HTTPResponse(status: status, contentType: "application/json; charset=utf-8", body: body)
  }

  /// `{"status": …}` or `{"error": …}` with a one-line message, as the API answers.
  package static func message(_ status: Int, _ key: String, _ text: String) -> HTTPResponse {
    json(
      status,
      Data("{\"\(JSONTextWriter.escaped(key))\":\"\(JSONTextWriter.escaped(text))\"}\n".utf8))
  }

  /// An error response: `{"error": "…"}`.
  package static func error(_ status: Int, _ text: String) -> HTTPResponse {
    message(status, "error", text)
  }

  /// A plain-text body.
  package static func text(_ status: Int, _ text: String) -> HTTPResponse {
    HTTPResponse(
      status: status, contentType: "text/plain; charset=utf-8", body: Data(text.utf8))
  }
}
