import CLibCrypto
import Foundation

/// An X.509 certificate held by OpenSSL (`X509 *`), with its DER bytes.
///
/// Sharing: never changed after it is made and only read (encoded, inspected,
/// handed to `X509_STORE` as a trusted or untrusted certificate), so it is
/// `Sendable`.
// @unchecked because: `pointer` is set once in init and only read afterwards
// (OpenSSL allows concurrent read-only use of an X509); freed in deinit.
public final class X509Certificate: @unchecked Sendable {
  /// The `X509 *`, owned.
  let pointer: OpaquePointer
  /// The certificate's DER encoding.
  public let der: Data

  /// Takes ownership of `pointer` (freed also when this throws).
  init(owning pointer: OpaquePointer) throws {
    self.pointer = pointer
    guard let der = DEREncoding.encode({ i2d_X509(pointer, $0) }) else {
      X509_free(pointer)
      throw SigningChainError.openSSL("encode a certificate as DER")
    }
    self.der = der
  }

  deinit { X509_free(pointer) }

  /// Reads a DER certificate.
  ///
  /// - Throws: `SigningChainError` `.invalidCertificate` when `der` is not one certificate.
  public convenience init(der: Data) throws {
    try LibCrypto.load()
    OpenSSLFailure.clear()
    let parsed = der.withUnsafeBytes { raw -> OpaquePointer? in
      var cursor = raw.baseAddress?.assumingMemoryBound(to: UInt8.self)
      guard cursor != nil else { return nil }
      return d2i_X509(nil, &cursor, raw.count)
    }
    guard let parsed else {
      throw SigningChainError(
        .invalidCertificate, "not a DER X.509 certificate (\(OpenSSLFailure.drain()))")
    }
    try self.init(owning: parsed)
  }

  /// Reads a PEM certificate (`-----BEGIN CERTIFICATE-----`), or DER when the
  /// bytes do not start like PEM.
  ///
  /// - Throws: `SigningChainError` `.invalidCertificate` when neither reads.
  public convenience init(pemOrDER data: Data) throws {
    try LibCrypto.load()
    guard data.starts(with: Data("-----BEGIN".utf8)) else {
      try self.init(der: data)
      return
    }
    OpenSSLFailure.clear()
    guard let parsed = MemoryBIO.reading(data, { bio in PEM_read_bio_X509(bio, nil, nil, nil) })
    else {
      throw SigningChainError(
        .invalidCertificate, "not a PEM X.509 certificate (\(OpenSSLFailure.drain()))")
    }
    try self.init(owning: parsed)
  }

  /// The certificate as PEM text.
  public func pem() throws -> Data {
    guard let pem = MemoryBIO.collect({ bio in PEM_write_bio_X509(bio, pointer) }) else {
      throw SigningChainError.openSSL("write a certificate as PEM")
    }
    return pem
  }

  /// The DER in standard base64 (with padding), as an `x5c` entry holds it.
  public var base64DER: String { der.base64EncodedString() }

  /// Whether the certificate carries an extension with the dotted `oid`
  /// (critical or not, whatever its value).
  public func hasExtension(oid: String) -> Bool {
    guard let object = OBJ_txt2obj(oid, 1) else { return false }
    defer { ASN1_OBJECT_free(object) }
    return X509_get_ext_by_OBJ(pointer, object, -1) >= 0
  }

  /// The first instant the certificate is valid.
  public var notBefore: Date { Self.date(X509_get0_notBefore(pointer)) }

  /// The last instant the certificate is valid.
  public var notAfter: Date { Self.date(X509_get0_notAfter(pointer)) }

  /// Whether `other` is the same certificate (same DER).
  public func isSame(as other: X509Certificate) -> Bool { der == other.der }

  /// An ASN1_TIME as a date, through OpenSSL's own difference from the epoch.
  static func date(_ time: OpaquePointer?) -> Date {
    guard let time, let epoch = ASN1_TIME_set(nil, 0) else { return .distantPast }
    defer { ASN1_TIME_free(epoch) }
    var days: Int32 = 0
    var seconds: Int32 = 0
    guard ASN1_TIME_diff(&days, &seconds, epoch, time) == 1 else { return .distantPast }
    return Date(timeIntervalSince1970: Double(days) * 86_400 + Double(seconds))
  }
}
