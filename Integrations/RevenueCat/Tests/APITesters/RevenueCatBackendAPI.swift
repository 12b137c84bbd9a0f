import Foundation
import RevenueCat
import SubscriptionKit
import SubscriptionKitRevenueCat

// Compiled, never run, as RevenueCat's Tests/APITesters: every public symbol
// of the adapter used the way an app uses it. RevenueCat is imported too, as an
// app that also talks to the SDK would, so every name both modules declare must
// be written with its module — the ambiguity an app meets.

/// Setting up: from Info.plist, from a key, around an existing `Purchases`.
func checkRevenueCatBackendConfigureAPI(apiKey: APIKey) throws {
  let fromBundle: RevenueCatBackend = try RevenueCatBackend.configure()
  let fromBundleFull: RevenueCatBackend = try RevenueCatBackend.configure(
    bundle: .main, appUserID: "user_1", placements: ["onboarding"],
    environment: ["REVENUECAT_API_KEY": "appl_x"], onUnmappedUpdate: { (_: PurchaseError) in })
  let fromKey: RevenueCatBackend = try RevenueCatBackend.configure(apiKey: apiKey)
  let fromKeyFull: RevenueCatBackend = try RevenueCatBackend.configure(
    apiKey: apiKey, appUserID: nil, placements: [], onUnmappedUpdate: { error in print(error.code) }
  )
  let wrapped = RevenueCatBackend(purchases: Purchases.shared)
  let wrappedFull = RevenueCatBackend(
    purchases: .shared, placements: ["onboarding", "settings"], clock: .live,
    onUnmappedUpdate: { (error: PurchaseError) in print(error) })
  let backends: [any PurchasesBackend] = [
    fromBundle, fromBundleFull, fromKey, fromKeyFull, wrapped, wrappedFull,
  ]
  print(backends.count)
}

/// Handing it to the one manager.
@MainActor
func checkRevenueCatBackendManagerAPI(
  backend: RevenueCatBackend, configuration: SubscriptionConfiguration
) {
  SubscriptionManager.shared.configure(backend: backend, configuration: configuration)
}

/// Every `PurchasesBackend` requirement, typed with SubscriptionKit's models.
func checkRevenueCatBackendAsyncAPI(
  backend: RevenueCatBackend, package: SubscriptionKit.Package
) async throws {
  let _: String = await backend.appUserID
  let _: SubscriptionKit.Offerings = try await backend.offerings()
  let _: SubscriptionKit.CustomerInfo = try await backend.customerInfo()
  let _: SubscriptionKit.CustomerInfo = try await backend.customerInfo(fetchPolicy: .fetchCurrent)
  try await backend.setAttributes([SubscriberAttribute.email: "a@example.com", "team": nil])
  let _: SubscriptionKit.PurchaseResult = try await backend.purchase(package)
  let _: SubscriptionKit.CustomerInfo = try await backend.restorePurchases()
  let stream: AsyncStream<SubscriptionKit.CustomerInfo> = backend.customerInfoStream
  for await _ in stream { break }
  let _: [String: SubscriptionKit.IntroEligibilityStatus] =
    await backend.checkTrialOrIntroDiscountEligibility(productIdentifiers: ["pro_monthly"])
  let _: SubscriptionKit.LogInResult = try await backend.logIn("user_1")
  let _: SubscriptionKit.CustomerInfo = try await backend.logOut()
  let _: SubscriptionKit.RefundRequestStatus = try await backend.beginRefundRequest(
    forProduct: "pro_annual")
  await backend.track(PaywallDisplayEvent(.impression, offeringIdentifier: "default"))
}

/// The offer calls: promotional offers, win-back offers, offer codes.
func checkRevenueCatBackendOffersAPI(
  backend: RevenueCatBackend, package: SubscriptionKit.Package,
  discount: SubscriptionKit.StoreProductDiscount
) async throws {
  let product: SubscriptionKit.StoreProduct = package.storeProduct
  let offer: SubscriptionKit.PromotionalOffer = try await backend.promotionalOffer(
    forProductDiscount: discount, product: product)
  let _: SubscriptionKit.PurchaseResult = try await backend.purchase(
    package, promotionalOffer: offer)
  let winBack: [SubscriptionKit.WinBackOffer] = try await backend.eligibleWinBackOffers(
    forProduct: product)
  if let first = winBack.first {
    let _: SubscriptionKit.PurchaseResult = try await backend.purchase(
      package, winBackOffer: first)
  }
  let _: SubscriptionKit.PurchaseResult = try await backend.redeemOfferCode("")
}
