import CLibCrypto
import Foundation

/// The verifier's root certificates in an OpenSSL `X509_STORE`, and the one
/// chain check: leaf and intermediate up to one of those roots, X.509 rules
/// in strict mode (as Apple's Python verifier sets), at a given time.
///
/// Sharing: the store is filled once in init and never changed; OpenSSL
/// allows many `X509_STORE_CTX`s (one per check, made here) to use one store
/// at once.
// @unchecked because: `store` is filled in init and then only read by
// X509_verify_cert, which OpenSSL allows concurrently; freed in deinit.
final class TrustStore: @unchecked Sendable {
  private let store: OpaquePointer
  /// The roots, kept alive with the store.
  private let roots: [X509Certificate]

  init(roots: [X509Certificate]) throws {
    guard let store = X509_STORE_new() else {
      throw SigningChainError.openSSL("make a certificate store")
    }
    for root in roots where X509_STORE_add_cert(store, root.pointer) != 1 {
      X509_STORE_free(store)
      throw SigningChainError.openSSL("add a root certificate")
    }
    self.store = store
    self.roots = roots
  }

  deinit { X509_STORE_free(store) }

  /// Checks `leaf` ← `intermediate` ← a root at `now`; returns the leaf's key
  /// and the chain's validity window.
  func check(leaf: X509Certificate, intermediate: X509Certificate, at now: Date)
    throws(JWSVerificationError) -> ChainCache.Entry
  {
    guard let context = X509_STORE_CTX_new() else {
      throw JWSVerificationError(.chainNotAtRoot, "OpenSSL could not start a chain check")
    }
    defer { X509_STORE_CTX_free(context) }
    guard let untrusted = subkit_x509_stack_of_one(intermediate.pointer) else {
      throw JWSVerificationError(.chainNotAtRoot, "OpenSSL could not start a chain check")
    }
    defer { subkit_x509_stack_free(untrusted) }
    guard X509_STORE_CTX_init(context, store, leaf.pointer, untrusted) == 1 else {
      throw JWSVerificationError(.chainNotAtRoot, "OpenSSL could not start a chain check")
    }
    X509_STORE_CTX_set_flags(context, subkit_x509_v_flag_x509_strict)
    X509_STORE_CTX_set_time(context, 0, time_t(now.timeIntervalSince1970.rounded(.down)))
    OpenSSLFailure.clear()
    if X509_verify_cert(context) != 1 {
      OpenSSLFailure.clear()
      throw Self.rejection(context, at: now)
    }
    guard subkit_verified_chain_length(context) == 3,
      let verifiedLeaf = subkit_verified_chain_certificate(context, 0),
      let verifiedIntermediate = subkit_verified_chain_certificate(context, 1)
    else {
      throw JWSVerificationError(
        .chainNotAtRoot,
        "the chain reaches a root in \(subkit_verified_chain_length(context)) certificates, "
          + "not 3 (leaf, intermediate, root)")
    }
    for (certificate, oid, name) in [
      (verifiedIntermediate, AppleOID.intermediate, "intermediate"),
      (verifiedLeaf, AppleOID.leaf, "leaf"),
    ] {
      guard let object = OBJ_txt2obj(oid, 1) else {
        throw JWSVerificationError(.oidMissing, "OpenSSL could not read the OID \(oid)")
      }
      defer { ASN1_OBJECT_free(object) }
      guard X509_get_ext_by_OBJ(certificate, object, -1) >= 0 else {
        throw JWSVerificationError(
          .oidMissing,
          "the \(name) certificate lacks Apple's extension \(oid); "
            + "Apple's verifier rejects a chain without it")
      }
    }
    guard let key = PublicKey(of: verifiedLeaf) else {
      throw JWSVerificationError(.badFormat, "the leaf certificate's public key cannot be read")
    }
    // The window in which all three (root included) are valid.
    let chain = (0..<3).compactMap { subkit_verified_chain_certificate(context, $0) }
    return ChainCache.Entry(
      publicKey: key,
      validFrom: chain.map { X509Certificate.date(X509_get0_notBefore($0)) }.max() ?? now,
      validUntil: chain.map { X509Certificate.date(X509_get0_notAfter($0)) }.min() ?? now)
  }

  /// The rejection for a failed X509_verify_cert, named after OpenSSL's error.
  private static func rejection(_ context: OpaquePointer, at now: Date) -> JWSVerificationError {
    let code = X509_STORE_CTX_get_error(context)
    let depth = X509_STORE_CTX_get_error_depth(context)
    let which =
      ["leaf", "intermediate", "root"].indices.contains(Int(depth))
      ? ["leaf", "intermediate", "root"][Int(depth)] : "certificate \(depth)"
    let text = String(cString: X509_verify_cert_error_string(Int(code)))
    switch code {
    case subkit_x509_v_err_cert_has_expired:
      return JWSVerificationError(
        .expired, "the \(which) certificate expired before \(now) (\(text))")
    case subkit_x509_v_err_cert_not_yet_valid:
      return JWSVerificationError(
        .expired, "the \(which) certificate is not yet valid at \(now) (\(text))")
    default:
      return JWSVerificationError(
        .chainNotAtRoot,
        "the x5c chain does not lead to one of the verifier's root certificates "
          + "(OpenSSL: \(text), at the \(which)); pass the store's root certificate")
    }
  }
}
