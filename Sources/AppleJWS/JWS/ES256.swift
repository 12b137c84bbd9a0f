internal import CLibCrypto
import Foundation

/// ECDSA P-256 with SHA-256 through OpenSSL's EVP digest-sign API, in JOSE's
/// form: the signature is the raw 64-byte `r‖s`, converted to and from
/// OpenSSL's DER `ECDSA-Sig-Value` with `ECDSA_SIG`.
enum ES256 {
  /// The raw `r‖s` signature of `message` by `key`.
  static func sign(_ message: Data, with key: P256PrivateKey) throws -> Data {
    try message.withUnsafeBytes { try sign($0, with: key) }
  }

  /// The raw `r‖s` signature of the bytes `message` by `key`.
  static func sign(_ message: UnsafeRawBufferPointer, with key: P256PrivateKey) throws -> Data {
    guard let context = EVP_MD_CTX_new() else {
      throw SigningChainError.openSSL("make a signing context")
    }
    defer { EVP_MD_CTX_free(context) }
    guard EVP_DigestSignInit(context, nil, EVP_sha256(), nil, key.pointer) == 1 else {
      throw SigningChainError.openSSL("start an ES256 signature")
    }
    var der = [UInt8](repeating: 0, count: 80)  // a P-256 DER signature is at most 72 bytes
    var length = der.count
    let signed = EVP_DigestSign(
      context, &der, &length, message.baseAddress?.assumingMemoryBound(to: UInt8.self),
      message.count)
    guard signed == 1 else { throw SigningChainError.openSSL("make an ES256 signature") }
    guard let raw = rawSignature(fromDER: Array(der[0..<length])) else {
      throw SigningChainError.openSSL("convert an ECDSA signature to r‖s")
    }
    return raw
  }

  /// Whether `signature` (raw `r‖s`) is `publicKey`'s ES256 signature of `message`.
  static func verify(_ signature: Data, of message: Data, publicKey: OpaquePointer) -> Bool {
    message.withUnsafeBytes { verify(signature, of: $0, publicKey: publicKey) }
  }

  /// Whether `signature` (raw `r‖s`) is `publicKey`'s ES256 signature of the bytes `message`.
  static func verify(
    _ signature: Data, of message: UnsafeRawBufferPointer, publicKey: OpaquePointer
  ) -> Bool {
    guard signature.count == 64, let der = derSignature(fromRaw: signature),
      let context = EVP_MD_CTX_new()
    else { return false }
    defer { EVP_MD_CTX_free(context) }
    guard EVP_DigestVerifyInit(context, nil, EVP_sha256(), nil, publicKey) == 1 else {
      OpenSSLFailure.clear()
      return false
    }
    let result = der.withUnsafeBytes { derBytes in
      EVP_DigestVerify(
        context, derBytes.baseAddress?.assumingMemoryBound(to: UInt8.self), derBytes.count,
        message.baseAddress?.assumingMemoryBound(to: UInt8.self), message.count)
    }
    OpenSSLFailure.clear()
    return result == 1
  }

  /// DER `ECDSA-Sig-Value` → 32-byte `r` ‖ 32-byte `s`.
  static func rawSignature(fromDER der: [UInt8]) -> Data? {
    let parsed = der.withUnsafeBufferPointer { buffer -> OpaquePointer? in
      var cursor = buffer.baseAddress
      return d2i_ECDSA_SIG(nil, &cursor, buffer.count)
    }
    guard let parsed else { return nil }
    defer { ECDSA_SIG_free(parsed) }
    var r: OpaquePointer? = nil
    var s: OpaquePointer? = nil
    ECDSA_SIG_get0(parsed, &r, &s)
    var raw = [UInt8](repeating: 0, count: 64)
    let written = raw.withUnsafeMutableBufferPointer { buffer -> Bool in
      guard let base = buffer.baseAddress else { return false }
      return BN_bn2binpad(r, base, 32) == 32 && BN_bn2binpad(s, base + 32, 32) == 32
    }
    return written ? Data(raw) : nil
  }

  /// 32-byte `r` ‖ 32-byte `s` → DER `ECDSA-Sig-Value`.
  static func derSignature(fromRaw raw: Data) -> Data? {
    let bytes = [UInt8](raw)
    guard let signature = ECDSA_SIG_new() else { return nil }
    defer { ECDSA_SIG_free(signature) }
    guard let r = BN_bin2bn(bytes, 32, nil) else { return nil }
    guard let s = bytes[32...].withUnsafeBufferPointer({ BN_bin2bn($0.baseAddress, 32, nil) })
    else {
      BN_free(r)
      return nil
    }
    guard ECDSA_SIG_set0(signature, r, s) == 1 else {  // takes r and s
      BN_free(r)
      BN_free(s)
      return nil
    }
    return DEREncoding.encode { i2d_ECDSA_SIG(signature, $0) }
  }
}
