import Foundation
import SubscriptionKit

/// The API keys a store folder issues: a public app key (`appl_…`, what the
/// SDK sends) and a secret key (`sk_…`, what a backend sends), kept in the
/// folder's `api-keys.json`. `subkit store api-keys` prints them and
/// `subkit-server store` accepts only them.
///
/// They are made once, at random, the first time anyone asks, under the
/// folder's lock (two processes asking at once agree on one pair), and
/// written atomically and durably.
package struct StoreAPIKeys: Codable, Sendable, Hashable {
  /// The public app key: `appl_` and 24 letters and digits.
  package var publicKey: String
  /// The secret key: `sk_` and 32 letters and digits.
  package var secretKey: String

  private enum CodingKeys: String, CodingKey {
    case publicKey = "public"
    case secretKey = "secret"
  }

  /// Creates a pair of keys.
  package init(publicKey: String, secretKey: String) {
    self.publicKey = publicKey
    self.secretKey = secretKey
  }

  /// The file's name inside the store folder.
  package static let fileName = "api-keys.json"

  /// The folder's keys, made and saved first if it has none.
  ///
  /// - Throws: `SetupError` when the file exists but is not a pair of keys of
  ///   the right kinds (it is never replaced silently), or cannot be written.
  package static func loadOrCreate(in folder: URL) throws -> StoreAPIKeys {
    if let keys = try load(from: folder) { return keys }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let lock = try StateFolderLock(folder: folder)
    defer { withExtendedLifetime(lock) {} }
    if let keys = try load(from: folder) { return keys }
    let keys = StoreAPIKeys(
      publicKey: APIKey.Kind.apple.prefix + randomText(count: 24),
      secretKey: APIKey.Kind.secret.prefix + randomText(count: 32))
    try FolderFile.write(keys, to: folder.appendingPathComponent(fileName))
    return keys
  }

  /// The folder's keys; nil when it has none yet.
  package static func load(from folder: URL) throws -> StoreAPIKeys? {
    let url = folder.appendingPathComponent(fileName)
    guard let data = try FolderFile.read(url) else { return nil }
    guard let keys = try? JSONDecoder().decode(StoreAPIKeys.self, from: data),
      isKeyText(keys.publicKey), isKeyText(keys.secretKey),
      keys.publicKey.hasPrefix(APIKey.Kind.apple.prefix),
      keys.secretKey.hasPrefix(APIKey.Kind.secret.prefix), keys.publicKey.count > 8,
      keys.secretKey.count > 8
    else {
      throw SetupError(
        "\(url.path) is damaged (not a public appl_ key and a secret sk_ key); remove it "
          + "to issue new keys")
    }
    return keys
  }

  /// Whether `key` holds only ASCII letters, digits and `_` (safe in JSON and headers).
  private static func isKeyText(_ key: String) -> Bool {
    key.unicodeScalars.allSatisfy {
      $0.isASCII && ($0 == "_" || CharacterSet.alphanumerics.contains($0))
    }
  }

  /// `count` random letters and digits from the system's generator.
  private static func randomText(count: Int) -> String {
    let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    var generator = SystemRandomNumberGenerator()
    return String(
      (0..<count).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] })
  }
}
