import Foundation

/// Promotional-offer signatures made and checked with an In-App Purchase key,
/// as Apple's App Store Server Library makes them (docs/offers.md):
///
/// - StoreKit 2 (`PromotionalOfferV2SignatureCreator`): a compact JWS, ES256,
///   header `{"alg":"ES256","kid":…,"typ":"JWT"}`, claims `iss` (issuer id),
///   `bid` (bundle id), `aud` `promotional-offer`, `iat` (seconds), `nonce`,
///   `productId`, `offerIdentifier` and an optional `transactionId`.
/// - The original API (`PromotionalOfferSignatureCreator`): base64 of the DER
///   ECDSA signature of `bid⁣kid⁣productId⁣offerId⁣username⁣nonce⁣timestamp`
///   (U+2063 between the parts, the username and nonce lower-cased, the
///   timestamp in milliseconds).
extension InAppPurchaseKey {
  /// The audience every StoreKit 2 promotional-offer signature names.
  public static let promotionalOfferAudience = "promotional-offer"
  /// How long a signature is good for after it was made (Apple: "the
  /// timestamp keeps the offer active for 24 hours").
  public static let promotionalOfferLifetime: TimeInterval = 86_400

  /// A StoreKit 2 promotional-offer signature (JWS) for `productId`'s offer
  /// `offerIdentifier`, issued at `issuedAt` (inject the clock's time).
  public func promotionalOfferSignature(
    productId: String, offerIdentifier: String, transactionId: String? = nil, bundleId: String,
    nonce: String = UUID().uuidString.lowercased(), issuedAt: Date
  ) throws -> String {
    let header = try Self.sortedJSON(["alg": "ES256", "kid": keyId, "typ": "JWT"])
    var claims: [String: PromotionalOfferClaim] = [
      "iss": .text(issuerId), "bid": .text(bundleId), "aud": .text(Self.promotionalOfferAudience),
      "iat": .number(Int64(issuedAt.timeIntervalSince1970.rounded(.down))), "nonce": .text(nonce),
      "productId": .text(productId), "offerIdentifier": .text(offerIdentifier),
    ]
    if let transactionId { claims["transactionId"] = .text(transactionId) }
    return try signedToken(header: header, claims: try Self.sortedJSON(claims))
  }

  /// Checks a StoreKit 2 promotional-offer signature as the App Store does
  /// before it sells the offer: this key's ES256 signature and `kid`, its
  /// issuer, `aud` `promotional-offer`, this app's `bid`, the product and
  /// offer being bought, and an `iat` at most `promotionalOfferLifetime`
  /// before `now` (and not after it, beyond `leeway`).
  ///
  /// - Throws: `PromotionalOfferRefusal` saying what is wrong, in one line.
  public func verifyPromotionalOfferSignature(
    _ jws: String, productId: String, offerIdentifier: String, bundleId: String, now: Date,
    leeway: TimeInterval = 60
  ) throws(PromotionalOfferRefusal) {
    let parts = jws.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 3 else {
      throw PromotionalOfferRefusal("the signature is not a compact JWS (three parts)")
    }
    guard let header = Self.decodeJSON(OfferHeader.self, parts[0]) else {
      throw PromotionalOfferRefusal("the signature's header is not base64url JSON")
    }
    guard let claims = Self.decodeJSON(OfferClaims.self, parts[1]) else {
      throw PromotionalOfferRefusal("the signature's payload is not base64url JSON with its claims")
    }
    guard header.alg == "ES256" else {
      throw PromotionalOfferRefusal("the signature is not ES256")
    }
    guard header.kid == keyId else {
      throw PromotionalOfferRefusal(
        "the signature's kid is not this store's In-App Purchase key (\(keyId))")
    }
    guard let signature = Base64URL.decode(parts[2]),
      ES256.verify(
        signature, of: Data("\(parts[0]).\(parts[1])".utf8), publicKey: privateKey.pointer)
    else {
      throw PromotionalOfferRefusal("the signature was not made with this store's key")
    }
    try Self.checkClaims(
      issuer: claims.iss == issuerId, audience: claims.aud, bundle: claims.bid == bundleId,
      product: claims.productId, productId: productId, offer: claims.offerIdentifier,
      offerIdentifier: offerIdentifier, nonce: claims.nonce, issued: claims.iat, now: now,
      leeway: leeway)
  }

  /// A signature of the original API (StoreKit 1's `SKPaymentDiscount`): base64 DER.
  ///
  /// - Parameter timestamp: milliseconds since 1970 (inject the clock's time).
  public func legacyPromotionalOfferSignature(
    productId: String, offerIdentifier: String, applicationUsername: String = "",
    nonce: UUID, timestamp: Int64, bundleId: String
  ) throws -> String {
    let message = Self.legacyMessage(
      bundleId: bundleId, keyId: keyId, productId: productId, offerIdentifier: offerIdentifier,
      applicationUsername: applicationUsername, nonce: nonce, timestamp: timestamp)
    let raw = try ES256.sign(message, with: privateKey)
    guard let der = ES256.derSignature(fromRaw: raw) else {
      throw SigningChainError.openSSL("convert an ECDSA signature to DER")
    }
    return der.base64EncodedString()
  }

