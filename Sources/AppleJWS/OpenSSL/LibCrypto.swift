import CLibCrypto

/// OpenSSL's libcrypto, loaded at run time (`CLibCrypto`): every AppleJWS
/// entry point that makes keys, certificates or signatures checks it first,
/// so a machine without libcrypto.so.3 gets one clear error, not a crash.
public enum LibCrypto {
  /// Loads libcrypto once (later calls only read the outcome).
  ///
  /// - Throws: `SigningChainError` `.openSSL` with the reason in one line
  ///   (the library's name, how to install it, `SUBKIT_LIBCRYPTO`).
  public static func load() throws {
    var buffer = [CChar](repeating: 0, count: 512)
    guard subkit_crypto_load(&buffer, buffer.count) != 0 else { return }
    let reason = String(
      decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    throw SigningChainError(.openSSL, reason)
  }
}
