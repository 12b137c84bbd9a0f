import Foundation
import Testing

@testable import AppleJWS

@Suite("JWSSigner and JWSVerifier: compact ES256 JWS with x5c")
struct JWSVerifierTests {
  static let payload = Data(#"{"bundleId":"com.example.invoices","signedDate":1780000000000}"#.utf8)

  /// The part `index` of `jws`, base64url-decoded.
  static func part(_ jws: String, _ index: Int) throws -> Data {
    var text = String(jws.split(separator: ".", omittingEmptySubsequences: false)[index])
      .replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    text += String(repeating: "=", count: (4 - text.count % 4) % 4)
    return try #require(Data(base64Encoded: text))
  }

  @Test("Signs and verifies back to the same payload bytes")
  func roundTrip() throws {
    let jws = try JWSSigner(chain: TestChains.store).sign(payload: Self.payload)
    #expect(try TestChains.verifier().verify(jws) == Self.payload)
  }

  @Test(
    "The header is exactly {alg: ES256, x5c: [leaf, intermediate, root]}; the signature is raw r‖s")
  func wireForm() throws {
    let jws = try JWSSigner(chain: TestChains.store).sign(payload: Self.payload)
    #expect(jws.split(separator: ".").count == 3)
    #expect(!jws.contains("=") && !jws.contains("+") && !jws.contains("/"))
    let header = try #require(
      try JSONSerialization.jsonObject(with: try Self.part(jws, 0)) as? [String: Any])
    #expect(Set(header.keys) == ["alg", "x5c"])
    #expect(header["alg"] as? String == "ES256")
    #expect(header["x5c"] as? [String] == TestChains.store.x5c)
    #expect(try Self.part(jws, 1) == Self.payload)
    #expect(try Self.part(jws, 2).count == 64)
  }

  @Test("A chain verified once is not checked again; a later now outside its window is expired")
  func chainCache() throws {
    let clock = MutableNow(TestChains.now)
    let verifier = try JWSVerifier(
      rootCertificates: [TestChains.store.root], now: { clock.value })
    let signer = try JWSSigner(chain: TestChains.store)
    for index in 0..<5 {
      _ = try verifier.verify(try signer.sign(payload: Data("{\"n\":\(index)}".utf8)))
    }
    #expect(verifier.fullChainCheckCount == 1)
    clock.value = TestChains.now + 3_651 * TestChains.day
    #expect(Self.reason(verifier, try signer.sign(payload: Self.payload)) == .expired)
    #expect(verifier.fullChainCheckCount == 2)
  }

  @Test("Bad formats are rejected as such")
  func badFormats() throws {
    let verifier = try TestChains.verifier()
    let good = try JWSSigner(chain: TestChains.store).sign(payload: Self.payload)
    let parts = good.split(separator: ".").map(String.init)
    let noneHeader = Data(#"{"alg":"none","x5c":[]}"#.utf8).base64EncodedString()
      .replacingOccurrences(of: "=", with: "")
    for bad in [
      "", "a.b", good + ".x", parts[0] + "." + parts[1], "!!." + parts[1] + "." + parts[2],
      noneHeader + "." + parts[1] + "." + parts[2],
    ] {
      #expect(Self.reason(verifier, bad) == .badFormat, "\(bad.prefix(40))")
    }
  }

  @Test("A verifier without a root certificate is refused when made")
  func noRoots() {
    #expect { try JWSVerifier(rootCertificates: [], now: { TestChains.now }) } throws: {
      ($0 as? SigningChainError)?.kind == .invalidCertificate
    }
  }

  @Test("An x5c of two certificates is not a chain to the root")
  func shortChain() throws {
    let header = try JSONSerialization.data(
      withJSONObject: ["alg": "ES256", "x5c": Array(TestChains.store.x5c.prefix(2))])
    let good = try JWSSigner(chain: TestChains.store).sign(payload: Self.payload)
    let parts = good.split(separator: ".")
    let encoded = header.base64EncodedString().replacingOccurrences(of: "+", with: "-")
      .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    let jws = encoded + "." + parts[1] + "." + parts[2]
    #expect(Self.reason(try TestChains.verifier(), jws) == .chainNotAtRoot)
  }

  @Test(
    "A leaf or intermediate without Apple's OID is rejected for the OID", arguments: [true, false])
  func missingOID(leafLacksIt: Bool) throws {
    let chain = TestChains.store
    let from = TestChains.now - TestChains.day
    let until = TestChains.now + TestChains.day
    let intermediateKey = try #require(chain.intermediateKey)
    var intermediate = chain.intermediate
    if !leafLacksIt {
      intermediate = try CertificateMinter(
        role: .intermediate, commonName: "No OID", validFrom: from, validUntil: until,
        subjectKey: intermediateKey, issuerKey: try #require(chain.rootKey), issuer: chain.root,
        carriesAppleOID: false
      ).mint()
    }
    let leafKey = try P256PrivateKey.generate()
    let leaf = try CertificateMinter(
      role: .leaf, commonName: "Leaf", validFrom: from, validUntil: until, subjectKey: leafKey,
      issuerKey: intermediateKey, issuer: intermediate, carriesAppleOID: !leafLacksIt
    ).mint()
    let broken = try SigningChain(
      root: chain.root, intermediate: intermediate, leaf: leaf, leafKey: leafKey)
    let jws = try JWSSigner(chain: broken).sign(payload: Self.payload)
    #expect(Self.reason(try TestChains.verifier(), jws) == .oidMissing)
  }

  @Test("The signature must be the leaf's: a different key's is bad")
  func foreignSignature() throws {
    let good = try JWSSigner(chain: TestChains.store).sign(payload: Self.payload)
    let other = try SigningChain.mint(
      validFrom: TestChains.now - TestChains.day, validUntil: TestChains.now + TestChains.day)
    let foreign = try JWSSigner(chain: other).sign(payload: Self.payload)
    let parts = good.split(separator: ".")
    let jws = parts[0] + "." + parts[1] + "." + String(foreign.split(separator: ".")[2])
    #expect(Self.reason(try TestChains.verifier(), jws) == .badSignature)
  }

  @Test("Many tasks may share one signer and one verifier")
  func concurrentUse() async throws {
    let signer = try JWSSigner(chain: TestChains.store)
    let verifier = try TestChains.verifier()
    try await withThrowingTaskGroup(of: Bool.self) { group in
      for index in 0..<64 {
        group.addTask {
          let payload = Data("{\"n\":\(index)}".utf8)
          return try verifier.verify(try signer.sign(payload: payload)) == payload
        }
      }
      for try await matched in group { #expect(matched) }
    }
  }

  /// The reason `verifier` rejects `jws` (nil when it accepts it).
  static func reason(_ verifier: JWSVerifier, _ jws: String) -> JWSVerificationError.Reason? {
    do {
      _ = try verifier.verify(jws)
      return nil
    } catch {
      return error.reason
    }
  }
}

/// A `now` a test can move.
final class MutableNow: @unchecked Sendable {
  // @unchecked because: `stored` is only touched under `lock`.
  private let lock = NSLock()
  private var stored: Date
  init(_ date: Date) { stored = date }
  var value: Date {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
