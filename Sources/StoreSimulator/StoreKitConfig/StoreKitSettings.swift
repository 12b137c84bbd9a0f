/// The `settings` block of a `.storekit` file: where the store is, how fast
/// time runs, and which test behaviours are on.
public struct StoreKitSettings: Sendable, Hashable {
  /// `_locale` (default `"en_US"`).
  public var locale: String
  /// `_storefront`, ISO 3166-1 alpha-3 (default `"USA"`).
  public var storefront: String
  /// `_timeRate` as written (0 = real time); see `TimeRate(storeKitCode:)`.
  public var timeRateCode: Int
  /// `_askToBuyEnabled`: purchases wait for a parent's approval.
  public var isAskToBuyEnabled: Bool
  /// `_billingGracePeriodEnabled`: a failed renewal keeps access for a grace period.
  public var isBillingGracePeriodEnabled: Bool
  /// `_renewalBillingIssuesEnabled`: every renewal fails into billing retry.
  public var isRenewalBillingIssuesEnabled: Bool
  /// `_failTransactionsEnabled`: every purchase fails.
  public var isFailTransactionsEnabled: Bool

  /// Creates settings; the defaults are Xcode's.
  public init(
    locale: String = "en_US", storefront: String = "USA", timeRateCode: Int = 0,
    isAskToBuyEnabled: Bool = false, isBillingGracePeriodEnabled: Bool = false,
    isRenewalBillingIssuesEnabled: Bool = false, isFailTransactionsEnabled: Bool = false
  ) {
    self.locale = locale
    self.storefront = storefront
    self.timeRateCode = timeRateCode
    self.isAskToBuyEnabled = isAskToBuyEnabled
    self.isBillingGracePeriodEnabled = isBillingGracePeriodEnabled
    self.isRenewalBillingIssuesEnabled = isRenewalBillingIssuesEnabled
    self.isFailTransactionsEnabled = isFailTransactionsEnabled
  }
}
