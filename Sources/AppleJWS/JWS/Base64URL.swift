import Foundation

/// base64url without padding (RFC 7515 §2), one pass over the bytes each
/// way: every JWS signed or verified goes through it several times (a
/// notification's payload holds two whole JWS), so no intermediate strings.
public enum Base64URL {
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

  /// Each byte's 6-bit value in the base64url alphabet, 0xFF for any other byte.
  private static let values: [UInt8] = {
    var table = [UInt8](repeating: 0xFF, count: 256)
    for (index, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(index) }
    return table
  }()

  /// `data` in base64url, unpadded.
  public static func encode(_ data: Data) -> String {
    let count = (data.count * 4 + 2) / 3
    return data.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      return alphabet.withUnsafeBufferPointer { table in
        String(unsafeUninitializedCapacity: count) { out in
          var input = 0
          var output = 0
          while input + 3 <= bytes.count {
            let word =
              UInt32(bytes[input]) << 16 | UInt32(bytes[input + 1]) << 8 | UInt32(bytes[input + 2])
            out[output] = table[Int(word >> 18 & 63)]
            out[output + 1] = table[Int(word >> 12 & 63)]
            out[output + 2] = table[Int(word >> 6 & 63)]
            out[output + 3] = table[Int(word & 63)]
            input += 3
            output += 4
          }
          let left = bytes.count - input
          if left > 0 {
            let word =
              UInt32(bytes[input]) << 16 | (left == 2 ? UInt32(bytes[input + 1]) << 8 : 0)
            out[output] = table[Int(word >> 18 & 63)]
            out[output + 1] = table[Int(word >> 12 & 63)]
            output += 2
            if left == 2 {
              out[output] = table[Int(word >> 6 & 63)]
              output += 1
            }
          }
          return output
        }
      }
    }
  }

  /// The bytes of unpadded base64url `text`; nil when it is not that (any
  /// byte outside the alphabet, padding included, or an impossible length).
  /// The unused bits of the last character are ignored, as Foundation's
  /// base64 decoder ignores them.
  public static func decode(_ text: Substring) -> Data? {
    var text = text
    return text.withUTF8 { decode(bytes: $0) }
  }

  /// The bytes of unpadded base64url given as its UTF-8 bytes; nil when it is not that.
  static func decode(bytes: UnsafeBufferPointer<UInt8>) -> Data? {
    guard bytes.count % 4 != 1 else { return nil }
    var result = Data(count: bytes.count * 3 / 4)
    let valid = result.withUnsafeMutableBytes { raw -> Bool in
      let out = raw.bindMemory(to: UInt8.self)
      return values.withUnsafeBufferPointer { table in
        var output = 0
        var word: UInt32 = 0
        var bits = 0
        for byte in bytes {
          let value = table[Int(byte)]
          guard value != 0xFF else { return false }
          word = word << 6 | UInt32(value)
          bits += 6
          if bits >= 8 {
            bits -= 8
            out[output] = UInt8(truncatingIfNeeded: word >> UInt32(bits))
            output += 1
          }
        }
        return true
      }
    }
    return valid ? result : nil
  }
}
