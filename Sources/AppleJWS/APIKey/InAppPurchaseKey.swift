import Foundation

/// An In-App Purchase key as App Store Connect issues one: a P-256 private
/// key, its 10-character key id and the team's issuer id. The App Store
/// Server API accepts bearer tokens (ES256 JWTs) signed with it.
public struct InAppPurchaseKey: Sendable {
  /// The key id (`kid` in the token's header).
  public let keyId: String
  /// The issuer id (`iss` in the token's payload).
  public let issuerId: String
  /// The private key.
  public let privateKey: P256PrivateKey

  /// The file a store folder keeps its key in (0600).
  public static let fileName = "in-app-purchase-key.json"

  /// Creates a key value.
  public init(keyId: String, issuerId: String, privateKey: P256PrivateKey) {
    self.keyId = keyId
    self.issuerId = issuerId
    self.privateKey = privateKey
  }

  /// A new key with a random key id (10 upper-case letters and digits) and issuer id (a UUID).
  public static func issue() throws -> InAppPurchaseKey {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    var generator = SystemRandomNumberGenerator()
    let keyId = String((0..<10).map { _ in alphabet[Int.random(in: 0..<36, using: &generator)] })
    return InAppPurchaseKey(
      keyId: keyId, issuerId: UUID().uuidString.lowercased(), privateKey: try .generate())
  }

  /// The key in `folder`, or a new one written there first: issued once, and
  /// every later call, in any process, reads the same key. The file (JSON
  /// with the key id, the issuer id and the PKCS#8 PEM) is created 0600
  /// beside the folder's other files under a temporary name and linked into
  /// place, so no reader sees half a key and two issuers agree on one.
  ///
  /// - Throws: `SigningChainError` (`.file`, `.keyFileTooOpen`, `.invalidKey`).
  public static func loadOrIssue(in folder: URL) throws -> InAppPurchaseKey {
    let path = folder.appendingPathComponent(fileName)
    if FileManager.default.fileExists(atPath: path.path) { return try read(from: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let key = try issue()
    let file = File(
      keyId: key.keyId, issuerId: key.issuerId,
      privateKey: String(decoding: try key.privateKey.pkcs8PEM(), as: UTF8.self))
    let temporary = "\(fileName).\(getpid()).\(UInt32.random(in: .min ... .max)).tmp"
    try PrivateFile.write(try JSONEncoder().encode(file), to: folder, temporary)
    let temporaryPath = folder.appendingPathComponent(temporary).path
    defer { unlink(temporaryPath) }
    if link(temporaryPath, path.path) != 0 {
      guard errno == EEXIST else {
        throw SigningChainError(
          .file, "could not create \(path.path): \(String(cString: strerror(errno)))")
      }
      return try read(from: folder)  // another process issued first: use its key
    }
    PrivateFile.syncFolder(folder)
    return key
  }

  /// The key kept in `folder`.
  public static func read(from folder: URL) throws -> InAppPurchaseKey {
    let data = try PrivateFile.read(folder, fileName, isKey: true)
    guard let file = try? JSONDecoder().decode(File.self, from: data) else {
      throw SigningChainError(
        .invalidKey, "\(folder.appendingPathComponent(fileName).path) is not a key file")
    }
    return InAppPurchaseKey(
      keyId: file.keyId, issuerId: file.issuerId,
      privateKey: try P256PrivateKey(pem: Data(file.privateKey.utf8)))
  }

  private struct File: Codable {
    var keyId: String
    var issuerId: String
    var privateKey: String
  }
}
