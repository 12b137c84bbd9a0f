import CLibCrypto
import Foundation

/// A P-256 (prime256v1) private key held by OpenSSL as an `EVP_PKEY`.
///
/// Sharing: the key is never changed after it is made, and OpenSSL 3 allows
/// any number of threads to sign with one `EVP_PKEY` at once (each signature
/// has its own `EVP_MD_CTX`), so the type is `Sendable`.
// @unchecked because: `pointer` is set once in init and only read (OpenSSL 3
// EVP_PKEY objects may be used read-only from many threads); freed in deinit.
public final class P256PrivateKey: @unchecked Sendable {
  /// The `EVP_PKEY *`, owned.
  let pointer: OpaquePointer

  private init(owning pointer: OpaquePointer) {
    self.pointer = pointer
  }

  deinit { EVP_PKEY_free(pointer) }

  /// A fresh key from OpenSSL's random generator.
  public static func generate() throws -> P256PrivateKey {
    try LibCrypto.load()
    guard let context = EVP_PKEY_CTX_new_from_name(nil, "EC", nil) else {
      throw SigningChainError.openSSL("start a P-256 key generation")
    }
    defer { EVP_PKEY_CTX_free(context) }
    var key: OpaquePointer? = nil
    guard EVP_PKEY_keygen_init(context) == 1,
      EVP_PKEY_CTX_set_group_name(context, "P-256") == 1,
      EVP_PKEY_generate(context, &key) == 1, let key
    else { throw SigningChainError.openSSL("generate a P-256 key") }
    return P256PrivateKey(owning: key)
  }

  /// Reads a key written as PEM (PKCS#8 `PRIVATE KEY`; OpenSSL also accepts `EC PRIVATE KEY`).
  ///
  /// - Throws: `SigningChainError` `.invalidKey` when the text is not a P-256 private key.
  public convenience init(pem: Data) throws {
    try LibCrypto.load()
    OpenSSLFailure.clear()
    guard
      let key = MemoryBIO.reading(pem, { bio in PEM_read_bio_PrivateKey(bio, nil, nil, nil) })
    else {
      throw SigningChainError(
        .invalidKey,
        "not a PEM private key (\(OpenSSLFailure.drain())); expected PKCS#8 PEM "
          + "('-----BEGIN PRIVATE KEY-----') holding a P-256 key")
    }
    guard Self.isP256(key) else {
      EVP_PKEY_free(key)
      throw SigningChainError(
        .invalidKey, "the private key is not on P-256 (prime256v1); ES256 needs a P-256 key")
    }
    self.init(owning: key)
  }

  /// The key as PKCS#8 PEM (`-----BEGIN PRIVATE KEY-----`), unencrypted.
  public func pkcs8PEM() throws -> Data {
    guard
      let pem = MemoryBIO.collect({ bio in
        PEM_write_bio_PKCS8PrivateKey(bio, pointer, nil, nil, 0, nil, nil)
      })
    else { throw SigningChainError.openSSL("write a private key as PKCS#8 PEM") }
    return pem
  }

  /// Whether `key` is an EC key on P-256.
  private static func isP256(_ key: OpaquePointer) -> Bool {
    guard EVP_PKEY_get_base_id(key) == subkit_evp_pkey_ec else { return false }
    var name = [CChar](repeating: 0, count: 64)
    var length = 0
    guard EVP_PKEY_get_group_name(key, &name, name.count, &length) == 1 else { return false }
    let group = name.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.map { String(cString: $0) } ?? ""
    }
    return group == "prime256v1" || group == "P-256"
  }
}
