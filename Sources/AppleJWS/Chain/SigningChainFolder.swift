import Foundation

/// A folder holding one signing chain: the three certificates as PEM and the
/// private keys as PKCS#8 PEM with mode 0600 (readable only by the owner).
///
/// ```
/// root.pem  intermediate.pem  leaf.pem              (0644)
/// leaf-key.pem  intermediate-key.pem  root-key.pem  (0600)
/// ```
///
/// A minted chain appears all at once: it is written into a fresh sibling
/// folder (mode 0700) and renamed into place, so a reader, a crash or a second
/// process minting at the same moment never sees half a chain, and the first
/// rename wins. A team brings its own chain by putting its files here:
/// certificates in PEM or DER, `leaf-key.pem` required, the other keys optional.
public struct SigningChainFolder: Sendable {
  /// The root certificate's file name.
  public static let rootFile = "root.pem"
  /// The intermediate certificate's file name.
  public static let intermediateFile = "intermediate.pem"
  /// The leaf certificate's file name.
  public static let leafFile = "leaf.pem"
  /// The leaf private key's file name (required).
  public static let leafKeyFile = "leaf-key.pem"
  /// The intermediate private key's file name (optional for a team's own chain).
  public static let intermediateKeyFile = "intermediate-key.pem"
  /// The root private key's file name (optional for a team's own chain).
  public static let rootKeyFile = "root-key.pem"

  /// The folder.
  public let url: URL

  /// The chain folder at `url` (nothing is read or written yet).
  public init(_ url: URL) {
    self.url = url
  }

  /// Whether the folder holds a chain (its leaf certificate exists).
  public var holdsChain: Bool {
    FileManager.default.fileExists(atPath: url.appendingPathComponent(Self.leafFile).path)
  }

  /// The chain in the folder, or a newly minted one (valid from `validFrom`
  /// to `validUntil`) written there first: a folder is minted once, and every
  /// later call, in any process, reads the same chain.
  public func loadOrMint(validFrom: Date, validUntil: Date) throws -> SigningChain {
    if holdsChain { return try read() }
    let chain = try SigningChain.mint(validFrom: validFrom, validUntil: validUntil)
    do {
      try write(chain)
      return chain
    } catch let error as SigningChainError where error.kind == .alreadyExists {
      return try read()  // another process minted first: use its chain
    }
  }

  /// Writes `chain` as a new folder at `url`, atomically.
  ///
  /// - Throws: `SigningChainError` `.alreadyExists` when the folder exists
  ///   (a chain is never replaced in place; remove the folder first), `.file`
  ///   when the files cannot be written.
  public func write(_ chain: SigningChain) throws {
    let parent = url.deletingLastPathComponent()
    let staging = parent.appendingPathComponent(
      ".\(url.lastPathComponent).minting-\(UUID().uuidString)")
    guard mkdir(staging.path, 0o700) == 0 else {
      throw fileError("create the folder \(staging.path)")
    }
    do {
      try PrivateFile.write(try chain.root.pem(), to: staging, Self.rootFile, mode: 0o644)
      try PrivateFile.write(
        try chain.intermediate.pem(), to: staging, Self.intermediateFile, mode: 0o644)
      try PrivateFile.write(try chain.leaf.pem(), to: staging, Self.leafFile, mode: 0o644)
      try PrivateFile.write(try chain.leafKey.pkcs8PEM(), to: staging, Self.leafKeyFile)
      if let key = chain.intermediateKey {
        try PrivateFile.write(try key.pkcs8PEM(), to: staging, Self.intermediateKeyFile)
      }
      if let key = chain.rootKey {
        try PrivateFile.write(try key.pkcs8PEM(), to: staging, Self.rootKeyFile)
      }
      guard rename(staging.path, url.path) == 0 else {
        let code = errno
        if code == EEXIST || code == ENOTEMPTY {
          throw SigningChainError(
            .alreadyExists,
            "\(url.path) already exists; a chain is never replaced in place "
              + "(move the folder away to mint a new one)")
        }
        throw fileError("move the new chain into \(url.path)", code: code)
      }
      PrivateFile.syncFolder(parent)
    } catch {
      try? FileManager.default.removeItem(at: staging)
      throw error
    }
  }

  /// Reads the chain in the folder.
  ///
  /// - Throws: `SigningChainError`: `.file` for a missing certificate or leaf
  ///   key, `.keyFileTooOpen` for a key file other users can read,
  ///   `.invalidCertificate`/`.invalidKey` for unreadable contents,
  ///   `.keyDoesNotMatchCertificate` for a key that is not its certificate's.
  public func read() throws -> SigningChain {
    func certificate(_ name: String) throws -> X509Certificate {
      do {
        return try X509Certificate(pemOrDER: try PrivateFile.read(url, name, isKey: false))
      } catch let error as SigningChainError where error.kind == .invalidCertificate {
        throw SigningChainError(.invalidCertificate, "\(url.path)/\(name): \(error.message)")
      }
    }
    func key(_ name: String, required: Bool) throws -> P256PrivateKey? {
      let path = url.appendingPathComponent(name).path
      if !required && !FileManager.default.fileExists(atPath: path) { return nil }
      do {
        return try P256PrivateKey(pem: try PrivateFile.read(url, name, isKey: true))
      } catch let error as SigningChainError where error.kind == .invalidKey {
        throw SigningChainError(.invalidKey, "\(path): \(error.message)")
      }
    }
    guard let leafKey = try key(Self.leafKeyFile, required: true) else {
      throw fileError("read \(Self.leafKeyFile)")
    }
    return try SigningChain(
      root: try certificate(Self.rootFile), intermediate: try certificate(Self.intermediateFile),
      leaf: try certificate(Self.leafFile), leafKey: leafKey,
      intermediateKey: try key(Self.intermediateKeyFile, required: false),
      rootKey: try key(Self.rootKeyFile, required: false))
  }

  private func fileError(_ doing: String, code: Int32 = errno) -> SigningChainError {
    SigningChainError(.file, "could not \(doing): \(String(cString: strerror(code)))")
  }
}
