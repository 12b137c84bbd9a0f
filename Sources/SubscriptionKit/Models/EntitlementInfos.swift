/// A customer's entitlements, all and active.
///
/// ```swift
/// if customerInfo.entitlements["pro"]?.isActive == true { … }
/// customerInfo.entitlements.active.keys
/// ```
public struct EntitlementInfos: Sendable, Hashable, Codable {
  /// Every entitlement the customer ever had, by identifier.
  public let all: [String: EntitlementInfo]

  /// Creates the collection.
  public init(all: [String: EntitlementInfo]) {
    self.all = all
  }

  /// The entitlements that unlock access now.
  public var active: [String: EntitlementInfo] { all.filter { $0.value.isActive } }

  /// The entitlement with this identifier.
  public subscript(identifier: String) -> EntitlementInfo? { all[identifier] }
}
