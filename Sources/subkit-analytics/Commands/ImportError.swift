import SubscriptionAnalytics

/// Why `subkit-analytics import` stored nothing, with the file (and body) it
/// is about as values; `Console` prints its description, escaped.
enum ImportError: Error, Equatable, CustomStringConvertible {
  /// `file` could not be read.
  case unreadable(file: String, reason: String)
  /// `file` is not JSON lines, one body or an array of bodies.
  case notBodies(file: String, reason: String)
  /// Body number `body` (from 1) of `file` is not an event that can be stored.
  case malformedBody(file: String, body: Int, reason: String)

  var description: String {
    switch self {
    case .unreadable(let file, let reason): "cannot read \(file): \(reason)"
    case .notBodies(let file, let reason): "\(file): \(reason)"
    case .malformedBody(let file, let body, let reason): "\(file): body \(body): \(reason)"
    }
  }
}
