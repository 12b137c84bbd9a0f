/// The `summary` of a notification about a request that covered many
/// subscriptions (`RENEWAL_EXTENSION` / `SUMMARY`, after Extend Subscription
/// Renewal Dates for All Active Subscribers completes); such a notification
/// has no `data`.
public struct AppleNotificationSummary: Sendable, Hashable, Codable {
  /// The mass extension's request identifier.
  public var requestIdentifier: String
  /// The environment.
  public var environment: AppleEnvironment
  /// The app's Apple ID.
  public var appAppleId: Int64?
  /// The app's bundle identifier.
  public var bundleId: String
  /// The product whose subscriptions were extended.
  public var productId: String
  /// The storefronts the request was limited to (empty: all).
  public var storefrontCountryCodes: [String]
  /// Subscriptions extended.
  public var succeededCount: Int64
  /// Subscriptions that could not be extended.
  public var failedCount: Int64

  /// Creates a summary.
  public init(
    requestIdentifier: String, environment: AppleEnvironment, appAppleId: Int64?,
    bundleId: String, productId: String, storefrontCountryCodes: [String],
    succeededCount: Int64, failedCount: Int64
  ) {
    self.requestIdentifier = requestIdentifier
    self.environment = environment
    self.appAppleId = appAppleId
    self.bundleId = bundleId
    self.productId = productId
    self.storefrontCountryCodes = storefrontCountryCodes
    self.succeededCount = succeededCount
    self.failedCount = failedCount
  }
}
