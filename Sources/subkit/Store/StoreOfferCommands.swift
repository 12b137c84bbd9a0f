import AppleJWS
import CommandLineSupport
import Foundation
import StoreSimulator
import SubscriptionKit
import SubscriptionWire

/// Buying with subscription offers from the store's side (docs/offers.md):
/// `buy --offer/--offer-code/--win-back`, `redeem CODE`, `sign-offer`,
/// `win-back-offers`. Promotional-offer signatures are checked against the
/// store folder's In-App Purchase key (`DIR/apple/in-app-purchase-key.json`,
/// issued on first use, the one `apple-identity --api-key` writes).
enum StoreOfferCommands {
  /// The options `store buy` takes for offers.
  static let buyOptions = [
    CommandOption(
      "offer", value: "ID", help: "With this promotional offer (needs --signature)"),
    CommandOption(
      "signature", value: "SIG",
      help: "The offer's signature (a JWS or legacy:…; see sign-offer)"),
    CommandOption("offer-code", value: "CODE", help: "Redeem this offer code with the purchase"),
    CommandOption("win-back", value: "ID", help: "With this win-back offer"),
  ]

  /// The offer `store buy`'s options ask for, nil for none.
  ///
  /// - Throws: `UsageError` for options that do not go together.
  static func request(_ invocation: Invocation) throws -> SubscriptionOfferRequest? {
    let offer = invocation.value("offer")
    let signature = invocation.value("signature")
    let code = invocation.value("offer-code")
    let winBack = invocation.value("win-back")
    let given = [offer, code, winBack].compactMap { $0 }
    guard given.count <= 1 else {
      throw UsageError("give one of --offer, --offer-code and --win-back")
    }
    if let offer {
      guard let signature else {
        throw UsageError("--offer needs --signature (subkit store sign-offer makes one)")
      }
      return .promotional(offerID: offer, signature: try Self.signature(signature))
    }
    guard signature == nil else { throw UsageError("--signature goes with --offer") }
    if let code { return .offerCode(code) }
    if let winBack { return .winBack(offerID: winBack) }
    return nil
  }

