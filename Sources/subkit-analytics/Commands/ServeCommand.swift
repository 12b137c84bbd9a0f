import AnalyticsServer
import CommandLineSupport
import Foundation
import HTTPCore
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
  static let command = Command<SubscriptionClock>(
    "serve", abstract: "Receive webhooks over HTTP; JSON API and dashboard",
    discussion: """
      Serves until interrupted (Ctrl-C or SIGTERM):
        POST /webhooks/revenuecat   RevenueCat webhooks (200 once stored durably; 503 with
                                    Retry-After while the database is away or damaged)
        GET  /api/metrics/NAME      ?from=&to=&resolution=&product=&store=&country=&entitlement=
                                    (the document 'report --format json' prints)
        GET  /healthz               {"status": "ok", "events": N, "unrecognized": {...}}; 503
                                    with a reason while the database is away or fails
                                    its integrity check
        GET  /                      the dashboard (same parameters; monthly by default)

      Metrics read PRODUCTION events unless asked for ?environment=sandbox (a
      simulated store, 'subkit store simulate', writes SANDBOX events) or any
      other environment events were sent with (?environment=staging).

      Event types and reasons RevenueCat adds later are stored (200), left out
      of metrics, and counted under "unrecognized" in /healthz. Refused with
      400: a NUL in an id or stored text, an empty id, a price over 1,000,000
      USD (or 10,000,000,000 in its currency). See docs/security.md.

      Listens on 127.0.0.1 unless told otherwise. Any other address needs both a
      webhook Authorization value and a dashboard token, so nothing is exposed by
      accident.
      """,
    groups: [
      OptionGroup([
        CommandOption(
          "database", value: "URL",
          help: """
            sqlite:PATH (default sqlite:.subkit/analytics.sqlite)
            or postgres://USER@HOST/DB (passwords are never printed;
            prefer PGPASSWORD or ~/.pgpass to a password in the URL)
            """),
        CommandOption("port", value: "N", help: "Port (default 8080; 0 picks a free one)"),
        CommandOption(
          "host", value: "ADDRESS", help: "Numeric address to listen on (default 127.0.0.1)"),
        CommandOption(
          "authorization-file", value: "FILE",
          help: """
            The Authorization header value webhooks must carry (the
            one set in RevenueCat), read from FILE; or set
            SUBKIT_ANALYTICS_AUTHORIZATION
            """),
        CommandOption(
          "authorization", value: "VALUE",
          help:
            "The same value on the command line (shows in 'ps' and in\nshell history: prefer the file or the variable)"
        ),
        CommandOption(
          "dashboard-token-file", value: "FILE",
          help: """
            Token for the dashboard and API (?token=T or
            Authorization: Bearer T), read from FILE; or set
            SUBKIT_DASHBOARD_TOKEN
            """),
        CommandOption(
          "dashboard-token", value: "T",
          help:
            "The same token on the command line (shows in 'ps' and in\nshell history: prefer the file or the variable)"
        ),
        CommandOption(
          "max-body-bytes", value: "N", help: "Larger webhook bodies get 413 (default 262144)"),
      ]),
      AppleReceiverOptions.group,
      OptionGroup(
        "Limits (see \"HTTP receiver limits\" in docs/security.md)",
        [
          CommandOption(
            "max-connections", value: "N",
            help: "Connections served at once; more are refused (default 512)"),
          CommandOption(
            "max-connections-per-address", value: "N",
            help: """
              Connections one client address may hold; more are
              refused (default 64; 0: no limit, e.g. behind a proxy,
              where every connection comes from the proxy)
              """),
          CommandOption(
            "request-deadline", value: "S",
            help: """
              Seconds a client has to send a whole request, head and
              body, however steadily it trickles; later, its
              connection is closed (default 10; 0: none)
              """),
          CommandOption(
            "idle-timeout", value: "S", help: "Seconds a silent connection is kept (default 30)"),
          CommandOption(
            "max-concurrent-reads", value: "N",
            help: """
              Dashboard/API reads computed at once; more get 503
              with Retry-After, so reads never starve webhooks
              (default 2)
              """),
        ],
        note: """
          Reads are bounded too: a metric query covers at most \(MetricLimits.maximumPeriods) periods
          and a cohort grid (subscription_retention in the API) at most \(MetricLimits.maximumCohortPeriods);
          past either the answer is 400 naming the limit.
          """),
    ]
  ) { invocation, clock in run(invocation.arguments, clock: clock) }

  /// The value webhooks must carry in their Authorization header.
  static let authorizationOption = SecretOption(
    name: "authorization", environmentVariable: "SUBKIT_ANALYTICS_AUTHORIZATION",
    example: "Bearer <secret>")

  /// The token the dashboard and the JSON API ask for.
  static let dashboardTokenOption = SecretOption(
    name: "dashboard-token", environmentVariable: "SUBKIT_DASHBOARD_TOKEN",
    example: "a long random string")

  static func run(_ arguments: Arguments, clock: SubscriptionClock) -> Int32 {
    let environment = ProcessInfo.processInfo.environment
    var configuration: AnalyticsServerConfiguration
    do {
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
      func number(_ option: String, _ fallback: Int, allowsZero: Bool) throws -> Int {
        guard let text = arguments.value(option) else { return fallback }
        guard let value = Int(text), value > 0 || (allowsZero && value == 0) else {
          throw UsageError(
            "--\(option) takes \(allowsZero ? "0 or " : "")a positive number, not '\(text)'")
        }
        return value
      }
      let limits = (
        connections: try number(
          "max-connections", AnalyticsServerConfiguration.defaultConnectionLimit,
          allowsZero: false),
        perAddress: try number(
          "max-connections-per-address",
          AnalyticsServerConfiguration.defaultConnectionsPerAddress, allowsZero: true),
        deadline: try number(
          "request-deadline", AnalyticsServerConfiguration.defaultRequestDeadline,
          allowsZero: true),
        idle: try number("idle-timeout", 30, allowsZero: false),
        reads: try number(
          "max-concurrent-reads", AnalyticsServerConfiguration.defaultConcurrentReads,
          allowsZero: false)
      )
      let address: BindAddress
      do {
        address = try BindAddress(host: arguments.value("host") ?? "127.0.0.1", port: port)
      } catch {
        throw UsageError("\(error)")
      }
      configuration = AnalyticsServerConfiguration(
        address: address,
        authorization: try authorizationOption.resolve(arguments, environment: environment),
        dashboardToken: try dashboardTokenOption.resolve(arguments, environment: environment),
        maximumBodyBytes: maximum, idleTimeout: limits.idle,
        connectionLimit: limits.connections, connectionsPerAddress: limits.perAddress,
        requestDeadline: limits.deadline, maximumConcurrentReads: limits.reads,
        now: clock.dateProvider)
      configuration.apple = try AppleReceiverOptions.receiver(arguments)
      do {
        try configuration.validate()
      } catch {
        throw UsageError("\(error)")
      }
    } catch let error as UsageError {
      return Console.usage(error, command: "serve")
    } catch let error as SecretOption.FileError {
      Console.error("\(error)", command: "serve")
      return ExitCode.failure
    } catch {
      return Console.usage(UsageError("\(error)"), command: "serve")
    }

    // Blocked before any server thread starts, so this thread alone receives them.
    let signals = StopSignals()
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
          + "(webhooks: POST \(AnalyticsRoutes.webhookPath)"
          + (configuration.apple == nil ? "" : " and \(AnalyticsRoutes.applePath)")
          + "; dashboard: /; Ctrl-C stops)")
    } catch {
      Console.error("\(error)", command: "serve")
      return ExitCode.failure
    }
    signals.wait()
    server.stop()
    withExtendedLifetime(store) {}
    Console.print("subkit-analytics: stopped")
    return ExitCode.success
  }
}
