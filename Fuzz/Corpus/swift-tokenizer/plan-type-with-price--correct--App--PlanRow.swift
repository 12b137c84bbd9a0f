#if canImport(RevenueCat)
  import RevenueCat
#endif
#if canImport(SwiftUI)
  import SwiftUI
#endif
/// Plans come from the offering; a row only shows one.
struct PlanRow: View {
  let package: Package
  var price: String { package.storeProduct.localizedPriceString }

  var body: some View { Text(price) }
}

enum PlanKind {
  case monthly, annual
}