  /// Checks a signature of the original API: made with this key (`keyId`
  /// named), for this product and offer, and `timestamp` at most
  /// `promotionalOfferLifetime` before `now`.
  ///
  /// - Throws: `PromotionalOfferRefusal` saying what is wrong, in one line.
  public func verifyLegacyPromotionalOfferSignature(
    _ signature: String, keyIdentifier: String, productId: String, offerIdentifier: String,
    applicationUsername: String = "", nonce: UUID, timestamp: Int64, bundleId: String, now: Date,
    leeway: TimeInterval = 60
  ) throws(PromotionalOfferRefusal) {
    guard keyIdentifier == keyId else {
      throw PromotionalOfferRefusal(
        "the signature's key identifier is not this store's In-App Purchase key (\(keyId))")
    }
    let message = Self.legacyMessage(
      bundleId: bundleId, keyId: keyId, productId: productId, offerIdentifier: offerIdentifier,
      applicationUsername: applicationUsername, nonce: nonce, timestamp: timestamp)
    guard let der = Data(base64Encoded: signature),
      let raw = ES256.rawSignature(fromDER: [UInt8](der)),
      ES256.verify(raw, of: message, publicKey: privateKey.pointer)
    else {
      throw PromotionalOfferRefusal(
        "the signature was not made with this store's key for this product, offer and nonce")
    }
    let issued = Double(timestamp) / 1_000
    try Self.checkAge(issued: issued, now: now, leeway: leeway)
  }

  private static func checkClaims(
    issuer: Bool, audience: String?, bundle: Bool, product: String?, productId: String,
    offer: String?, offerIdentifier: String, nonce: String?, issued: Double?, now: Date,
    leeway: TimeInterval
  ) throws(PromotionalOfferRefusal) {
    guard issuer else { throw PromotionalOfferRefusal("the signature's iss is not this store's") }
    guard audience == promotionalOfferAudience else {
      throw PromotionalOfferRefusal("the signature's aud is not \(promotionalOfferAudience)")
    }
    guard bundle else { throw PromotionalOfferRefusal("the signature's bid is not this app's") }
    guard product == productId else {
      throw PromotionalOfferRefusal(
        "the signature is for product \"\(product ?? "")\", not \"\(productId)\"")
    }
    guard offer == offerIdentifier else {
      throw PromotionalOfferRefusal(
        "the signature is for offer \"\(offer ?? "")\", not \"\(offerIdentifier)\"")
    }
    guard let nonce, !nonce.isEmpty else {
      throw PromotionalOfferRefusal("the signature has no nonce")
    }
    guard let issued, issued.isFinite else {
      throw PromotionalOfferRefusal("the signature has no numeric iat")
    }
    try checkAge(issued: issued, now: now, leeway: leeway)
  }

  private static func checkAge(issued: Double, now: Date, leeway: TimeInterval)
    throws(PromotionalOfferRefusal)
  {
    let now = now.timeIntervalSince1970
    guard issued <= now + leeway else {
      throw PromotionalOfferRefusal("the signature is issued after the store's time")
    }
    guard now - issued <= promotionalOfferLifetime else {
      throw PromotionalOfferRefusal("the signature expired (it is good for 24 hours)")
    }
  }

  private static func legacyMessage(
    bundleId: String, keyId: String, productId: String, offerIdentifier: String,
    applicationUsername: String, nonce: UUID, timestamp: Int64
  ) -> Data {
    let separator = "\u{2063}"
    return Data(
      [
        bundleId, keyId, productId, offerIdentifier, applicationUsername.lowercased(),
        nonce.uuidString.lowercased(), String(timestamp),
      ].joined(separator: separator).utf8)
  }

  private enum PromotionalOfferClaim: Encodable {
    case text(String)
    case number(Int64)

    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .text(let value): try container.encode(value)
      case .number(let value): try container.encode(value)
      }
    }
  }

  private static func sortedJSON(_ value: some Encodable) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(value)
  }

  private struct OfferHeader: Decodable {
    var alg: String?
    var kid: String?
  }

  private struct OfferClaims: Decodable {
    var iss: String?
    var bid: String?
    var aud: String?
    var iat: Double?
    var nonce: String?
    var productId: String?
    var offerIdentifier: String?
  }

  private static func decodeJSON<Value: Decodable>(_ type: Value.Type, _ part: Substring)
    -> Value?
  {
    guard let data = Base64URL.decode(part) else { return nil }
    do { return try JSONDecoder().decode(type, from: data) } catch { return nil }
  }
}

/// Why the store refuses a promotional-offer signature: nothing is sold.
public struct PromotionalOfferRefusal: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong with the signature, in one line.
  public let reason: String

  /// Creates a refusal.
  public init(_ reason: String) {
    self.reason = reason
  }

  /// The reason.
  public var description: String { reason }
}
