/// A request path as its segments (`/v1/subscribers/abc/offerings` →
/// `["v1", "subscribers", "abc", "offerings"]`).
///
/// libmicrohttpd has already percent-decoded the path once, so an escaped
/// `%2F` inside an app user ID arrives as a `/` and splits the segment: such
/// IDs cannot be served (docs/server.md says so); every other character can.
package struct PathSegments: Sendable, Hashable {
  /// The segments, without empty ones.
  package var segments: [String]

  /// Splits `path` on `/`.
  package init(_ path: String) {
    segments = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
  }

  /// The captures when the segments match `pattern` (`"v1/subscribers/*/offerings"`),
  /// one per `*`, in order; nil otherwise.
  package func match(_ pattern: String) -> [String]? {
    match(segments: pattern.split(separator: "/").map(String.init))
  }

  /// The captures when the segments match a pattern already split at `/`.
  package func match(segments parts: [String]) -> [String]? {
    guard parts.count == segments.count else { return nil }
    var captures: [String] = []
    for (part, segment) in zip(parts, segments) {
      if part == "*" {
        captures.append(segment)
      } else if part != segment {
        return nil
      }
    }
    return captures
  }
}
