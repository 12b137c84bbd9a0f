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

  /// The entitlements that unlock access now, in any environment
  /// (`activeInAnyEnvironment`).
  public var active: [String: EntitlementInfo] { all.filter { $0.value.isActive } }

  /// The entitlements active now, in whichever environment they were bought.
  public var activeInAnyEnvironment: [String: EntitlementInfo] { active }

  /// The entitlements active now and bought in this build's environment
  /// (`EntitlementInfo.isActiveInCurrentEnvironment`).
  public var activeInCurrentEnvironment: [String: EntitlementInfo] {
    all.filter { $0.value.isActiveInCurrentEnvironment }
  }

  /// The entitlement with this identifier.
  public subscript(identifier: String) -> EntitlementInfo? { all[identifier] }
}
