import Foundation

/// OpenSSL's `i2d_*` convention turned into `Data`: called once with no
/// buffer for the length, then with a buffer of that length.
enum DEREncoding {
  /// The bytes `encode` writes; nil when it reports a failure (a length ≤ 0).
  static func encode(
    _ encode: (UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?) -> Int32
  ) -> Data? {
    let length = encode(nil)
    guard length > 0 else { return nil }
    var data = Data(count: Int(length))
    let written = data.withUnsafeMutableBytes { raw -> Int32 in
      var cursor = raw.baseAddress?.assumingMemoryBound(to: UInt8.self)
      return encode(&cursor)
    }
    return written == length ? data : nil
  }
}
