import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import SubscriptionWire

/// Random Apple payloads for the codec oracle: every optional member present
/// or absent, text that JSON must escape (and text that it must not),
/// numbers from the ends of their ranges.
enum RandomApplePayloads {
  typealias Random = SeededRandomNumberGenerator

  static func transaction(_ random: inout Random) -> AppleTransactionPayload {
    var transaction = AppleTransactionPayload(
      transactionId: text(&random), originalTransactionId: text(&random),
      bundleId: text(&random), productId: text(&random), purchaseDate: integer(&random),
      originalPurchaseDate: integer(&random), type: text(&random),
      signedDate: integer(&random), environment: environment(&random))
    transaction.webOrderLineItemId = maybe(&random) { text(&$0) }
    transaction.subscriptionGroupIdentifier = maybe(&random) { text(&$0) }
    transaction.expiresDate = maybe(&random) { integer(&$0) }
    transaction.quantity = Int(integer(&random))
    transaction.inAppOwnershipType = text(&random)
    transaction.transactionReason = maybe(&random) { text(&$0) }
    transaction.storefront = maybe(&random) { text(&$0) }
    transaction.storefrontId = maybe(&random) { text(&$0) }
    transaction.price = maybe(&random) { integer(&$0) }
    transaction.currency = maybe(&random) { text(&$0) }
    transaction.offerType = maybe(&random) { Int(integer(&$0)) }
    transaction.offerIdentifier = maybe(&random) { text(&$0) }
    transaction.offerDiscountType = maybe(&random) { text(&$0) }
    transaction.offerPeriod = maybe(&random) { text(&$0) }
    transaction.revocationDate = maybe(&random) { integer(&$0) }
    transaction.revocationReason = maybe(&random) { Int(integer(&$0)) }
    transaction.revocationType = maybe(&random) { text(&$0) }
    transaction.revocationPercentage = maybe(&random) { Int(integer(&$0)) }
    transaction.billingPlanType = maybe(&random) { text(&$0) }
    transaction.commitmentInfo = maybe(&random) { transactionCommitment(&$0) }
    transaction.isUpgraded = maybe(&random) { Bool.random(using: &$0) }
    transaction.appAccountToken = maybe(&random) { text(&$0) }
    return transaction
  }

  static func renewalInfo(_ random: inout Random) -> AppleRenewalInfoPayload {
    var renewal = AppleRenewalInfoPayload(
      originalTransactionId: text(&random), productId: text(&random),
      autoRenewProductId: text(&random), autoRenewStatus: Int(integer(&random)),
      signedDate: integer(&random), environment: environment(&random))
    renewal.expirationIntent = maybe(&random) { Int(integer(&$0)) }
    renewal.gracePeriodExpiresDate = maybe(&random) { integer(&$0) }
    renewal.isInBillingRetryPeriod = maybe(&random) { Bool.random(using: &$0) }
    renewal.recentSubscriptionStartDate = maybe(&random) { integer(&$0) }
    renewal.renewalDate = maybe(&random) { integer(&$0) }
    renewal.renewalPrice = maybe(&random) { integer(&$0) }
    renewal.currency = maybe(&random) { text(&$0) }
    renewal.offerType = maybe(&random) { Int(integer(&$0)) }
    renewal.offerIdentifier = maybe(&random) { text(&$0) }
    renewal.eligibleWinBackOfferIds = maybe(&random) { random in
      (0..<Int.random(in: 0...3, using: &random)).map { _ in text(&random) }
    }
    renewal.priceIncreaseStatus = maybe(&random) { Int(integer(&$0)) }
    renewal.renewalBillingPlanType = maybe(&random) { text(&$0) }
    renewal.commitmentInfo = maybe(&random) { renewalCommitment(&$0) }
    return renewal
  }

  static func transactionCommitment(_ random: inout Random) -> AppleTransactionCommitmentInfo {
    AppleTransactionCommitmentInfo(
      billingPeriodNumber: Int(integer(&random)), totalBillingPeriods: Int(integer(&random)),
      commitmentExpiresDate: integer(&random), commitmentPrice: integer(&random))
  }

  static func renewalCommitment(_ random: inout Random) -> AppleRenewalCommitmentInfo {
    AppleRenewalCommitmentInfo(
      commitmentAutoRenewStatus: Int(integer(&random)),
      commitmentAutoRenewProductId: text(&random), commitmentRenewalDate: integer(&random),
      commitmentRenewalPrice: integer(&random), commitmentRenewalBillingPlanType: text(&random))
  }

