import AppleJWS
import Foundation
import Testing

@Suite("SigningChain: minting the store's chain")
struct SigningChainTests {
  @Test(
    "The intermediate carries Apple's intermediate OID, the leaf the signing OID, the root neither")
  func oidsArePresent() {
    let chain = TestChains.store
    #expect(chain.intermediate.hasExtension(oid: AppleOID.intermediate))
    #expect(chain.leaf.hasExtension(oid: AppleOID.leaf))
    #expect(!chain.leaf.hasExtension(oid: AppleOID.intermediate))
    #expect(!chain.intermediate.hasExtension(oid: AppleOID.leaf))
    #expect(!chain.root.hasExtension(oid: AppleOID.intermediate))
    #expect(!chain.root.hasExtension(oid: AppleOID.leaf))
    // The standard ones a strict X.509 check wants (basic constraints, key usage, key ids).
    for certificate in [chain.root, chain.intermediate, chain.leaf] {
      #expect(certificate.hasExtension(oid: "2.5.29.19"))
      #expect(certificate.hasExtension(oid: "2.5.29.15"))
      #expect(certificate.hasExtension(oid: "2.5.29.14"))
    }
    #expect(chain.leaf.hasExtension(oid: "2.5.29.35"))
    #expect(chain.intermediate.hasExtension(oid: "2.5.29.35"))
  }

  @Test("Validity is the window asked for, on every certificate")
  func validityWindow() {
    let chain = TestChains.store
    for certificate in [chain.root, chain.intermediate, chain.leaf] {
      #expect(certificate.notBefore == TestChains.now - TestChains.day)
      #expect(certificate.notAfter == TestChains.now + 3_650 * TestChains.day)
    }
  }

  @Test("x5c is leaf, intermediate, root in standard base64 DER")
  func x5cOrder() throws {
    let chain = TestChains.store
    #expect(chain.x5c.count == 3)
    #expect(Data(base64Encoded: chain.x5c[0]) == chain.leaf.der)
    #expect(Data(base64Encoded: chain.x5c[1]) == chain.intermediate.der)
    #expect(Data(base64Encoded: chain.x5c[2]) == chain.root.der)
  }

  @Test("Certificates and keys round-trip through PEM and DER")
  func encodings() throws {
    let chain = TestChains.store
    let fromPEM = try X509Certificate(pemOrDER: try chain.leaf.pem())
    let fromDER = try X509Certificate(pemOrDER: chain.leaf.der)
    #expect(fromPEM.der == chain.leaf.der && fromDER.der == chain.leaf.der)
    let pem = try chain.leafKey.pkcs8PEM()
    #expect(String(decoding: pem, as: UTF8.self).hasPrefix("-----BEGIN PRIVATE KEY-----"))
    let key = try P256PrivateKey(pem: pem)
    _ = try SigningChain(
      root: chain.root, intermediate: chain.intermediate, leaf: chain.leaf, leafKey: key)
  }

  @Test("A leaf key that is not the leaf's is refused")
  func mismatchedKey() throws {
    let chain = TestChains.store
    #expect {
      try SigningChain(
        root: chain.root, intermediate: chain.intermediate, leaf: chain.leaf,
        leafKey: try P256PrivateKey.generate())
    } throws: { ($0 as? SigningChainError)?.kind == .keyDoesNotMatchCertificate }
  }

  @Test("Garbage is not a certificate or a key, with a clear kind")
  func garbage() {
    #expect { try X509Certificate(pemOrDER: Data("hello".utf8)) } throws: {
      ($0 as? SigningChainError)?.kind == .invalidCertificate
    }
    #expect { try P256PrivateKey(pem: Data("-----BEGIN PRIVATE KEY-----\nAAAA\n".utf8)) } throws: {
      ($0 as? SigningChainError)?.kind == .invalidKey
    }
  }
}
