// OpenSSL 3's libcrypto, reached at run time: AppleJWS calls these functions
// by their OpenSSL names, and each is a static inline function calling through
// a table that dlopen("libcrypto.so.3") and dlsym fill once. So a program
// that links AppleJWS builds with the Swift toolchain alone (no libssl-dev
// headers, no libcrypto.so link name) and needs only the libcrypto.so.3 that
// the toolchain's own FoundationNetworking already depends on, at run time.
//
// No cryptography is written here: every function is OpenSSL's. The types
// are OpenSSL's opaque struct names; the constants are OpenSSL 3's ABI values.
// Tests/CLibCryptoCheck compiles this list against OpenSSL's real headers and
// fails when any declaration or constant differs.
#ifndef SUBKIT_CLIBCRYPTO_H
#define SUBKIT_CLIBCRYPTO_H

#include "CLibCryptoTypes.h"

/// The table dlsym fills: one pointer per function in subkit_crypto_functions.h.
struct subkit_crypto_table {
#define SUBKIT_CRYPTO(ret, name, params, args) ret(*name) params;
#define SUBKIT_CRYPTO_VOID(name, params, args) void(*name) params;
#include "subkit_crypto_functions.h"
#undef SUBKIT_CRYPTO
#undef SUBKIT_CRYPTO_VOID
};

/// Loads libcrypto once (thread-safe): 0 when every function was found; else
/// non-zero with a one-line reason in `error` (NUL-terminated). The library is
/// `SUBKIT_LIBCRYPTO` from the environment when set, else libcrypto.so.3
/// (libcrypto.3.dylib on Apple platforms).
int subkit_crypto_load(char *error, size_t error_size);

/// The filled table; loads it first if needed, and ends the process with the
/// reason on stderr if libcrypto cannot be loaded (callers check with
/// subkit_crypto_load first, so this is a last guard, not the error path).
const struct subkit_crypto_table *subkit_crypto(void);

#define SUBKIT_CRYPTO(ret, name, params, args) \
  static inline ret name params { return subkit_crypto()->name args; }
#define SUBKIT_CRYPTO_VOID(name, params, args) \
  static inline void name params { subkit_crypto()->name args; }
#include "subkit_crypto_functions.h"
#undef SUBKIT_CRYPTO
#undef SUBKIT_CRYPTO_VOID

/// A zeroed X509V3_CTX-sized buffer's size: OpenSSL 3.0's struct v3_ext_ctx is
/// eight pointer-sized fields; this leaves room for later versions' additions.
enum { SUBKIT_X509V3_CTX_SIZE = 256 };

/// X509V3_EXT_conf_nid with a fresh X509V3_CTX set for `issuer` and `subject`
/// (the struct is not opaque in OpenSSL's headers, so it is made here).
X509_EXTENSION *subkit_x509v3_extension(X509 *issuer, X509 *subject, int nid, const char *value);

/// A new stack holding `certificate` (not owned: free with subkit_x509_stack_free).
static inline struct stack_st_X509 *subkit_x509_stack_of_one(X509 *certificate) {
  OPENSSL_STACK *stack = OPENSSL_sk_new_null();
  if (stack == NULL) return NULL;
  if (OPENSSL_sk_push(stack, certificate) <= 0) {
    OPENSSL_sk_free(stack);
    return NULL;
  }
  return (struct stack_st_X509 *)stack;
}

/// Frees a stack made by subkit_x509_stack_of_one, not its certificates.
static inline void subkit_x509_stack_free(struct stack_st_X509 *stack) {
  OPENSSL_sk_free((OPENSSL_STACK *)stack);
}

/// The number of certificates in the verified chain of `context` (0 when none).
static inline int subkit_verified_chain_length(X509_STORE_CTX *context) {
  struct stack_st_X509 *chain = X509_STORE_CTX_get0_chain(context);
  return chain == NULL ? 0 : OPENSSL_sk_num((const OPENSSL_STACK *)chain);
}

/// The `index`th certificate of the verified chain of `context` (borrowed), or NULL.
static inline X509 *subkit_verified_chain_certificate(X509_STORE_CTX *context, int index) {
  struct stack_st_X509 *chain = X509_STORE_CTX_get0_chain(context);
  if (chain == NULL || index < 0 || index >= OPENSSL_sk_num((const OPENSSL_STACK *)chain))
    return NULL;
  return (X509 *)OPENSSL_sk_value((const OPENSSL_STACK *)chain, index);
}

/// The bytes a memory BIO holds (borrowed), and their count (BIO_get_mem_data).
static inline long subkit_bio_contents(BIO *bio, char **bytes) {
  return BIO_ctrl(bio, subkit_bio_ctrl_info, 0, (void *)bytes);
}

#endif
