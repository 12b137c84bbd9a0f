import AppleJWS
import Foundation
import SubscriptionWire

extension AppleNotificationSigner {
  /// `notification`'s `signedPayload` made wrong in the way `fixture` says,
  /// for a team's tests of its own verifier. The transaction and renewal info
  /// inside stay validly signed; only the notification is wrong.
  ///
  /// - Throws: `SigningChainError` when the signer has no chain (unsigned
  ///   environments have nothing to get wrong) or a chain cannot be minted.
  public func negativeFixture(_ fixture: AppleNegativeFixture, for notification: AppleNotification)
    throws -> String
  {
    guard let chain else {
      throw SigningChainError(
        .intermediateKeyMissing, "an unsigned (Xcode or LocalTesting) store has no signatures")
    }
    var wrong = notification
    let signedDate = Date(timeIntervalSince1970: Double(notification.payload.signedDate) / 1000)
    let jwsFixture: NegativeFixture
    switch fixture {
    case .wrongBundleId:
      wrong.payload.data?.bundleId += ".other"
      return try signedPayload(for: wrong)
    case .wrongEnvironment:
      let environment = wrong.payload.data?.environment ?? .sandbox
      wrong.payload.data?.environment = environment == .production ? .sandbox : .production
      return try signedPayload(for: wrong)
    case .tamperedPayload: jwsFixture = .tamperedPayload
    case .missingX5C: jwsFixture = .missingX5C
    case .chainNotAtRoot: jwsFixture = .chainNotAtRoot
    case .expiredLeaf: jwsFixture = .expiredLeaf
    }
    // The good payload's bytes, re-signed wrongly by AppleJWS's fixtures.
    let good = try signedPayload(for: notification).split(separator: ".")
    guard good.count == 3, let payload = Base64URL.decode(good[1]) else {
      throw SigningChainError(.openSSL, "the notification did not sign as a compact JWS")
    }
    return try NegativeFixtures(chain: chain).make(jwsFixture, payload: payload, now: signedDate)
  }
}
