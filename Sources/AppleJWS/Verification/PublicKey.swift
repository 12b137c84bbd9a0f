import CLibCrypto

/// A certificate's public key (`EVP_PKEY *`), kept after the certificate is
/// gone so the chain cache can verify signatures without re-reading the chain.
// @unchecked because: `pointer` is set once and only read (OpenSSL 3 allows
// concurrent verification with one EVP_PKEY); freed in deinit.
final class PublicKey: @unchecked Sendable {
  /// The `EVP_PKEY *`, owned.
  let pointer: OpaquePointer

  /// The public key of `certificate`; nil when OpenSSL cannot read it.
  init?(of certificate: OpaquePointer) {
    guard let key = X509_get_pubkey(certificate) else { return nil }  // a new reference
    pointer = key
  }

  deinit { EVP_PKEY_free(pointer) }
}
