import Foundation

extension InAppPurchaseKey {
  /// The audience every App Store Server API token names.
  public static let tokenAudience = "appstoreconnect-v1"

  /// Checks a bearer token as the App Store Server API does: a compact JWS
  /// whose header is `{"alg": "ES256", "kid": keyId}` (`typ`, when present,
  /// `JWT`), whose ES256 signature this key made (OpenSSL), and whose claims
  /// name this key's issuer, `aud` `appstoreconnect-v1` and `bid` `bundleId`,
  /// with an `exp` still ahead of `now` and at most 60 minutes after `iat`.
  ///
  /// Apple's own Python and Swift libraries send tokens without `iat`; those
  /// are accepted when `exp` is at most 60 minutes after `now`. `leeway`
  /// allows for clocks that differ by a little: an `iat` up to that far
  /// ahead of `now`.
  ///
  /// - Throws: `BearerTokenRefusal` saying what is wrong.
  public func verifyBearerToken(
    _ token: String, bundleId: String, now: Date, leeway: TimeInterval = 60
  ) throws(BearerTokenRefusal) {
    let parts = token.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 3 else { throw BearerTokenRefusal("not a compact JWS (three parts)") }
    guard let header = Self.decode(TokenHeader.self, parts[0]) else {
      throw BearerTokenRefusal("the token's header is not base64url JSON with string fields")
    }
    guard let claims = Self.decode(TokenClaims.self, parts[1]) else {
      throw BearerTokenRefusal("the token's payload is not base64url JSON with Apple's claims")
    }
    guard header.alg == "ES256" else {
      throw BearerTokenRefusal("the token is not signed with ES256")
    }
    guard header.kid == keyId else {
      throw BearerTokenRefusal("the token's kid is not this store's key id")
    }
    if let type = header.typ, type != "JWT" {
      throw BearerTokenRefusal("the token's typ is not JWT")
    }
    guard let signature = Base64URL.decode(parts[2]),
      ES256.verify(
        signature, of: Data("\(parts[0]).\(parts[1])".utf8), publicKey: privateKey.pointer)
    else { throw BearerTokenRefusal("the token's signature is not this store's key's") }
    guard claims.iss == issuerId else {
      throw BearerTokenRefusal("the token's iss is not this store's issuer id")
    }
    guard claims.aud == Self.tokenAudience else {
      throw BearerTokenRefusal("the token's aud is not \(Self.tokenAudience)")
    }
    guard claims.bid == bundleId else {
      throw BearerTokenRefusal("the token's bid is not this app's bundle id")
    }
    guard let expiry = claims.exp, expiry.isFinite else {
      throw BearerTokenRefusal("the token has no numeric exp")
    }
    let now = now.timeIntervalSince1970
    guard expiry > now else { throw BearerTokenRefusal("the token expired") }
    if let issued = claims.iat {
      guard issued <= now + leeway else { throw BearerTokenRefusal("the token is issued later") }
      guard expiry - issued <= Self.maximumTokenLifetime else {
        throw BearerTokenRefusal("the token's exp is more than 60 minutes after its iat")
      }
    } else if expiry - now > Self.maximumTokenLifetime + leeway {
      throw BearerTokenRefusal("the token's exp is more than 60 minutes away")
    }
  }

  private struct TokenHeader: Decodable {
    var alg: String?
    var kid: String?
    var typ: String?
  }

  private struct TokenClaims: Decodable {
    var iss: String?
    var iat: Double?
    var exp: Double?
    var aud: String?
    var bid: String?
  }

  private static func decode<Value: Decodable>(_ type: Value.Type, _ part: Substring) -> Value? {
    guard let data = Base64URL.decode(part) else { return nil }
    return try? JSONDecoder().decode(type, from: data)
  }
}
