import Foundation

extension InAppPurchaseKey {
  /// The longest a token may live: Apple refuses an `exp` more than 60 minutes after `iat`.
  public static let maximumTokenLifetime: TimeInterval = 3_600

  /// A bearer token for the App Store Server API (Apple's "Generating JSON Web
  /// Tokens for API requests"): header `{"alg":"ES256","kid":…,"typ":"JWT"}`,
  /// payload `{"iss","iat","exp","aud":"appstoreconnect-v1","bid"}`, signed
  /// with this key.
  ///
  /// - Parameters:
  ///   - issuedAt: `iat` (inject the clock's time).
  ///   - lifetime: `exp - iat`, at most `maximumTokenLifetime`.
  public func bearerToken(
    bundleId: String, issuedAt: Date, lifetime: TimeInterval = maximumTokenLifetime
  ) throws -> String {
    struct Header: Encodable {
      var alg = "ES256"
      var kid: String
      var typ = "JWT"
    }
    struct Claims: Encodable {
      var iss: String
      var iat: Int64
      var exp: Int64
      var aud = "appstoreconnect-v1"
      var bid: String
    }
    let iat = Int64(issuedAt.timeIntervalSince1970.rounded(.down))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let header = try encoder.encode(Header(kid: keyId))
    let claims = try encoder.encode(
      Claims(
        iss: issuerId, iat: iat,
        exp: iat + Int64(min(lifetime, Self.maximumTokenLifetime)), bid: bundleId))
    return try signedToken(header: header, claims: claims)
  }

  /// `header` and `claims` (JSON bytes, used as they are) as a compact JWS
  /// signed ES256 with this key: for tests of a server's token checks (a
  /// wrong audience, a lifetime over 60 minutes), which `bearerToken` never makes.
  public func signedToken(header: Data, claims: Data) throws -> String {
    let signingInput = Base64URL.encode(header) + "." + Base64URL.encode(claims)
    let signature = try ES256.sign(Data(signingInput.utf8), with: privateKey)
    return signingInput + "." + Base64URL.encode(signature)
  }
}
