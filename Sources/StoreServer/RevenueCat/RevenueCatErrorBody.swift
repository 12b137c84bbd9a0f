import Foundation
import HTTPCore
import SubscriptionKit

/// RevenueCat's error answers: v1's `{"code", "message"}` (the numbers the
/// SDK's `BackendErrorCode` reads) and v2's `{"object": "error", "type",
/// "message", "retryable", "backoff_ms"}`.
package enum RevenueCatErrorBody {
  /// v1: `status` with `{"code": code, "message": message}`.
  package static func v1(_ status: Int, code: Int, _ message: String) -> HTTPResponse {
    json(status, JSONValue.object(["code": .number(Double(code)), "message": .string(message)]))
  }

  /// v2: `status` with RevenueCat's error object.
  package static func v2(
    _ status: Int, type: String, _ message: String, retryable: Bool = false,
    backoffMilliseconds: Int? = nil
  ) -> HTTPResponse {
    var object: [String: JSONValue] = [
      "object": .string("error"), "type": .string(type), "message": .string(message),
      "retryable": .bool(retryable),
      "doc_url": .string("https://errors.rev.cat/\(type.replacingOccurrences(of: "_", with: "-"))"),
    ]
    object["backoff_ms"] = backoffMilliseconds.map { .number(Double($0)) } ?? .null
    return json(status, JSONValue.object(object))
  }

  /// A JSON answer: `value` encoded as `subkit store status` prints documents.
  package static func json(_ status: Int, _ value: some Encodable) -> HTTPResponse {
    .json(status, ServedJSON.data(value))
  }
}
