import Foundation
import HTTPCore
import SubscriptionAnalytics
import SubscriptionWire

extension AnalyticsRoutes {
  /// The experiment pages' paths: `/experiments/ID` (HTML) and
  /// `/api/experiments` (the ids), `/api/experiments/ID` (the results document).
  static func isExperimentPath(_ path: String) -> Bool {
    path == "/api/experiments" || path.hasPrefix("/api/experiments/")
      || path.hasPrefix("/experiments/")
  }

  /// Answers an experiment path: 200 with the page or document, 404 for an
  /// experiment no event names, 400 for a bad parameter.
  static func experiments(
    _ request: HTTPRequest, store: AnalyticsStore, configuration: AnalyticsServerConfiguration
  ) -> HTTPResponse {
    if request.path == "/api/experiments" {
      do {
        let ids = try store.experimentIDs().map { "\"\(JSONTextWriter.escaped($0))\"" }
        return .json(200, Data(("{\"experiments\": [" + ids.joined(separator: ", ") + "]}\n").utf8))
      } catch {
        return .error(500, "the experiments could not be listed: \(error)")
      }
    }
    let isAPI = request.path.hasPrefix("/api/")
    let raw = String(
      request.path.dropFirst(isAPI ? "/api/experiments/".count : "/experiments/".count))
    let id = raw.removingPercentEncoding ?? raw
    do {
      let query = try ExperimentRequest(id: id, parameters: request.query, now: configuration.now())
        .query()
      let results = try store.experimentResults(query)
      if isAPI { return .json(200, Data((results.jsonText + "\n").utf8)) }
      return htmlPage(ExperimentPage(results: results, token: request.query["token"]).html())
    } catch let problem as MetricRequest.Problem {
      return .error(400, problem.message)
    } catch let error as AnalyticsError where error.code == .invalidQuery {
      return .error(error.message.hasPrefix("unknown experiment") ? 404 : 400, error.message)
    } catch {
      return .error(500, "the experiment could not be computed: \(error)")
    }
  }
}
