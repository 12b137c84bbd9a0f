import CLibCrypto
import Foundation

/// Builds one X.509 v3 certificate with OpenSSL's builder API: subject,
/// issuer, serial, validity, public key, extensions by configuration string
/// (`X509V3_EXT_conf_nid`) and by OID (`X509_EXTENSION_create_by_OBJ`), then
/// signed with ECDSA-SHA256.
struct CertificateMinter {
  /// What the certificate is for.
  enum Role {
    case root, intermediate, leaf
  }

  var role: Role
  var commonName: String
  var validFrom: Date
  var validUntil: Date
  /// The key the certificate certifies.
  var subjectKey: P256PrivateKey
  /// The key that signs it (the subject's own for a root).
  var issuerKey: P256PrivateKey
  /// The issuer's certificate; nil for a self-signed root.
  var issuer: X509Certificate?
  /// Whether an intermediate or leaf carries Apple's OID (false only in tests
  /// of the verifier's OID check).
  var carriesAppleOID = true

  /// The finished, signed certificate.
  func mint() throws -> X509Certificate {
    guard let certificate = X509_new() else {
      throw SigningChainError.openSSL("make a certificate")
    }
    do {
      try build(certificate)
    } catch {
      X509_free(certificate)
      throw error
    }
    return try X509Certificate(owning: certificate)
  }

  private func build(_ certificate: OpaquePointer) throws {
    guard X509_set_version(certificate, 2) == 1 else {  // 2 means X.509 v3
      throw SigningChainError.openSSL("set the certificate version")
    }
    try setSerial(certificate)
    guard let name = X509_NAME_new() else { throw SigningChainError.openSSL("make a name") }
    defer { X509_NAME_free(name) }
    for (field, value) in [
      ("O", "SubscriptionKit store (simulated, not Apple)"), ("CN", commonName),
    ] {
      guard
        X509_NAME_add_entry_by_txt(name, field, subkit_mbstring_asc, Array(value.utf8), -1, -1, 0)
          == 1
      else { throw SigningChainError.openSSL("set the certificate's \(field)") }
    }
    let issuerName = issuer.map { X509_get_subject_name($0.pointer) } ?? name
    guard X509_set_subject_name(certificate, name) == 1,
      X509_set_issuer_name(certificate, issuerName) == 1,
      ASN1_TIME_set(X509_getm_notBefore(certificate), time_t(validFrom.timeIntervalSince1970))
        != nil,
      ASN1_TIME_set(X509_getm_notAfter(certificate), time_t(validUntil.timeIntervalSince1970))
        != nil,
      X509_set_pubkey(certificate, subjectKey.pointer) == 1
    else { throw SigningChainError.openSSL("set the certificate's names, dates and key") }

    for (nid, value) in configuredExtensions {
      try addConfigured(certificate, nid: nid, value: value)
    }
    switch role {
    case .root: break
    case _ where !carriesAppleOID: break
    case .intermediate: try addMarker(certificate, oid: AppleOID.intermediate)
    case .leaf: try addMarker(certificate, oid: AppleOID.leaf)
    }
    guard X509_sign(certificate, issuerKey.pointer, EVP_sha256()) > 0 else {
      throw SigningChainError.openSSL("sign the certificate")
    }
  }

  /// Standard extensions in OpenSSL's configuration syntax (as in openssl.cnf).
  private var configuredExtensions: [(Int32, String)] {
    switch role {
    case .root:
      [
        (subkit_nid_basic_constraints, "critical,CA:TRUE"),
        (subkit_nid_key_usage, "critical,keyCertSign,cRLSign"),
        (subkit_nid_subject_key_identifier, "hash"),
      ]
    case .intermediate:
      [
        (subkit_nid_basic_constraints, "critical,CA:TRUE,pathlen:0"),
        (subkit_nid_key_usage, "critical,keyCertSign,cRLSign"),
        (subkit_nid_subject_key_identifier, "hash"),
        (subkit_nid_authority_key_identifier, "keyid:always"),
      ]
    case .leaf:
      [
        (subkit_nid_basic_constraints, "critical,CA:FALSE"),
        (subkit_nid_key_usage, "critical,digitalSignature"),
        (subkit_nid_subject_key_identifier, "hash"),
        (subkit_nid_authority_key_identifier, "keyid:always"),
      ]
    }
  }

  /// A random positive 63-bit serial number, from OpenSSL's generator.
  private func setSerial(_ certificate: OpaquePointer) throws {
    guard let number = BN_new() else { throw SigningChainError.openSSL("make a serial number") }
    defer { BN_free(number) }
    // top 0 (BN_RAND_TOP_ONE): the highest bit set, so the number is never 0;
    // bottom 0 (BN_RAND_BOTTOM_ANY).
    guard BN_rand(number, 63, 0, 0) == 1,
      BN_to_ASN1_INTEGER(number, X509_get_serialNumber(certificate)) != nil
    else { throw SigningChainError.openSSL("set a random serial number") }
  }

  private func addConfigured(_ certificate: OpaquePointer, nid: Int32, value: String) throws {
    guard let ext = subkit_x509v3_extension(issuer?.pointer ?? certificate, certificate, nid, value)
    else {
      throw SigningChainError.openSSL("make the extension '\(value)'")
    }
    defer { X509_EXTENSION_free(ext) }
    guard X509_add_ext(certificate, ext, -1) == 1 else {
      throw SigningChainError.openSSL("add the extension '\(value)'")
    }
  }

  /// Apple's marker extension: the OID, not critical, its value an ASN.1 NULL
  /// (encoded by OpenSSL) as in Apple's own certificates.
  private func addMarker(_ certificate: OpaquePointer, oid: String) throws {
    // OBJ_txt2obj with no_name = 1 makes the object from its dotted form
    // without adding it to OpenSSL's global table (OBJ_create would, and
    // that table is shared process-wide).
    guard let object = OBJ_txt2obj(oid, 1) else {
      throw SigningChainError.openSSL("make the OID \(oid)")
    }
    defer { ASN1_OBJECT_free(object) }
    guard let null = ASN1_TYPE_new() else { throw SigningChainError.openSSL("make a NULL") }
    defer { ASN1_TYPE_free(null) }
    ASN1_TYPE_set(null, subkit_v_asn1_null, nil)
    guard let value = DEREncoding.encode({ i2d_ASN1_TYPE(null, $0) }),
      let octets = ASN1_OCTET_STRING_new()
    else { throw SigningChainError.openSSL("encode the extension value of \(oid)") }
    defer { ASN1_OCTET_STRING_free(octets) }
    let stored = value.withUnsafeBytes { raw in
      ASN1_OCTET_STRING_set(
        octets, raw.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(raw.count))
    }
    guard stored == 1, let ext = X509_EXTENSION_create_by_OBJ(nil, object, 0, octets) else {
      throw SigningChainError.openSSL("make the extension \(oid)")
    }
    defer { X509_EXTENSION_free(ext) }
    guard X509_add_ext(certificate, ext, -1) == 1 else {
      throw SigningChainError.openSSL("add the extension \(oid)")
    }
  }
}
