import Foundation
import HTTPCore

/// How `subkit-analytics serve` listens and whom it lets in.
///
/// Webhooks need the configured `Authorization` header value (RevenueCat's
/// dashboard sends one static value with every request); the dashboard and
/// the JSON API need `dashboardToken` when one is set. On any address other
/// than loopback both are required, so nothing is exposed by accident.
package struct AnalyticsServerConfiguration: Sendable {
  /// Where to listen (default 127.0.0.1:8080).
  package var address: BindAddress
  /// The exact `Authorization` header value webhooks must carry (nil: none needed; loopback only).
  package var authorization: String?
  /// The token the dashboard and JSON API need, as `?token=` or `Authorization: Bearer`.
  package var dashboardToken: String?
  /// Larger webhook bodies are answered 413 (RevenueCat's are a few kilobytes).
  package var maximumBodyBytes: Int
  /// Seconds a silent connection is kept.
  package var idleTimeout: Int
  /// Connections served at once; more are refused.
  package var connectionLimit: Int
  /// Connections one client address may hold at once (0: no limit; behind a
  /// reverse proxy every connection comes from the proxy's address).
  package var connectionsPerAddress: Int
  /// Seconds a client has to send one whole request, head and body (0: no deadline).
  package var requestDeadline: Int
  /// Dashboard and API reads computed at once; more are answered 503 at once,
  /// so reads cannot crowd out webhook ingest.
  package var maximumConcurrentReads: Int
  /// Verifies and stores App Store Server Notifications at `/webhooks/apple`; nil: not served.
  package var apple: AppleNotificationReceiver?
  /// What time it is (the default range of metrics ends today).
  package var now: @Sendable () -> Date

  /// Creates a configuration.
  package init(
    address: BindAddress, authorization: String? = nil, dashboardToken: String? = nil,
    maximumBodyBytes: Int = 256 * 1024, idleTimeout: Int = 30,
    connectionLimit: Int = Self.defaultConnectionLimit,
    connectionsPerAddress: Int = Self.defaultConnectionsPerAddress,
    requestDeadline: Int = Self.defaultRequestDeadline,
    maximumConcurrentReads: Int = Self.defaultConcurrentReads,
    now: @escaping @Sendable () -> Date
  ) {
    self.address = address
    self.authorization = authorization
    self.dashboardToken = dashboardToken
    self.maximumBodyBytes = maximumBodyBytes
    self.idleTimeout = idleTimeout
    self.connectionLimit = connectionLimit
    self.connectionsPerAddress = connectionsPerAddress
    self.requestDeadline = requestDeadline
    self.maximumConcurrentReads = maximumConcurrentReads
    self.now = now
  }

  /// The default `connectionLimit`: 512.
  package static let defaultConnectionLimit = 512
  /// The default `connectionsPerAddress`: 64.
  package static let defaultConnectionsPerAddress = 64
  /// The default `requestDeadline`: 10 seconds.
  package static let defaultRequestDeadline = 10
  /// The default `maximumConcurrentReads`: 2.
  package static let defaultConcurrentReads = 2

  /// Refuses settings that would expose the server.
  ///
  /// - Throws: `HTTPServerError` saying why and what to pass.
  package func validate() throws {
    if authorization?.isEmpty == true {
      throw HTTPServerError("--authorization is empty; give the header value RevenueCat sends")
    }
    if dashboardToken?.isEmpty == true {
      throw HTTPServerError("--dashboard-token is empty")
    }
    if connectionLimit < 1 {
      throw HTTPServerError("--max-connections takes a positive number, not \(connectionLimit)")
    }
    if connectionsPerAddress < 0 {
      throw HTTPServerError(
        "--max-connections-per-address takes 0 (no limit) or a positive number, not "
          + "\(connectionsPerAddress)")
    }
    if requestDeadline < 0 {
      throw HTTPServerError(
        "--request-deadline takes 0 (none) or a positive number of seconds, not \(requestDeadline)")
    }
    if maximumConcurrentReads < 1 {
      throw HTTPServerError(
        "--max-concurrent-reads takes a positive number, not \(maximumConcurrentReads)")
    }
    guard !address.isLoopback else { return }
    guard authorization != nil else {
      throw HTTPServerError(
        "refusing to listen on \(address.host) without --authorization: anyone who can reach "
          + "it could post events into your numbers. Set the Authorization header value you "
          + "configured in RevenueCat's webhook settings, or listen on 127.0.0.1.")
    }
    guard dashboardToken != nil else {
      throw HTTPServerError(
        "refusing to listen on \(address.host) without --dashboard-token: the dashboard and "
          + "JSON API would show your revenue to anyone who can reach it. Set a token, or "
          + "listen on 127.0.0.1.")
    }
  }
}
