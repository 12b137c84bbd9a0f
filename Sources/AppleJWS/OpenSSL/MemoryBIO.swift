import CLibCrypto
import Foundation

/// OpenSSL's in-memory BIOs, for PEM text in and out.
enum MemoryBIO {
  /// Runs `write` on an empty memory BIO and returns what it wrote; nil when `write` fails.
  static func collect(_ write: (OpaquePointer) -> Int32) -> Data? {
    guard let bio = BIO_new(BIO_s_mem()) else { return nil }
    defer { BIO_free(bio) }
    guard write(bio) == 1 else { return nil }
    var bytes: UnsafeMutablePointer<CChar>? = nil
    let count = subkit_bio_contents(bio, &bytes)
    guard count > 0, let bytes else { return nil }
    return Data(bytes: bytes, count: count)
  }

  /// Runs `read` on a read-only memory BIO over `data`.
  static func reading<Result>(_ data: Data, _ read: (OpaquePointer) -> Result?) -> Result? {
    data.withUnsafeBytes { raw -> Result? in
      guard let base = raw.baseAddress, raw.count <= Int(Int32.max),
        let bio = BIO_new_mem_buf(base, Int32(raw.count))
      else { return nil }
      defer { BIO_free(bio) }
      return read(bio)
    }
  }
}
