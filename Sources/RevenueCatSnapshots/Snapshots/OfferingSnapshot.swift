import Foundation

/// RevenueCat's `Offering`, copied.
package struct OfferingSnapshot: Sendable, Hashable {
  /// `identifier`.
  package var identifier: String
  /// `serverDescription`.
  package var serverDescription: String
  /// `metadata` written with `JSONSerialization` (nil: none).
  package var metadataJSON: Data?
  /// `availablePackages`, in order.
  package var packages: [PackageSnapshot]

  /// Creates a copy.
  package init(
    identifier: String, serverDescription: String, metadataJSON: Data?,
    packages: [PackageSnapshot]
  ) {
    self.identifier = identifier
    self.serverDescription = serverDescription
    self.metadataJSON = metadataJSON
    self.packages = packages
  }
}
