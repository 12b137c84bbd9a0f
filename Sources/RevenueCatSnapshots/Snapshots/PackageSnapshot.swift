/// RevenueCat's `Package`, copied (its context is rebuilt from where it was found).
package struct PackageSnapshot: Sendable, Hashable {
  /// `identifier`.
  package var identifier: String
  /// `storeProduct`.
  package var product: ProductSnapshot

  /// Creates a copy.
  package init(identifier: String, product: ProductSnapshot) {
    self.identifier = identifier
    self.product = product
  }
}
