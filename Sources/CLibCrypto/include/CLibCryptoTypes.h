// OpenSSL 3's type names (opaque) and the few constants AppleJWS needs, for
// CLibCrypto.h; Tests/CLibCryptoCheck compiles them beside OpenSSL's headers.
#ifndef SUBKIT_CLIBCRYPTO_TYPES_H
#define SUBKIT_CLIBCRYPTO_TYPES_H

#include <stddef.h>
#include <time.h>

typedef struct asn1_object_st ASN1_OBJECT;
typedef struct asn1_string_st ASN1_INTEGER;
typedef struct asn1_string_st ASN1_OCTET_STRING;
typedef struct asn1_string_st ASN1_TIME;
typedef struct asn1_type_st ASN1_TYPE;
typedef struct bignum_st BIGNUM;
typedef struct bio_method_st BIO_METHOD;
typedef struct bio_st BIO;
typedef struct ECDSA_SIG_st ECDSA_SIG;
typedef struct engine_st ENGINE;
typedef struct evp_cipher_st EVP_CIPHER;
typedef struct evp_md_ctx_st EVP_MD_CTX;
typedef struct evp_md_st EVP_MD;
typedef struct evp_pkey_ctx_st EVP_PKEY_CTX;
typedef struct evp_pkey_st EVP_PKEY;
typedef struct ossl_lib_ctx_st OSSL_LIB_CTX;
typedef struct stack_st OPENSSL_STACK;
typedef struct v3_ext_ctx X509V3_CTX;
typedef struct x509_st X509;
typedef struct X509_crl_st X509_CRL;
typedef struct X509_extension_st X509_EXTENSION;
typedef struct X509_name_st X509_NAME;
typedef struct X509_req_st X509_REQ;
typedef struct x509_store_ctx_st X509_STORE_CTX;
typedef struct x509_store_st X509_STORE;
struct stack_st_X509;
struct lhash_st_CONF_VALUE;
typedef int pem_password_cb(char *buf, int size, int rwflag, void *userdata);

// OpenSSL 3 constants AppleJWS uses (C macros there; checked against the headers).
static const int subkit_nid_subject_key_identifier = 82;
static const int subkit_nid_key_usage = 83;
static const int subkit_nid_basic_constraints = 87;
static const int subkit_nid_authority_key_identifier = 90;
static const int subkit_evp_pkey_ec = 408;
static const int subkit_v_asn1_null = 5;
static const int subkit_mbstring_asc = 0x1001;
static const unsigned long subkit_x509_v_flag_x509_strict = 0x20;
static const int subkit_x509_v_err_cert_not_yet_valid = 9;
static const int subkit_x509_v_err_cert_has_expired = 10;
static const int subkit_bio_ctrl_info = 3;

#endif
