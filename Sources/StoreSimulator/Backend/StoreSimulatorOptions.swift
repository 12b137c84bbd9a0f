/// How a `StoreSimulator` behaves, beyond what its `.storekit` file says.
///
/// `nil` means "as the `.storekit` file's settings say".
public struct StoreSimulatorOptions: Sendable, Hashable {
  /// `SANDBOX` or `PRODUCTION` in webhooks; `is_sandbox` in customer info.
  public enum Environment: String, Sendable, Hashable {
    case sandbox = "SANDBOX"
    case production = "PRODUCTION"
  }

  /// A failed renewal keeps access for a grace period (6 days weekly, 16 otherwise).
  public var isBillingGracePeriodEnabled: Bool?
  /// Purchases wait for a parent's approval.
  public var isAskToBuyEnabled: Bool?
  /// Every renewal fails into billing retry.
  public var renewalsAlwaysFail: Bool?
  /// The environment events and customer info report.
  public var environment: Environment
  /// The `app_id` in webhook events.
  public var appID: String
  /// The App Store account purchases are made with; restore moves everything
  /// bought with it to the current app user.
  public var storeAccount: String
  /// fsync every commit (`synchronous=FULL`) so commits survive power loss, not
  /// only a killed process. Slower; off by default.
  public var syncsEveryCommit: Bool
  /// How fast store time runs against the injected clock; nil: the
  /// `.storekit` file's `_timeRate`.
  public var timeRate: TimeRate?

  /// Options; the defaults follow the `.storekit` file.
  public init(
    isBillingGracePeriodEnabled: Bool? = nil, isAskToBuyEnabled: Bool? = nil,
    renewalsAlwaysFail: Bool? = nil, environment: Environment = .sandbox,
    appID: String = "app_store_simulator", storeAccount: String = "sandbox-tester",
    syncsEveryCommit: Bool = false, timeRate: TimeRate? = nil
  ) {
    self.isBillingGracePeriodEnabled = isBillingGracePeriodEnabled
    self.isAskToBuyEnabled = isAskToBuyEnabled
    self.renewalsAlwaysFail = renewalsAlwaysFail
    self.environment = environment
    self.appID = appID
    self.storeAccount = storeAccount
    self.syncsEveryCommit = syncsEveryCommit
    self.timeRate = timeRate
  }
}
