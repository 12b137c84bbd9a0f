/// The kind of package in an offering, read from its identifier as RevenueCat
/// does: `$rc_monthly` is `.monthly`, any other `$rc_…` is `.unknown`, anything
/// else is `.custom`.
///
/// Encodes as RevenueCat does: its reserved identifier (`"$rc_monthly"`), or
/// `null` for custom and unknown packages.
public enum PackageType: Int, Sendable, Hashable, CaseIterable {
  case unknown = -2
  case custom = -1
  case lifetime = 0
  case annual = 1
  case sixMonth = 2
  case threeMonth = 3
  case twoMonth = 4
  case monthly = 5
  case weekly = 6

  /// The type a package identifier names.
  public init(packageIdentifier: String) {
    if let known = Self.allCases.first(where: { $0.identifier == packageIdentifier }) {
      self = known
    } else {
      self = packageIdentifier.hasPrefix("$rc_") ? .unknown : .custom
    }
  }

  /// The reserved identifier of the type (`"$rc_monthly"`); nil for custom and unknown.
  public var identifier: String? {
    switch self {
    case .weekly: "$rc_weekly"
    case .monthly: "$rc_monthly"
    case .twoMonth: "$rc_two_month"
    case .threeMonth: "$rc_three_month"
    case .sixMonth: "$rc_six_month"
    case .annual: "$rc_annual"
    case .lifetime: "$rc_lifetime"
    case .custom, .unknown: nil
    }
  }
}

extension PackageType: Codable {
  /// Reads RevenueCat's form (`"$rc_monthly"`); a custom identifier reads as
  /// `.custom`, `null` or anything unreadable as `.unknown`, as RevenueCat's
  /// SDK. A number (this library's older cache files) reads as that case.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let identifier = try? container.decode(String.self) {
      self.init(packageIdentifier: identifier)
    } else if let number = try? container.decode(Int.self), let type = Self(rawValue: number) {
      self = type
    } else {
      self = .unknown
    }
  }

  /// Writes the reserved identifier, or `null` for custom and unknown packages.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let identifier {
      try container.encode(identifier)
    } else {
      try container.encodeNil()
    }
  }
}
