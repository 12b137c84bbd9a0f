import AnalyticsServer
import CommandLineSupport
import Foundation
import SubscriptionAnalytics
import SubscriptionAnalyticsPostgres
import SubscriptionKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `subkit-analytics serve`: the webhook receiver, JSON API and dashboard.
enum ServeCommand {
  static let help = """
    Usage: subkit-analytics serve [--database URL] [--port 8080] [--host 127.0.0.1]
                                  [--authorization VALUE] [--dashboard-token TOKEN]

    Serves until interrupted (Ctrl-C or SIGTERM):
      POST /webhooks/revenuecat   RevenueCat webhooks (200 once stored durably)
      GET  /api/metrics/NAME      ?from=&to=&resolution=&product=&store=&country=&entitlement=
                                  (the document 'report --format json' prints)
      GET  /healthz               {"status": "ok", "events": N, "unrecognized": {...}}
      GET  /                      the dashboard (same parameters; monthly by default)

    Metrics read PRODUCTION events unless asked for ?environment=sandbox (a
    simulated store, 'subkit store simulate', writes SANDBOX events) or any
    other environment events were sent with (?environment=staging).

    Event types and reasons RevenueCat adds later are stored (200), left out
    of metrics, and counted under "unrecognized" in /healthz. Refused with
    400: a NUL in an id or stored text, an empty id, a price over 1,000,000
    USD (or 10,000,000,000 in its currency). See docs/security.md.

    Listens on 127.0.0.1 unless told otherwise. Any other address needs both
    --authorization and --dashboard-token, so nothing is exposed by accident.

    Options:
      --database URL          sqlite:PATH (default sqlite:.subkit/analytics.sqlite)
                              or postgres://USER@HOST/DB
      --port N                Port (default 8080; 0 picks a free one)
      --host ADDRESS          Numeric address to listen on (default 127.0.0.1)
      --authorization VALUE   The Authorization header value webhooks must carry (the
                              one set in RevenueCat); or SUBKIT_ANALYTICS_AUTHORIZATION
      --dashboard-token T     Token for the dashboard and API (?token=T or
                              Authorization: Bearer T); or SUBKIT_DASHBOARD_TOKEN
      --max-body-bytes N      Larger webhook bodies get 413 (default 262144)
    """

  static func run(_ raw: [String], clock: SubscriptionClock) -> Int32 {
    let arguments: Arguments
    do {
      arguments = try Arguments(
        raw, flags: [],
        options: [
          "database", "port", "host", "authorization", "dashboard-token", "max-body-bytes",
        ])
    } catch {
      return Console.usage(error, command: "serve")
    }
    if arguments.has("help") {
      Console.print(help)
      return ExitCode.success
    }
    let environment = ProcessInfo.processInfo.environment
    let configuration: AnalyticsServerConfiguration
    do {
      guard arguments.positionals.isEmpty else {
        throw UsageError("unexpected argument '\(arguments.positionals[0])'")
      }
      let portText = arguments.value("port") ?? "8080"
      guard let port = UInt16(portText) else {
        throw UsageError("--port takes a number from 0 to 65535, not '\(portText)'")
      }
      var maximum = 256 * 1024
      if let text = arguments.value("max-body-bytes") {
        guard let value = Int(text), value > 0 else {
          throw UsageError("--max-body-bytes takes a positive number, not '\(text)'")
        }
        maximum = value
      }
      let address: BindAddress
      do {
        address = try BindAddress(host: arguments.value("host") ?? "127.0.0.1", port: port)
      } catch {
        throw UsageError("\(error)")
      }
      configuration = AnalyticsServerConfiguration(
        address: address,
        authorization: arguments.value("authorization")
          ?? environment["SUBKIT_ANALYTICS_AUTHORIZATION"],
        dashboardToken: arguments.value("dashboard-token") ?? environment["SUBKIT_DASHBOARD_TOKEN"],
        maximumBodyBytes: maximum, now: clock.dateProvider)
      do {
        try configuration.validate()
      } catch {
        throw UsageError("\(error)")
      }
    } catch let error as UsageError {
      return Console.usage(error, command: "serve")
    } catch {
      return Console.usage(UsageError("\(error)"), command: "serve")
    }

    // Block SIGINT and SIGTERM before any server thread starts (threads
    // inherit the mask), so this thread alone receives them in sigwait.
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    pthread_sigmask(SIG_BLOCK, &signals, nil)
    let server: HTTPServer
    let store: AnalyticsStore
    do {
      let url = try arguments.value("database").map(AnalyticsDatabaseURL.init) ?? .default
      if let path = url.sqlitePath, path != ":memory:" {
        try FileManager.default.createDirectory(
          at: URL(fileURLWithPath: path).deletingLastPathComponent(),
          withIntermediateDirectories: true)
      }
      store = try AnalyticsStore.open(url, engines: .withPostgres)
      server = try AnalyticsRoutes.start(store: store, configuration: configuration)
      Console.line(
        "subkit-analytics: serving \(url) on http://\(server.address)/ "
          + "(webhooks: POST \(AnalyticsRoutes.webhookPath); dashboard: /; Ctrl-C stops)")
    } catch {
      Console.error("\(error)", command: "serve")
      return ExitCode.failure
    }
    var received: Int32 = 0
    sigwait(&signals, &received)
    server.stop()
    withExtendedLifetime(store) {}
    Console.print("subkit-analytics: stopped")
    return ExitCode.success
  }
}
