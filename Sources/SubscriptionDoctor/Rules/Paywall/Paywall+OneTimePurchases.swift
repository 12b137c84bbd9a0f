/// One-time purchases (a lifetime unlock, an ad-free upgrade): guideline
/// 3.1.2's terms and privacy links are about subscriptions, so a paywall
/// selling only these owes none (restore is still required, 3.1.1).
extension Paywall {
  fileprivate static let periodWords = [
    "subscri", "monthly", "yearly", "annual", "weekly", "renew", "trial",
  ]
  fileprivate static let oneTimeWords = [
    "lifetime", "adfree", "ad-free", "removeads", "remove ads", "nonconsumable",
    "non-consumable", "fullversion", "full version", "onetime", "one-time",
  ]

  /// Whether the paywall sells only purchases that do not renew (a lifetime
  /// unlock, an ad-free upgrade): nothing it shows speaks of a period or a
  /// subscription, and it names such a purchase — in its words (`"Lifetime"`,
  /// `removeAds`), as a product id the `.storekit` files list as not renewing
  /// (and none that renews), or the project's `.storekit` files list no
  /// subscription at all. Guideline 3.1.2's terms and privacy links are about
  /// subscriptions; restore is still required (3.1.1).
  func sellsOnlyOneTimePurchases(storeKit: StoreKitCatalog) -> Bool {
    guard !mentions(Self.periodWords) else { return false }
    if mentions(Self.oneTimeWords) { return true }
    if storeKit.hasProducts && storeKit.renewingIDs.isEmpty { return true }
    return !words.isDisjoint(with: storeKit.oneTimeIDs)
      && words.isDisjoint(with: storeKit.renewingIDs)
  }

  /// The products the project's `.storekit` files list, by whether they renew
  /// (ids lowercased, as paywall words are).
  struct StoreKitCatalog: Sendable {
    var oneTimeIDs: Set<String> = []
    var renewingIDs: Set<String> = []
    var hasProducts: Bool { !oneTimeIDs.isEmpty || !renewingIDs.isEmpty }

    init(index: ProjectIndex) {
      for (path, bytes) in index.storeKitFiles where !ProjectIndex.looksLikeTest(path) {
        do throws(ReaderError) {
          for product in try StoreKitFile.read(bytes).products {
            if product.renews {
              renewingIDs.insert(product.id.lowercased())
            } else {
              oneTimeIDs.insert(product.id.lowercased())
            }
          }
        } catch {
          // An unreadable file says nothing here; storekit-config-drift reports it.
          continue
        }
      }
    }
  }
}
