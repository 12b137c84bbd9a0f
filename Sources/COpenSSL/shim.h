// OpenSSL 3 (Debian's libssl-dev), for AppleJWS: P-256 keys, X.509 chains and
// ES256 signatures. Only what Swift cannot call itself is added here: the
// STACK_OF(X509) helpers and a few constants are C macros, which Swift does
// not import, so they are wrapped with fixed types. No cryptography is written
// here.
#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/ecdsa.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/obj_mac.h>
#include <openssl/pem.h>
#include <openssl/rand.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>

/// MBSTRING_ASC: the text given to X509_NAME_add_entry_by_txt is ASCII.
static const int subkit_mbstring_asc = MBSTRING_ASC;

/// A new stack holding `certificate` (not owned: free with subkit_x509_stack_free).
static inline STACK_OF(X509) *subkit_x509_stack_of_one(X509 *certificate) {
  STACK_OF(X509) *stack = sk_X509_new_null();
  if (stack == NULL) return NULL;
  if (sk_X509_push(stack, certificate) <= 0) {
    sk_X509_free(stack);
    return NULL;
  }
  return stack;
}

/// Frees a stack made by subkit_x509_stack_of_one, not its certificates.
static inline void subkit_x509_stack_free(STACK_OF(X509) *stack) { sk_X509_free(stack); }

/// The number of certificates in the verified chain of `context` (0 when none).
static inline int subkit_verified_chain_length(X509_STORE_CTX *context) {
  STACK_OF(X509) *chain = X509_STORE_CTX_get0_chain(context);
  return chain == NULL ? 0 : sk_X509_num(chain);
}

/// The `index`th certificate of the verified chain of `context` (borrowed), or NULL.
static inline X509 *subkit_verified_chain_certificate(X509_STORE_CTX *context, int index) {
  STACK_OF(X509) *chain = X509_STORE_CTX_get0_chain(context);
  if (chain == NULL || index < 0 || index >= sk_X509_num(chain)) return NULL;
  return sk_X509_value(chain, index);
}

/// The bytes a memory BIO holds (borrowed), and their count.
static inline long subkit_bio_contents(BIO *bio, char **bytes) {
  return BIO_get_mem_data(bio, bytes);
}
