import AppleJWS
import Foundation
import TestSupport

/// Chains and payloads shared by the AppleJWS tests (minting is cheap, but
/// one chain per process keeps the tests about what they test).
enum TestChains {
  /// The tests' fixed "now": 2026-05-28T20:26:40Z.
  static let now = Date(timeIntervalSince1970: 1_780_000_000)
  static let day: TimeInterval = 86_400

  /// A chain valid from a day before `now` for ten years.
  static let store: SigningChain = {
    do {
      return try SigningChain.mint(validFrom: now - day, validUntil: now + 3_650 * day)
    } catch {
      fatalError("minting the test chain failed: \(error)")
    }
  }()

  /// A verifier trusting `store`'s root, checking at `at`.
  static func verifier(at: Date = now, roots: [X509Certificate] = [store.root]) throws
    -> JWSVerifier
  {
    try JWSVerifier(rootCertificates: roots, now: { at })
  }

  /// A fresh empty folder, removed when the test process exits (`TemporaryFolders`).
  static func temporaryFolder() throws -> URL {
    try TemporaryFolders.make("applejws-tests")
  }

  /// JSON bytes of `object`, keys sorted.
  static func json(_ object: [String: Any]) throws -> Data {
    try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
  }
}
