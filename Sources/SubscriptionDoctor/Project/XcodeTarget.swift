/// A native target of an Xcode project: what it builds and how it is configured.
package struct XcodeTarget: Sendable, Hashable {
  /// The object id in the project file.
  package var id: String
  /// The target's name, e.g. `MyApp`.
  package var name: String
  /// The product type, e.g. `com.apple.product-type.application`.
  package var productType: String
  /// The target's build configurations.
  package var configurations: [XcodeBuildConfiguration]
  /// Files in the target's build phases, relative to the audited directory.
  package var buildFiles: Set<String>
  /// Ids of the synchronized folders the target lists.
  package var synchronizedGroupIDs: [String]

  /// Creates a target.
  package init(
    id: String, name: String, productType: String, configurations: [XcodeBuildConfiguration],
    buildFiles: Set<String>, synchronizedGroupIDs: [String]
  ) {
    self.id = id
    self.name = name
    self.productType = productType
    self.configurations = configurations
    self.buildFiles = buildFiles
    self.synchronizedGroupIDs = synchronizedGroupIDs
  }

  /// Whether this target builds a program nothing imports: an app, an app
  /// extension, a watch app, an App Clip, a command-line tool.
  package var isExecutable: Bool {
    productType.contains(".application") || productType.contains("app-extension")
      || productType.contains("watchkit") || productType.contains("tool")
      || productType.contains("extensionkit-extension")
  }

  /// Whether this target builds unit or UI tests.
  package var isTest: Bool {
    productType.contains("unit-test") || productType.contains("ui-testing")
      || productType.hasSuffix(".bundle.test")
  }
}
