import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The parts of a compact JWS (`header.payload.signature`), found with
/// `memchr`: a notification is ~10 KB, read a few times per verification.
public enum CompactJWS {
  /// The positions of the two dots in `bytes`, when there are exactly two.
  static func dots(in bytes: UnsafeBufferPointer<UInt8>) -> (first: Int, second: Int)? {
    guard let base = bytes.baseAddress else { return nil }
    func next(after start: Int) -> Int? {
      guard start < bytes.count,
        let found = memchr(base + start, Int32(UInt8(ascii: ".")), bytes.count - start)
      else { return nil }
      return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
    guard let first = next(after: 0), let second = next(after: first + 1),
      next(after: second + 1) == nil
    else { return nil }
    return (first, second)
  }

  /// The decoded payload of `jws`; nil when it is not three parts with a
  /// base64url payload. Nothing is verified: see `JWSVerifier`.
  public static func payload(of jws: String) -> Data? {
    var jws = jws
    return jws.withUTF8 { bytes in
      guard let (first, second) = dots(in: bytes) else { return nil }
      return Base64URL.decode(bytes: UnsafeBufferPointer(rebasing: bytes[(first + 1)..<second]))
    }
  }
}
