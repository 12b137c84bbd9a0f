// Every function CLibCrypto reaches with dlsym has, in OpenSSL's own header,
// exactly the type CLibCrypto declares, and every constant has OpenSSL's
// value: a mismatch fails the build of the tests.
#include "CLibCryptoCheck.h"

#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/ecdsa.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/obj_mac.h>
#include <openssl/pem.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>

#include "../../Sources/CLibCrypto/include/CLibCryptoTypes.h"

#define SUBKIT_CRYPTO(ret, name, params, args)                                           \
  _Static_assert(__builtin_types_compatible_p(__typeof__(&name), ret(*) params), #name); \
  static const int checked_##name = 1;
#define SUBKIT_CRYPTO_VOID(name, params, args) SUBKIT_CRYPTO(void, name, params, args)
#include "../../Sources/CLibCrypto/include/subkit_crypto_functions.h"
#undef SUBKIT_CRYPTO
#undef SUBKIT_CRYPTO_VOID

_Static_assert(subkit_nid_subject_key_identifier == NID_subject_key_identifier, "NID");
_Static_assert(subkit_nid_key_usage == NID_key_usage, "NID");
_Static_assert(subkit_nid_basic_constraints == NID_basic_constraints, "NID");
_Static_assert(subkit_nid_authority_key_identifier == NID_authority_key_identifier, "NID");
_Static_assert(subkit_evp_pkey_ec == EVP_PKEY_EC, "EVP_PKEY_EC");
_Static_assert(subkit_v_asn1_null == V_ASN1_NULL, "V_ASN1_NULL");
_Static_assert(subkit_mbstring_asc == MBSTRING_ASC, "MBSTRING_ASC");
_Static_assert(subkit_x509_v_flag_x509_strict == X509_V_FLAG_X509_STRICT, "strict");
_Static_assert(subkit_x509_v_err_cert_not_yet_valid == X509_V_ERR_CERT_NOT_YET_VALID, "err");
_Static_assert(subkit_x509_v_err_cert_has_expired == X509_V_ERR_CERT_HAS_EXPIRED, "err");
_Static_assert(subkit_bio_ctrl_info == BIO_CTRL_INFO, "BIO_CTRL_INFO");
_Static_assert(sizeof(X509V3_CTX) <= 256, "SUBKIT_X509V3_CTX_SIZE");

int subkit_crypto_checked_function_count(void) {
  int count = 0;
#define SUBKIT_CRYPTO(ret, name, params, args) count += checked_##name;
#define SUBKIT_CRYPTO_VOID(name, params, args) count += checked_##name;
#include "../../Sources/CLibCrypto/include/subkit_crypto_functions.h"
#undef SUBKIT_CRYPTO
#undef SUBKIT_CRYPTO_VOID
  return count;
}
