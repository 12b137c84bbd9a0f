import Foundation
import SubscriptionAnalytics

/// A metric request's query string, read by `MetricQueryParameters` — the
/// parser `subkit-analytics report` uses too, with its defaults and words —
/// plus the one name only the server knows (`token`, the dashboard's).
struct MetricRequest {
  /// What went wrong, for a 400 answer.
  struct Problem: Error {
    let message: String
  }

  let parameters: [String: String]
  let now: Date
  let defaultResolution: MetricResolution

  private static let parameterNames = MetricQueryParameters.names.union(["token"])

  /// The query for each of `names`.
  func queries(_ names: [MetricName]) throws(Problem) -> [MetricQuery] {
    if let unknown = parameters.keys.sorted().first(where: { !Self.parameterNames.contains($0) }) {
      throw Problem(message: "unknown parameter '\(unknown)'")
    }
    do {
      return try MetricQueryParameters(
        parameters.filter { $0.key != "token" }, now: now, defaultResolution: defaultResolution
      ).queries(names)
    } catch {
      throw Problem(message: error.message)
    }
  }

  /// The UTC calendar dates are read in.
  static var utc: Calendar { MetricQueryParameters.utc }
}
