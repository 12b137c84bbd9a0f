import AppleJWS
import Foundation
import TestSupport
import Testing

/// Apple's Python `app-store-server-library` judges our promotional-offer
/// signatures, and we check its: `Referee/promotional_offer.py` signs with
/// `PromotionalOfferV2SignatureCreator` and `PromotionalOfferSignatureCreator`
/// and verifies ours with PyJWT and `cryptography` (issue 28).
@Suite(
  "Promotional-offer signatures agree with Apple's library",
  .enabled(
    if: AppleReferee.isAvailable,
    "Skipped: python3 cannot import Apple's app-store-server-library (scripts/test installs it)"
  ))
struct PromotionalOfferRefereeTests {
  @Test("Apple's signatures verify with ours; ours decode and verify with Apple's tools")
  func bothWays() throws {
    let key = try InAppPurchaseKey.issue()
    let (bundleId, productId, offerId) = ("com.example.invoices", "pro_monthly", "half_off")
    let now = Date()  // Apple's creator stamps the wall clock's time
    let nonce = UUID()
    let timestamp = Int64(now.timeIntervalSince1970 * 1000)
    let ours = try key.promotionalOfferSignature(
      productId: productId, offerIdentifier: offerId, transactionId: "2000000000000001",
      bundleId: bundleId, issuedAt: now)
    let ourLegacy = try key.legacyPromotionalOfferSignature(
      productId: productId, offerIdentifier: offerId, applicationUsername: "Alice",
      nonce: nonce, timestamp: timestamp, bundleId: bundleId)
    let output = try AppleLibraryReferee.run(
      URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Referee/promotional_offer.py"),
      input: [
        "pem": String(decoding: try key.privateKey.pkcs8PEM(), as: UTF8.self),
        "keyId": key.keyId, "issuerId": key.issuerId, "bundleId": bundleId,
        "productId": productId, "offerId": offerId, "username": "Alice",
        "nonce": nonce.uuidString, "timestamp": timestamp, "ourJws": ours,
        "ourLegacy": ourLegacy,
      ])
    #expect(output.status == 0, "\(output.stderr)")
    let verdict = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    let claims = try #require(verdict["ourJwsClaims"] as? [String: Any], "\(verdict)")
    #expect(claims["productId"] as? String == productId)
    #expect(claims["offerIdentifier"] as? String == offerId)
    #expect(claims["transactionId"] as? String == "2000000000000001")
    #expect(claims["bid"] as? String == bundleId && claims["iss"] as? String == key.issuerId)
    #expect((verdict["ourJwsHeader"] as? [String: Any])?["kid"] as? String == key.keyId)
    #expect(verdict["ourLegacyValid"] as? Bool == true)

    let appleJws = try #require(verdict["appleJws"] as? String)
    try key.verifyPromotionalOfferSignature(
      appleJws, productId: productId, offerIdentifier: offerId, bundleId: bundleId, now: now)
    #expect(throws: PromotionalOfferRefusal.self) {
      try key.verifyPromotionalOfferSignature(
        appleJws, productId: productId, offerIdentifier: "free_month", bundleId: bundleId,
        now: now)
    }
    let appleLegacy = try #require(verdict["appleLegacy"] as? String)
    try key.verifyLegacyPromotionalOfferSignature(
      appleLegacy, keyIdentifier: key.keyId, productId: productId, offerIdentifier: offerId,
      applicationUsername: "Alice", nonce: nonce, timestamp: timestamp, bundleId: bundleId,
      now: now)
    #expect(throws: PromotionalOfferRefusal.self) {
      try key.verifyLegacyPromotionalOfferSignature(
        appleLegacy, keyIdentifier: key.keyId, productId: productId, offerIdentifier: offerId,
        applicationUsername: "Bob", nonce: nonce, timestamp: timestamp, bundleId: bundleId,
        now: now)
    }
  }
}
