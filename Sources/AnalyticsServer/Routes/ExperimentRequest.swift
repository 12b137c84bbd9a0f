import Foundation
import SubscriptionAnalytics

/// An experiment page's query string, read by `ExperimentQueryParameters` —
/// the parser `subkit-analytics report --experiment` uses too — plus the
/// dashboard's `token`.
struct ExperimentRequest {
  let id: String
  let parameters: [String: String]
  let now: Date

  private static let parameterNames = ExperimentQueryParameters.names.union(["token"])

  /// The query; throws a `MetricRequest.Problem` (400) for a bad parameter.
  func query() throws(MetricRequest.Problem) -> ExperimentQuery {
    if let unknown = parameters.keys.sorted().first(where: { !Self.parameterNames.contains($0) }) {
      throw MetricRequest.Problem(message: "unknown parameter '\(unknown)'")
    }
    do {
      return try ExperimentQueryParameters(
        id, parameters.filter { $0.key != "token" }, now: now
      ).query()
    } catch {
      throw MetricRequest.Problem(message: error.message)
    }
  }
}
