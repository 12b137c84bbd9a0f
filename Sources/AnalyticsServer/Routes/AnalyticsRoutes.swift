import Foundation
import HTTPCore
import SubscriptionAnalytics
import SubscriptionWire

/// The analytics server's routes over an `AnalyticsStore`:
///
/// - `POST /webhooks/revenuecat` — a RevenueCat webhook body. 200 once it is
///   durably stored (`{"status": "stored"}`, or `"duplicate"` for an event
///   id seen before); 401 without the configured `Authorization` value
///   (compared in constant time, never logged); 400 with the reason for
///   malformed JSON, an unknown shape, or a body the store does not accept
///   (an empty id, a NUL in stored text, an amount no store charges); a
///   type or reason this code does not know is stored (200); 413 over the
///   body limit; 503 with `Retry-After` while the database is away
///   (PostgreSQL reconnecting, SQLite locked or full) or damaged, 500 when it
///   refuses the event, so RevenueCat retries.
/// - `POST /webhooks/apple` — an App Store Server Notification V2, verified
///   and stored when the configuration has `apple` (`AppleNotificationReceiver`);
///   404 otherwise.
/// - `GET /api/metrics/NAME?from=&to=&resolution=&product=&store=&country=&entitlement=`
///   — the same JSON document as `subkit-analytics report --format json`;
///   400 for a query past `MetricLimits`.
/// - `GET /healthz` — `{"status": "ok", "events": N, "unrecognized": {…}}`
///   (stored values this code does not know, counted: see
///   `unrecognizedJSON`), or 503 with
///   `{"status": "unavailable" | "damaged", "reason": …}`.
///
/// The dashboard, the metrics API and the experiment pages are reads: at most
/// `maximumConcurrentReads` are computed at once and more are answered 503
/// (`Retry-After: 1`), so reads never crowd out webhooks.
/// - `GET /` — the dashboard (same parameters as the API; monthly by default).
/// - `GET /experiments/ID?stop=&control=&primary=&environment=` — an
///   experiment's results page; `GET /api/experiments/ID` the same as JSON
///   (`subkit-analytics report --experiment ID --format json`), 404 for an
///   unknown experiment; `GET /api/experiments` the ids.
package enum AnalyticsRoutes {
  /// The webhook path.
  package static let webhookPath = "/webhooks/revenuecat"
  /// Where App Store Server Notifications V2 arrive (`AppleNotificationReceiver`).
  package static let applePath = "/webhooks/apple"
  /// Where a dashboard table is downloaded as CSV (`?table=ID` and the page's parameters).
  package static let exportPath = "/export.csv"

  /// A handler serving `store` under `configuration`.
  package static func handler(store: AnalyticsStore, configuration: AnalyticsServerConfiguration)
    -> HTTPHandler
  {
    let queue = IngestQueue(store: store)
    let reads = ReadLimiter(limit: configuration.maximumConcurrentReads)
    return HTTPHandler(
      screen: { request in screen(request, configuration: configuration) },
      respond: { request in
        respond(request, store: store, queue: queue, reads: reads, configuration: configuration)
      })
  }

  /// Starts a server for `store` (after `configuration.validate()`).
  package static func start(store: AnalyticsStore, configuration: AnalyticsServerConfiguration)
    throws -> HTTPServer
  {
    try configuration.validate()
    return try HTTPServer.start(
      at: configuration.address, maximumBodyBytes: configuration.maximumBodyBytes,
      connectionLimit: configuration.connectionLimit,
      connectionsPerAddress: configuration.connectionsPerAddress,
      idleTimeout: configuration.idleTimeout, requestDeadline: configuration.requestDeadline,
      handler: handler(store: store, configuration: configuration))
  }

  /// Answers what can be answered from the headers: wrong method or path,
  /// missing credentials.
  static func screen(_ request: HTTPRequest, configuration: AnalyticsServerConfiguration)
    -> HTTPResponse?
  {
    switch request.path {
    case webhookPath:
      guard request.method == "POST" else { return methodNotAllowed("POST") }
      if let expected = configuration.authorization,
        !ConstantTime.equals(request.header("authorization") ?? "", expected)
      {
        return .error(401, "missing or wrong Authorization header")
      }
      return nil
    case applePath:
      guard request.method == "POST" else { return methodNotAllowed("POST") }
      guard configuration.apple != nil else {
        return .error(
          404, "Apple notifications are not configured: serve them with --apple-root-certificate")
      }
      return nil
    case "/healthz":
      return request.method == "GET" ? nil : methodNotAllowed("GET")
    case "/", "/index.html", exportPath:
      guard request.method == "GET" else { return methodNotAllowed("GET") }
      return dashboardAccess(request, configuration: configuration)
    case let path where path.hasPrefix("/api/metrics/") || isExperimentPath(path):
      guard request.method == "GET" else { return methodNotAllowed("GET") }
      return dashboardAccess(request, configuration: configuration)
    default:
      return .error(404, "no such path: \(request.path)")
    }
  }

  static func respond(
    _ request: HTTPRequest, store: AnalyticsStore, queue: IngestQueue, reads: ReadLimiter,
    configuration: AnalyticsServerConfiguration
  ) -> HTTPResponse {
    switch request.path {
    case webhookPath:
      return ingest(request.body, queue: queue)
    case applePath:
      guard let apple = configuration.apple else { return .error(404, "no such path") }
      return apple.receive(request.body, store: store)
    case "/healthz":
      return health(store)
    default:
      guard reads.enter() else { return reads.busy }
      defer { reads.leave() }
      return read(request, store: store, configuration: configuration)
    }
  }

  /// Answers a read: a metric, an experiment, the dashboard.
  private static func read(
    _ request: HTTPRequest, store: AnalyticsStore, configuration: AnalyticsServerConfiguration
  ) -> HTTPResponse {
    switch request.path {
    case let path where path.hasPrefix("/api/metrics/"):
      let name = String(path.dropFirst("/api/metrics/".count))
      guard let metric = MetricName(rawValue: name) else {
        return .error(
          404,
          "unknown metric '\(name)'; known: "
            + MetricName.allCases.map(\.rawValue).joined(separator: ", "))
      }
      let parsed = MetricRequest(
        parameters: request.query, now: configuration.now(), defaultResolution: .day)
      do {
        let query = try parsed.queries([metric])
        let series = try store.metric(query[0])
        return .json(200, Data((try apiDocument(series, query[0], store: store) + "\n").utf8))
      } catch let problem as MetricRequest.Problem {
        return .error(400, problem.message)
      } catch let error as AnalyticsError where error.code == .invalidQuery {
        return .error(400, error.message)
      } catch {
        return .error(500, "the metric could not be computed: \(error)")
      }
    case let path where isExperimentPath(path):
      return experiments(request, store: store, configuration: configuration)
    case exportPath:
      return export(request, store: store, configuration: configuration)
    default:
      return dashboard(request, store: store, configuration: configuration)
    }
  }

  private static let stored = HTTPResponse.message(200, "status", "stored")
  private static let duplicate = HTTPResponse.message(200, "status", "duplicate")

  private static func ingest(_ body: Data, queue: IngestQueue) -> HTTPResponse {
    do {
      switch try queue.ingest(body) {
      case .stored: return stored
      case .duplicate: return duplicate
      }
    } catch let error as AnalyticsError where error.code == .malformedEvent {
      return .error(400, error.message)
    } catch let error as AnalyticsError where error.isUnavailable {
      return unavailable(error)
    } catch {
      return .error(500, "the event was not stored: \(error)")
    }
  }

  private static func dashboard(
    _ request: HTTPRequest, store: AnalyticsStore, configuration: AnalyticsServerConfiguration
  ) -> HTTPResponse {
    let parsed = MetricRequest(
      parameters: request.query, now: configuration.now(), defaultResolution: .month)
    let html: String
    do {
      html = try DashboardBuilder.page(store: store, request: parsed).html()
    } catch let problem as MetricRequest.Problem {
      return errorPage(400, problem.message, request)
    } catch let error as AnalyticsError where error.code == .invalidQuery {
      return errorPage(400, error.message, request)
    } catch {
      return errorPage(500, "the dashboard could not be computed: \(error)", request)
    }
    return htmlPage(html)
  }

  /// A person's error: an HTML page (the reason, a way back), not JSON.
  private static func errorPage(_ status: Int, _ message: String, _ request: HTTPRequest)
    -> HTTPResponse
  {
    let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))
    let home = request.query["token"].map {
      "/?token=" + ($0.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")
    }
    var response = htmlPage(
      DashboardErrorPage.html(status: status, message: message, home: home ?? "/"))
    response.status = status
    return response
  }

  /// One dashboard table (`table=ID`) as CSV, over the page's parameters.
  private static func export(
    _ request: HTTPRequest, store: AnalyticsStore, configuration: AnalyticsServerConfiguration
  ) -> HTTPResponse {
    var parameters = request.query
    let table = parameters.removeValue(forKey: "table") ?? ""
    guard let known = DashboardBuilder.panels.first(where: { $0.id == table }) else {
      let ids = DashboardBuilder.panels.map(\.id).joined(separator: ", ")
      return errorPage(400, "table takes one of \(ids), not '\(table)'", request)
    }
    let parsed = MetricRequest(
      parameters: parameters, now: configuration.now(), defaultResolution: .month)
    do {
      let page = try DashboardBuilder.page(store: store, request: parsed)
      guard let panel = page.panels.first(where: { $0.id == known.id }) else {
        return errorPage(500, "the table \(table) was not computed", request)
      }
      if let problem = panel.problem { return errorPage(400, problem, request) }
      var response = HTTPResponse(
        status: 200, contentType: "text/csv; charset=utf-8",
        body: Data(DashboardCSV.text(panel).utf8))
      response.headers = [
        ("Content-Disposition", "attachment; filename=\"\(known.id).csv\""),
        ("X-Content-Type-Options", "nosniff"), ("Cache-Control", "no-store"),
      ]
      return response
    } catch let problem as MetricRequest.Problem {
      return errorPage(400, problem.message, request)
    } catch let error as AnalyticsError where error.code == .invalidQuery {
      return errorPage(400, error.message, request)
    } catch {
      return errorPage(500, "the table could not be computed: \(error)", request)
    }
  }

  /// The metrics API's document: the series with the environment it reads,
  /// and the note `report` prints when production is empty but sandbox is not.
  private static func apiDocument(
    _ series: MetricSeries, _ query: MetricQuery, store: AnalyticsStore
  )
    throws -> String
  {
    var fields = "\"environment\": \"\(JSONTextWriter.escaped(query.environment.rawValue))\""
    if let note = try store.sandboxOnlyNote(
      environment: query.environment, asking: "environment=sandbox")
    {
      fields += ", \"note\": \"\(JSONTextWriter.escaped(note))\""
    }
    return "{" + fields + ", " + series.jsonText.dropFirst()
  }

  /// An HTML page with the dashboard's headers: a Content-Security-Policy
  /// that allows no script and no outside asset, no caching, no referrer.
  static func htmlPage(_ html: String) -> HTTPResponse {
    HTTPResponse(
      status: 200, contentType: "text/html; charset=utf-8", body: Data(html.utf8),
      headers: [
        (
          "Content-Security-Policy",
          "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'"
        ),
        ("X-Content-Type-Options", "nosniff"),
        ("Cache-Control", "no-store"),
        ("Referrer-Policy", "no-referrer"),
      ])
  }

  private static func dashboardAccess(
    _ request: HTTPRequest, configuration: AnalyticsServerConfiguration
  ) -> HTTPResponse? {
    guard let token = configuration.dashboardToken else { return nil }
    let given =
      request.query["token"]
      ?? request.header("authorization").map {
        $0.hasPrefix("Bearer ") ? String($0.dropFirst(7)) : $0
      }
    return ConstantTime.equals(given ?? "", token)
      ? nil : .error(401, "the dashboard needs its token (?token=… or Authorization: Bearer …)")
  }

  private static func methodNotAllowed(_ allowed: String) -> HTTPResponse {
    var response = HTTPResponse.error(405, "use \(allowed)")
    response.headers = [("Allow", allowed)]
    return response
  }
}