  /// `--signature`: a compact JWS, or `legacy:KEY_ID:NONCE:TIMESTAMP:BASE64`.
  static func signature(_ text: String) throws -> PromotionalOfferSignature {
    let legacyPrefix = "legacy:"
    guard text.hasPrefix(legacyPrefix) else { return .jws(text) }
    let parts = text.dropFirst(legacyPrefix.count).split(
      separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
    guard parts.count == 4, let nonce = UUID(uuidString: String(parts[1])),
      let timestamp = Int64(parts[2])
    else {
      throw UsageError(
        "--signature legacy: takes KEY_ID:NONCE:TIMESTAMP:BASE64 (a UUID nonce, milliseconds)")
    }
    return .legacy(
      LegacyPromotionalOfferSignature(
        keyIdentifier: String(parts[0]), nonce: nonce, timestamp: timestamp,
        signature: String(parts[3])))
  }

  /// `store buy PRODUCT` with an offer: buys and says what it did.
  static func buy(
    _ productID: String, offer: SubscriptionOfferRequest, context: StoreContext
  ) throws {
    let store = try storeWithKey(context)
    let user = try context.user(of: store)
    let transaction = try store.purchase(
      productID: productID, offer: offer, for: user,
      storeAccount: context.invocation.value("apple-id"))
    Console.line(try outcome(productID, offer: offer, for: user, transaction, context, store))
  }

  /// `store redeem CODE [--product PRODUCT]`.
  static let redeem = Command.store(
    "redeem", abstract: "Redeem an offer code (codeOffers)",
    discussion: """
      Redeems CODE for the customer, as the App Store's redemption sheet does.
      A code is a codeOffers entry's referenceName (any case) or internalID,
      on the product --product names, or on the one product that has it. Who
      may redeem it is the entry's eligibility: new (never subscribed in the
      group), existing (subscribed now) or expired (lapsed). A stackable code
      redeemed by someone eligible for the introductory offer starts after
      it; one that does not stack replaces it. A subscriber gets the offer at
      the next renewal. RevenueCat's events carry the code as offer_code.
      """,
    options: [
      StoreOptions.user,
      CommandOption("product", value: "PRODUCT", help: "The product the code is for"),
    ],
    operands: .one("CODE")
  ) { context in
    let code = context.operand ?? ""
    let store = try storeWithKey(context)
    let user = try context.user(of: store)
    let transaction = try store.redeem(
      offerCode: code, productID: context.invocation.value("product"), for: user)
    Console.line(
      try outcome(
        transaction.productIdentifier, offer: .offerCode(code), for: user, transaction, context,
        store))
  }

  /// `store sign-offer PRODUCT OFFER [--legacy]`.
  static let signOffer = Command.store(
    "sign-offer", abstract: "Sign a promotional offer with the store's In-App Purchase key",
    discussion: """
      Prints a signature for PRODUCT's promotional offer OFFER (adHocOffers),
      made at store time with the store folder's In-App Purchase key, as a
      team's server makes one: a StoreKit 2 JWS (ES256, aud promotional-offer),
      or with --legacy the original API's legacy:KEY_ID:NONCE:TIMESTAMP:BASE64.
      Pass it to 'buy PRODUCT --offer OFFER --signature SIG'. Signatures are
      good for 24 hours of store time; the original API's are refused when
      the store reports the Production environment.
      """,
    options: [
      CommandOption.flag("legacy", help: "The original API's signature instead of a JWS"),
      CommandOption(
        "transaction-id", value: "ID", help: "Put this transactionId in the JWS's claims"),
    ],
    operands: Operands("PRODUCT OFFER", minimum: 2, maximum: 2),
    events: .none
  ) { context in
    let operands = context.invocation.operands
    let store = try storeWithKey(context)
    let (productID, offerID) = (operands[0], operands[1])
    let jws = try store.signPromotionalOffer(
      productID: productID, offerID: offerID,
      transactionID: context.invocation.value("transaction-id"))
    guard context.invocation.has("legacy") else {
      Console.print(jws)
      return
    }
    let key = try offerKey(context)
    let nonce = UUID()
    let timestamp = ISO8601.milliseconds(store.now)
    let signature = try key.legacyPromotionalOfferSignature(
      productId: productID, offerIdentifier: offerID, nonce: nonce, timestamp: timestamp,
      bundleId: store.appStoreApp.bundleId)
    Console.print("legacy:\(key.keyId):\(nonce.uuidString.lowercased()):\(timestamp):\(signature)")
  }

  /// `store win-back-offers PRODUCT`.
  static let winBackOffers = Command.store(
    "win-back-offers", abstract: "The win-back offers the customer may redeem now",
    discussion: """
      Prints one line per win-back offer (winbackOffers) on PRODUCT the
      customer is eligible for now, best first, as RevenueCat's
      eligibleWinBackOffers(forProduct:) lists them: App Store Connect's rules
      on paid months in the group, months since the subscription lapsed and
      months since the last win-back offer (docs/offers.md). Prints nothing
      when there is none.
      """,
    options: [StoreOptions.user], operands: .one("PRODUCT"), events: .none
  ) { context in
    let store = try context.store()
    let user = try context.user(of: store)
    for offer in try store.eligibleWinBackOffers(forProduct: context.operand ?? "", for: user) {
      let periods = offer.paymentMode == .payUpFront ? 1 : offer.numberOfPeriods
      Console.print(
        "\(offer.offerIdentifier ?? ""): \(offer.localizedPriceString) "
          + "\(mode(offer.paymentMode)) for \(periods) × \(offer.subscriptionPeriod.iso8601)")
    }
  }

  // MARK: Plumbing

  private static func mode(_ mode: StoreProductDiscount.PaymentMode) -> String {
    switch mode {
    case .freeTrial: "free"
    case .payAsYouGo: "pay as you go"
    case .payUpFront: "pay up front"
    }
  }

  /// The store, checking promotional offers against its folder's key.
  private static func storeWithKey(_ context: StoreContext) throws -> StoreSimulator {
    let store = try context.store()
    store.usePromotionalOfferKey(try offerKey(context))
    return store
  }

  private static func offerKey(_ context: StoreContext) throws -> InAppPurchaseKey {
    try LibCrypto.load()
    return try InAppPurchaseKey.loadOrIssue(
      in: AppleNotificationSigner.appleFolder(inState: context.stateDirectory))
  }

  /// The line that says what a purchase with an offer did.
  private static func outcome(
    _ productID: String, offer: SubscriptionOfferRequest, for user: String,
    _ transaction: StoreTransaction, _ context: StoreContext, _ store: StoreSimulator
  ) throws -> String {
    let (kind, name): (String, String) =
      switch offer {
      case .promotional(let id, _): ("promotional offer", id)
      case .offerCode(let code): ("offer code", code)
      case .winBack(let id): ("win-back offer", id)
      }
    let charged = try context.causedEvents().contains {
      $0.event.type == .initialPurchase || $0.event.type == .renewal
    }
    let id = transaction.transactionIdentifier
    guard charged else {
      // The offer waits for the current period's end (of this product or, for
      // a downgrade, the one it replaces).
      let expires = try store.customerInfo(for: user).subscriptionsByProductIdentifier.values
        .filter(\.isActive).compactMap(\.expiresDate).max()
      let when = expires.map { " on " + StoreCommand.time($0) } ?? ""
      return "\(kind) \"\(name)\" for \(user) starts at the next renewal of \(productID)"
        + "\(when) (\(id))"
    }
    return "bought \(productID) for \(user) with \(kind) \"\(name)\": \(id)"
  }
}