  /// A notification with `data` (its signed parts random text, long
  /// base64url-like runs included), a `summary`, both or neither.
  static func notification(_ random: inout Random) -> AppleNotificationPayload {
    let data = maybe(&random) { random in
      AppleNotificationData(
        appAppleId: maybe(&random) { integer(&$0) }, bundleId: text(&random),
        bundleVersion: maybe(&random) { text(&$0) }, environment: environment(&random),
        signedTransactionInfo: maybe(&random) { signedPart(&$0) },
        signedRenewalInfo: maybe(&random) { signedPart(&$0) },
        status: maybe(&random) { Int(integer(&$0)) },
        consumptionRequestReason: maybe(&random) { text(&$0) })
    }
    let summary = maybe(&random) { random in
      AppleNotificationSummary(
        requestIdentifier: text(&random), environment: environment(&random),
        appAppleId: maybe(&random) { integer(&$0) }, bundleId: text(&random),
        productId: text(&random),
        storefrontCountryCodes: (0..<Int.random(in: 0...3, using: &random)).map { _ in
          text(&random)
        },
        succeededCount: integer(&random), failedCount: integer(&random))
    }
    return AppleNotificationPayload(
      notificationType: text(&random), subtype: maybe(&random) { text(&$0) },
      notificationUUID: text(&random), data: data, summary: summary,
      version: Bool.random(using: &random) ? "2.0" : text(&random), signedDate: integer(&random))
  }

  // MARK: Values

  /// nil one time in three.
  static func maybe<Value>(_ random: inout Random, _ make: (inout Random) -> Value) -> Value? {
    Int.random(in: 0..<3, using: &random) == 0 ? nil : make(&random)
  }

  static func environment(_ random: inout Random) -> AppleEnvironment {
    AppleEnvironment.allCases.randomElement(using: &random) ?? .sandbox
  }

  /// Text with what JSON must escape (quote, backslash, every kind of control
  /// character), what `.withoutEscapingSlashes` leaves (`/`), DEL, U+2028,
  /// non-ASCII of every UTF-8 length, and plain runs long enough that an
  /// escape falls anywhere in an eight-byte word.
  static func text(_ random: inout Random) -> String {
    let pieces = [
      "a", "Z", "0", "_", " ", "\"", "\\", "/", "\n", "\r", "\t", "\u{8}", "\u{C}", "\u{0}",
      "\u{1}", "\u{1F}", "\u{7F}", "\u{2028}", "é", "日", "🎉", "$", "-", ".", "pro_monthly",
      "com.example.invoiceapp", "Auto-Renewable Subscription",
    ]
    let length = Int.random(in: 0...12, using: &random)
    return (0..<length).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
  }

  /// What a signed part looks like: long base64url with dots, now and then
  /// with text that must be escaped somewhere in it.
  static func signedPart(_ random: inout Random) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.")
    var part = String(
      (0..<Int.random(in: 0...4_000, using: &random)).map { _ in
        alphabet.randomElement(using: &random) ?? "A"
      })
    if Bool.random(using: &random) {
      let offset = Int.random(in: 0...part.count, using: &random)
      part.insert(contentsOf: text(&random), at: part.index(part.startIndex, offsetBy: offset))
    }
    return part
  }

  /// Small, typical (milliseconds, milli-units) or anywhere in `Int64`, ends included.
  static func integer(_ random: inout Random) -> Int64 {
    switch Int.random(in: 0..<6, using: &random) {
    case 0: Int64.random(in: Int64.min...Int64.max, using: &random)
    case 1: [Int64.min, Int64.max, 0, -1, 1].randomElement(using: &random) ?? 0
    case 2: Int64.random(in: -10...10, using: &random)
    default: Int64.random(in: 0...2_000_000_000_000, using: &random)
    }
  }
}

extension RandomApplePayloads {
  /// One payload of each type, for the check that every stored property is
  /// declared (`Mirror` lists every stored property, nil ones too).
  static var sampleTransaction: AppleTransactionPayload {
    var random = SeededRandomNumberGenerator(seed: 1)
    return transaction(&random)
  }
  static var sampleRenewal: AppleRenewalInfoPayload {
    var random = SeededRandomNumberGenerator(seed: 1)
    return renewalInfo(&random)
  }
  static var sampleTransactionCommitment: AppleTransactionCommitmentInfo {
    var random = SeededRandomNumberGenerator(seed: 1)
    return transactionCommitment(&random)
  }
  static var sampleRenewalCommitment: AppleRenewalCommitmentInfo {
    var random = SeededRandomNumberGenerator(seed: 1)
    return renewalCommitment(&random)
  }
  static var sampleNotification: AppleNotificationPayload {
    AppleNotificationPayload(
      notificationType: "", subtype: nil, notificationUUID: "", data: nil, signedDate: 0)
  }
  static var sampleData: AppleNotificationData {
    AppleNotificationData(appAppleId: nil, bundleId: "", bundleVersion: nil, environment: .xcode)
  }
  static var sampleSummary: AppleNotificationSummary {
    AppleNotificationSummary(
      requestIdentifier: "", environment: .xcode, appAppleId: nil, bundleId: "", productId: "",
      storefrontCountryCodes: [], succeededCount: 0, failedCount: 0)
  }
}
