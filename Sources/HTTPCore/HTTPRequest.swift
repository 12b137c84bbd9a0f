import Foundation

/// One HTTP request as the server's handler sees it.
///
/// Header names are lower-cased; query arguments are percent-decoded (an
/// argument given twice keeps its last value). `body` is empty while the
/// request is screened before its body is read.
package struct HTTPRequest: Sendable, Hashable {
  /// `GET`, `POST`, …
  package var method: String
  /// The path without the query: `/api/metrics/mrr`.
  package var path: String
  /// Query arguments: `?from=2026-01-01` → `["from": "2026-01-01"]`.
  package var query: [String: String]
  /// Every value of each query argument, in order (`?productId=a&productId=b`
  /// → `["productId": ["a", "b"]]`), for APIs that repeat an argument.
  package var queryValues: [String: [String]]
  /// Headers by lower-cased name.
  package var headers: [String: String]
  /// The request body.
  package var body: Data

  /// Creates a request.
  package init(
    method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:],
    body: Data = Data(), queryValues: [String: [String]]? = nil
  ) {
    self.method = method
    self.path = path
    self.query = query
    self.queryValues = queryValues ?? query.mapValues { [$0] }
    self.headers = headers
    self.body = body
  }

  /// The header named `name` (any case).
  package func header(_ name: String) -> String? { headers[name.lowercased()] }
}
