import Foundation
import SubscriptionKit
import SubscriptionWire

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// RevenueCat's REST API for server-side Swift (a Vapor or Hummingbird app,
/// a job, a test): a customer as `CustomerInfo` (the app's decoder and
/// entitlement rules), promotional entitlements, attributes and a customer's
/// subscriptions. Foundation networking only.
///
/// 429s are retried after RevenueCat's `Retry-After`/`backoff_ms`, reads
/// also after a 5xx or a lost connection (doubling from one second), at most
/// `maximumRetries` times, waiting on the injected clock; each attempt has a
/// timeout. Failures are `RevenueCatRESTError`s.
///
/// ```swift
/// let client = RevenueCatRESTClient(
///   configuration: RevenueCatRESTConfiguration(baseURL: url, apiKey: secretKey))
/// let info = try await client.customerInfo(appUserID: "alice")
/// if info.entitlements["pro"]?.isActive == true { … }
/// ```
public struct RevenueCatRESTClient: Sendable {
  /// Where requests go and how patient the client is.
  public let configuration: RevenueCatRESTConfiguration
  let transport: RevenueCatTransport
  let clock: SubscriptionClock

  /// A client; `transport` and `clock` are replaced in tests.
  public init(
    configuration: RevenueCatRESTConfiguration, transport: RevenueCatTransport = .urlSession,
    clock: SubscriptionClock = .live
  ) {
    self.configuration = configuration
    self.transport = transport
    self.clock = clock
  }
}
