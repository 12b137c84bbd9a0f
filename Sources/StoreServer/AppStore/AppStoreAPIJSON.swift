import Foundation
import HTTPCore

/// How the App Store Server API's answers are written: compact JSON,
/// `Content-Type: application/json`, and how request bodies are read.
enum AppStoreAPIJSON {
  /// `value` as the body of a `status` answer.
  static func response(_ status: Int, _ value: some Encodable) -> HTTPResponse {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Encoding our own answer values cannot fail; an empty object stands in.
    let body = (try? encoder.encode(value)) ?? Data("{}".utf8)
    return HTTPResponse(status: status, contentType: "application/json", body: body)
  }

  /// An answer with no body.
  static func empty(_ status: Int) -> HTTPResponse {
    HTTPResponse(status: status, contentType: "application/json", body: Data())
  }

  /// The request body as `Body`, or Apple's general bad request.
  static func body<Body: Decodable>(_ type: Body.Type, of request: HTTPRequest)
    throws(AppStoreAPIError) -> Body
  {
    do {
      return try JSONDecoder().decode(type, from: request.body)
    } catch {
      var failure = AppStoreAPIError.generalBadRequest
      failure.message = "The request body is not the JSON this endpoint takes."
      throw failure
    }
  }
}
