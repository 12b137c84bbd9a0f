import AppleJWS
import Foundation
import Testing

@Suite("SigningChainFolder: the chain on disk")
struct SigningChainFolderTests {
  @Test("Private keys are written 0600 and certificates 0644; the folder 0700")
  func fileModes() throws {
    let parent = try TestChains.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: parent) }
    let folder = SigningChainFolder(parent.appendingPathComponent("apple"))
    try folder.write(TestChains.store)
    func mode(_ name: String) throws -> Int {
      let attributes = try FileManager.default.attributesOfItem(
        atPath: folder.url.appendingPathComponent(name).path)
      return (attributes[.posixPermissions] as? Int ?? -1) & 0o777
    }
    for key in [
      SigningChainFolder.leafKeyFile, SigningChainFolder.intermediateKeyFile,
      SigningChainFolder.rootKeyFile,
    ] {
      #expect(try mode(key) == 0o600, "\(key)")
    }
    for certificate in [
      SigningChainFolder.rootFile, SigningChainFolder.intermediateFile, SigningChainFolder.leafFile,
    ] {
      #expect(try mode(certificate) == 0o644, "\(certificate)")
    }
    #expect(try mode("") == 0o700)
    // Nothing left behind from the staging folder.
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["apple"])
  }

  @Test("What is written reads back as the same chain, and it signs for the same root")
  func roundTrip() throws {
    let parent = try TestChains.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: parent) }
    let folder = SigningChainFolder(parent.appendingPathComponent("apple"))
    try folder.write(TestChains.store)
    let read = try folder.read()
    #expect(read.root.der == TestChains.store.root.der)
    #expect(read.intermediate.der == TestChains.store.intermediate.der)
    #expect(read.leaf.der == TestChains.store.leaf.der)
    #expect(read.intermediateKey != nil && read.rootKey != nil)
    let jws = try JWSSigner(chain: read).sign(payload: Data("{}".utf8))
    #expect(try TestChains.verifier().verify(jws) == Data("{}".utf8))
  }

  @Test("A folder is minted once: later calls read the same chain; writing over it is refused")
  func mintOnce() throws {
    let parent = try TestChains.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: parent) }
    let folder = SigningChainFolder(parent.appendingPathComponent("apple"))
    let first = try folder.loadOrMint(validFrom: TestChains.now, validUntil: TestChains.now + 1e6)
    let second = try folder.loadOrMint(validFrom: TestChains.now, validUntil: TestChains.now + 1e6)
    #expect(first.root.der == second.root.der)
    #expect { try folder.write(TestChains.store) } throws: {
      ($0 as? SigningChainError)?.kind == .alreadyExists
    }
    #expect(try folder.read().root.der == first.root.der)
  }

  @Test("A team's own chain loads with only the leaf key; a key others can read is refused")
  func teamChain() throws {
    let parent = try TestChains.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: parent) }
    let folder = SigningChainFolder(parent.appendingPathComponent("apple"))
    try folder.write(TestChains.store)
    for optional in [SigningChainFolder.intermediateKeyFile, SigningChainFolder.rootKeyFile] {
      try FileManager.default.removeItem(at: folder.url.appendingPathComponent(optional))
    }
    // Certificates may be DER too.
    try TestChains.store.root.der.write(to: folder.url.appendingPathComponent("root.pem"))
    let read = try folder.read()
    #expect(read.intermediateKey == nil && read.rootKey == nil)
    #expect(read.root.der == TestChains.store.root.der)
    #expect {
      try NegativeFixtures(chain: read).make(
        .expiredLeaf, payload: Data("{}".utf8), now: TestChains.now)
    } throws: { ($0 as? SigningChainError)?.kind == .intermediateKeyMissing }

    let keyPath = folder.url.appendingPathComponent(SigningChainFolder.leafKeyFile).path
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: keyPath)
    #expect { try folder.read() } throws: {
      let error = $0 as? SigningChainError
      return error?.kind == .keyFileTooOpen && error?.message.contains("chmod 600") == true
    }
  }

  @Test("A missing leaf key names the files a chain folder holds")
  func missingFile() throws {
    let parent = try TestChains.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: parent) }
    let folder = SigningChainFolder(parent.appendingPathComponent("apple"))
    try folder.write(TestChains.store)
    try FileManager.default.removeItem(
      at: folder.url.appendingPathComponent(SigningChainFolder.leafKeyFile))
    #expect { try folder.read() } throws: {
      let error = $0 as? SigningChainError
      return error?.kind == .file && error?.message.contains("leaf-key.pem") == true
    }
  }
}
