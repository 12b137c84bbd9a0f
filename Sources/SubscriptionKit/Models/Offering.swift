/// A set of packages shown together on a paywall, configured in RevenueCat's
/// dashboard ("default", "black_friday").
///
/// ```swift
/// offering.annual?.storeProduct.localizedPriceString
/// offering["$rc_monthly"]
/// ```
public struct Offering: Sendable, Hashable, Codable, Identifiable {
  /// The offering's identifier.
  public let identifier: String
  /// The description entered in the dashboard.
  public let serverDescription: String
  /// Free-form metadata from the dashboard (empty when none).
  public let metadata: [String: JSONValue]
  /// The packages whose products the store returned, in dashboard order.
  public let availablePackages: [Package]

  /// Creates an offering.
  public init(
    identifier: String, serverDescription: String, metadata: [String: JSONValue] = [:],
    availablePackages: [Package]
  ) {
    self.identifier = identifier
    self.serverDescription = serverDescription
    self.metadata = metadata
    self.availablePackages = availablePackages
  }

  /// The identifier.
  public var id: String { identifier }

  /// The lifetime package, if any.
  public var lifetime: Package? { package(ofType: .lifetime) }
  /// The annual package, if any.
  public var annual: Package? { package(ofType: .annual) }
  /// The six-month package, if any.
  public var sixMonth: Package? { package(ofType: .sixMonth) }
  /// The three-month package, if any.
  public var threeMonth: Package? { package(ofType: .threeMonth) }
  /// The two-month package, if any.
  public var twoMonth: Package? { package(ofType: .twoMonth) }
  /// The monthly package, if any.
  public var monthly: Package? { package(ofType: .monthly) }
  /// The weekly package, if any.
  public var weekly: Package? { package(ofType: .weekly) }

  /// The package with this identifier.
  public func package(identifier: String) -> Package? {
    availablePackages.first { $0.identifier == identifier }
  }

  /// The package with this identifier.
  public subscript(identifier: String) -> Package? { package(identifier: identifier) }

  /// The same offering with every package shown in `context` (its offering
  /// identifier stays this offering's).
  public func presented(
    placementIdentifier: String?, targetingContext: PresentedOfferingContext.TargetingContext?,
    experiment: ExperimentContext?
  ) -> Offering {
    let context = PresentedOfferingContext(
      offeringIdentifier: identifier, placementIdentifier: placementIdentifier,
      targetingContext: targetingContext, experiment: experiment)
    return Offering(
      identifier: identifier, serverDescription: serverDescription, metadata: metadata,
      availablePackages: availablePackages.map { $0.with(context) })
  }

  /// A metadata value of the wanted type, or `defaultValue`.
  public func getMetadataValue(for key: String, default defaultValue: String) -> String {
    metadata[key]?.stringValue ?? defaultValue
  }

  // As in RevenueCat's SDK, when two packages share a type the later one wins.
  private func package(ofType type: PackageType) -> Package? {
    availablePackages.last { $0.packageType == type }
  }
}
