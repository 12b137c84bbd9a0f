import AppleJWS
import Foundation
import SubscriptionWire

/// Verifies and decodes what the App Store signs, with the checks Apple's own
/// `SignedDataVerifier` makes (online checks off): the JWS chain to one of the
/// given roots, with Apple's OIDs, valid at the payload's `signedDate`; then
/// the payload's bundle id, environment and (in Production) app Apple id.
/// `Xcode` and `LocalTesting` payloads are not signed, and are decoded
/// without a signature check, as Apple's verifier does.
///
/// Verified chains are cached, so a server verifying many notifications from
/// one chain pays one full chain check. `Sendable`: share one verifier.
///
/// ```swift
/// let verifier = try SignedDataVerifier(
///   rootCertificates: [rootDER], bundleId: "com.example.invoiceapp",
///   appAppleId: 6_450_000_001, environment: .sandbox)
/// let notification = try verifier.verifyAndDecodeNotification(body.signedPayload)
/// ```
public struct SignedDataVerifier: Sendable {
  /// The bundle id payloads must name.
  public let bundleId: String
  /// The app Apple id Production notifications must name.
  public let appAppleId: Int64?
  /// The environment payloads must name.
  public let environment: AppleEnvironment
  private let jws: JWSVerifier?

  /// A verifier trusting the DER `rootCertificates` (the App Store's, or a
  /// simulated store's: `subkit store apple-identity --root-certificate FILE`).
  ///
  /// - Throws: `SignedDataVerificationError` when a root is unreadable, none
  ///   is given for a signed environment, or libcrypto cannot be loaded.
  public init(
    rootCertificates: [Data], bundleId: String, appAppleId: Int64?,
    environment: AppleEnvironment
  ) throws {
    self.bundleId = bundleId
    self.appAppleId = appAppleId
    self.environment = environment
    guard environment.isSigned else {
      jws = nil
      return
    }
    do {
      // Validity is judged at each payload's signedDate (`verify(_:at:)`), not this clock.
      jws = try JWSVerifier(
        rootCertificatesDER: rootCertificates, now: { Date(timeIntervalSince1970: 0) })
    } catch {
      throw SignedDataVerificationError(.verificationFailure, "\(error)")
    }
  }

  /// A notification's `signedPayload`, verified and decoded.
  public func verifyAndDecodeNotification(_ signedPayload: String) throws
    -> AppleNotificationPayload
  {
    let payload = try decode(AppleNotificationPayload.self, signedPayload) { $0.signedDate }
    // Apple's verifier reads the app from `data`, or from `summary` (a mass
    // extension's RENEWAL_EXTENSION / SUMMARY has no data).
    let app: (bundleId: String, appAppleId: Int64?, environment: AppleEnvironment)
    if let data = payload.data {
      app = (data.bundleId, data.appAppleId, data.environment)
    } else if let summary = payload.summary {
      app = (summary.bundleId, summary.appAppleId, summary.environment)
    } else {
      throw SignedDataVerificationError(
        .verificationFailure, "the notification has neither data nor summary")
    }
    if app.bundleId != bundleId || (environment == .production && app.appAppleId != appAppleId) {
      throw SignedDataVerificationError(
        .invalidAppIdentifier,
        "the notification is for \(app.bundleId) (\(app.appAppleId.map(String.init) ?? "no app id")), "
          + "not \(bundleId)")
    }
    try check(app.environment)
    return payload
  }

  /// A `signedTransactionInfo`, verified and decoded.
  public func verifyAndDecodeTransaction(_ signedTransaction: String) throws
    -> AppleTransactionPayload
  {
    let transaction = try decode(AppleTransactionPayload.self, signedTransaction) {
      $0.signedDate
    }
    guard transaction.bundleId == bundleId else {
      throw SignedDataVerificationError(
        .invalidAppIdentifier, "the transaction is for \(transaction.bundleId), not \(bundleId)")
    }
    try check(transaction.environment)
    return transaction
  }

  /// A `signedRenewalInfo`, verified and decoded.
  public func verifyAndDecodeRenewalInfo(_ signedRenewalInfo: String) throws
    -> AppleRenewalInfoPayload
  {
    let info = try decode(AppleRenewalInfoPayload.self, signedRenewalInfo) { $0.signedDate }
    try check(info.environment)
    return info
  }

  private func check(_ found: AppleEnvironment) throws {
    guard found == environment else {
      throw SignedDataVerificationError(
        .invalidEnvironment,
        "the payload is from \(found.rawValue); this verifier accepts \(environment.rawValue)")
    }
  }

  /// The payload of `jws` decoded as `Payload`, after the signature and chain
  /// checks (judged at the payload's own signed date), or without them in an
  /// unsigned environment.
  private func decode<Payload: Decodable>(
    _ type: Payload.Type, _ jws: String, signedDate: (Payload) -> Int64
  ) throws -> Payload {
    let bytes = CompactJWS.payload(of: jws)
    guard let bytes, let payload = try? JSONDecoder().decode(Payload.self, from: bytes) else {
      throw SignedDataVerificationError(
        .verificationFailure, "not a compact JWS of a \(Payload.self)")
    }
    guard let verifier = self.jws else { return payload }
    let date = Date(timeIntervalSince1970: Double(signedDate(payload)) / 1000)
    do {
      try verifier.checkSignature(jws, at: date)
    } catch {
      throw SignedDataVerificationError(.verificationFailure, error.description)
    }
    return payload
  }
}
