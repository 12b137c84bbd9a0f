/// The store a purchase was made in. Unknown or missing values read as `.unknownStore`.
public enum Store: Int, Sendable, Hashable, Codable, CaseIterable {
  case appStore = 0
  case macAppStore = 1
  case playStore = 2
  case stripe = 3
  case promotional = 4
  case unknownStore = 5
  case amazon = 6
  case rcBilling = 7
  case external = 8
  case paddle = 9
  case testStore = 10
  case galaxy = 11

  /// The store named by RevenueCat's JSON value (`"app_store"`).
  public init(jsonValue: String?) {
    self = Self.allCases.first { $0.jsonValue == jsonValue } ?? .unknownStore
  }

  /// RevenueCat's JSON value for the store.
  public var jsonValue: String {
    switch self {
    case .appStore: "app_store"
    case .macAppStore: "mac_app_store"
    case .playStore: "play_store"
    case .stripe: "stripe"
    case .promotional: "promotional"
    case .unknownStore: "unknown"
    case .amazon: "amazon"
    case .rcBilling: "rc_billing"
    case .external: "external"
    case .paddle: "paddle"
    case .testStore: "test_store"
    case .galaxy: "galaxy"
    }
  }
}

/// The kind of period a subscription is in. Unknown values read as `.normal`.
public enum PeriodType: Int, Sendable, Hashable, Codable, CaseIterable {
  case normal = 0
  case intro = 1
  case trial = 2
  case prepaid = 3

  /// The period type named by RevenueCat's JSON value (`"trial"`).
  public init(jsonValue: String?) {
    self = Self.allCases.first { $0.jsonValue == jsonValue } ?? .normal
  }

  /// RevenueCat's JSON value for the period type.
  public var jsonValue: String {
    switch self {
    case .normal: "normal"
    case .intro: "intro"
    case .trial: "trial"
    case .prepaid: "prepaid"
    }
  }
}

/// Whether the customer bought the product or has it through Family Sharing.
/// A missing value reads as `.purchased`; an unrecognised one as `.unknown`.
public enum PurchaseOwnershipType: Int, Sendable, Hashable, Codable, CaseIterable {
  case purchased = 0
  case familyShared = 1
  case unknown = 2

  /// The ownership type named by RevenueCat's JSON value (`"FAMILY_SHARED"`).
  public init(jsonValue: String?) {
    switch jsonValue {
    case nil, "PURCHASED": self = .purchased
    case "FAMILY_SHARED": self = .familyShared
    default: self = .unknown
    }
  }

  /// RevenueCat's JSON value for the ownership type.
  public var jsonValue: String {
    switch self {
    case .purchased: "PURCHASED"
    case .familyShared: "FAMILY_SHARED"
    case .unknown: "UNKNOWN"
    }
  }
}
