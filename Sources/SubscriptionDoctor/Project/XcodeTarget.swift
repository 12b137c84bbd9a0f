/// A native target of an Xcode project: what it builds and how it is configured.
public struct XcodeTarget: Sendable, Hashable {
  /// The object id in the project file.
  public var id: String
  /// The target's name, e.g. `MyApp`.
  public var name: String
  /// The product type, e.g. `com.apple.product-type.application`.
  public var productType: String
  /// The target's build configurations.
  public var configurations: [BuildConfiguration]
  /// Files in the target's build phases, relative to the audited directory.
  public var buildFiles: Set<String>
  /// Ids of the synchronized folders the target lists.
  public var synchronizedGroupIDs: [String]

  /// Creates a target.
  public init(
    id: String, name: String, productType: String, configurations: [BuildConfiguration],
    buildFiles: Set<String>, synchronizedGroupIDs: [String]
  ) {
    self.id = id
    self.name = name
    self.productType = productType
    self.configurations = configurations
    self.buildFiles = buildFiles
    self.synchronizedGroupIDs = synchronizedGroupIDs
  }

  /// Whether this target builds unit or UI tests.
  public var isTest: Bool {
    productType.contains("unit-test") || productType.contains("ui-testing")
      || productType.hasSuffix(".bundle.test")
  }
}
