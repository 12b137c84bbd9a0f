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
    data.withUnsafeBytes { bytes in
      String(unsafeUninitializedCapacity: encodedCount(bytes.count)) { out in
        write(bytes, into: out)
      }
    }
  }

  /// How many characters `count` bytes take in unpadded base64url.
  static func encodedCount(_ count: Int) -> Int { (count * 4 + 2) / 3 }

  /// Writes `bytes` in base64url, unpadded, at the start of `out` (which
  /// holds at least `encodedCount(bytes.count)`); returns how many it wrote.
  @discardableResult
  static func write(_ bytes: UnsafeRawBufferPointer, into out: UnsafeMutableBufferPointer<UInt8>)
    -> Int
  {
    let count = encodedCount(bytes.count)
    precondition(out.count >= count, "base64url output buffer too small")
    alphabet.withUnsafeBufferPointer { table in
      var input = 0
      var index = 0
      while input + 3 <= bytes.count {
        let word =
          UInt32(bytes[input]) << 16 | UInt32(bytes[input + 1]) << 8 | UInt32(bytes[input + 2])
        out[index] = table[Int(word >> 18 & 63)]
        out[index + 1] = table[Int(word >> 12 & 63)]
        out[index + 2] = table[Int(word >> 6 & 63)]
        out[index + 3] = table[Int(word & 63)]
        input += 3
        index += 4
      }
      let left = bytes.count - input
      if left > 0 {
        let word =
          UInt32(bytes[input]) << 16 | (left == 2 ? UInt32(bytes[input + 1]) << 8 : 0)
        out[index] = table[Int(word >> 18 & 63)]
        out[index + 1] = table[Int(word >> 12 & 63)]
        if left == 2 { out[index + 2] = table[Int(word >> 6 & 63)] }
      }
    }
    return count
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
  /// Four characters (three bytes) at a time: an invalid character's table
  /// value has its top bits set, so one test per quad finds it.
  static func decode(bytes: UnsafeBufferPointer<UInt8>) -> Data? {
    let remainder = bytes.count % 4
    guard remainder != 1 else { return nil }
    let whole = bytes.count - remainder
    var result = Data(count: whole / 4 * 3 + (remainder == 0 ? 0 : remainder - 1))
    let valid = result.withUnsafeMutableBytes { raw -> Bool in
      let out = raw.bindMemory(to: UInt8.self)
      return values.withUnsafeBufferPointer { table in
        var input = 0
        var output = 0
        while input < whole {
          let a = table[Int(bytes[input])]
          let b = table[Int(bytes[input + 1])]
          let c = table[Int(bytes[input + 2])]
          let d = table[Int(bytes[input + 3])]
          guard (a | b | c | d) & 0xC0 == 0 else { return false }
          let word = UInt32(a) << 18 | UInt32(b) << 12 | UInt32(c) << 6 | UInt32(d)
          out[output] = UInt8(truncatingIfNeeded: word >> 16)
          out[output + 1] = UInt8(truncatingIfNeeded: word >> 8)
          out[output + 2] = UInt8(truncatingIfNeeded: word)
          input += 4
          output += 3
        }
        guard remainder > 0 else { return true }
        let a = table[Int(bytes[input])]
        let b = table[Int(bytes[input + 1])]
        let c = remainder == 3 ? table[Int(bytes[input + 2])] : 0
        guard (a | b | c) & 0xC0 == 0 else { return false }
        let word = UInt32(a) << 18 | UInt32(b) << 12 | UInt32(c) << 6
        out[output] = UInt8(truncatingIfNeeded: word >> 16)
        if remainder == 3 { out[output + 1] = UInt8(truncatingIfNeeded: word >> 8) }
        return true
      }
    }
    return valid ? result : nil
  }
}
