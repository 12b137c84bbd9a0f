import CLibCrypto
import Foundation

/// OpenSSL's ES256 signing with nothing of ours around it: one
/// `EVP_DigestSignInit` + `EVP_DigestSign` (DER output) per message, the
/// baseline of the `apple` group's signing figure.
enum RawES256 {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Signs each of `messages` once with the PKCS#8 PEM key; returns how many signatures.
  static func signAll(_ messages: [Data], keyPEM: Data) throws -> Int {
    let key: OpaquePointer? = keyPEM.withUnsafeBytes { raw in
      guard let bio = BIO_new_mem_buf(raw.baseAddress, Int32(raw.count)) else { return nil }
      defer { BIO_free(bio) }
      return PEM_read_bio_PrivateKey(bio, nil, nil, nil)
    }
    guard let key else { throw Failure(description: "cannot read the key") }
    defer { EVP_PKEY_free(key) }
    var signature = [UInt8](repeating: 0, count: 80)
    var count = 0
    for message in messages {
      guard let context = EVP_MD_CTX_new() else { throw Failure(description: "no context") }
      defer { EVP_MD_CTX_free(context) }
      var length = signature.count
      let ok = message.withUnsafeBytes { raw in
        EVP_DigestSignInit(context, nil, EVP_sha256(), nil, key) == 1
          && EVP_DigestSign(
            context, &signature, &length, raw.baseAddress?.assumingMemoryBound(to: UInt8.self),
            raw.count) == 1
      }
      guard ok else { throw Failure(description: "EVP_DigestSign failed") }
      count += 1
    }
    return count
  }
}
