// Loads libcrypto at run time and fills the table CLibCrypto.h calls through.
#include "CLibCrypto.h"

#include <CRuntimeLibrary.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static struct subkit_crypto_table table;
static pthread_once_t once = PTHREAD_ONCE_INIT;
static int load_status = -1;
static char load_error[512];

static void load(void) {
#if defined(__APPLE__)
  const char *candidates[] = {"libcrypto.3.dylib", "/opt/homebrew/opt/openssl@3/lib/libcrypto.3.dylib",
                              "/usr/local/opt/openssl@3/lib/libcrypto.3.dylib", NULL};
#else
  const char *candidates[] = {"libcrypto.so.3", NULL};
#endif
  const char *library = NULL;
  void *handle = subkit_open_runtime_library("SUBKIT_LIBCRYPTO", candidates, &library);
  if (handle == NULL) {
    snprintf(load_error, sizeof load_error,
             "OpenSSL 3's libcrypto (%s) cannot be loaded: Apple's signed payloads need it at run "
             "time (Debian/Ubuntu: apt-get install libssl3; macOS: brew install openssl@3; or set "
             "SUBKIT_LIBCRYPTO to its path)",
             library);
    load_status = 1;
    return;
  }
#define SUBKIT_RESOLVE(fn)                                                         \
  do {                                                                             \
    *(void **)(&table.fn) = dlsym(handle, #fn);                                    \
    if (table.fn == NULL) {                                                        \
      snprintf(load_error, sizeof load_error,                                      \
               "the libcrypto loaded (%s) has no %s: Apple's signed payloads need " \
               "OpenSSL 3",                                                        \
               library, #fn);                                                      \
      load_status = 2;                                                             \
      return;                                                                      \
    }                                                                              \
  } while (0)
#define SUBKIT_CRYPTO(ret, fn, params, args) SUBKIT_RESOLVE(fn);
#define SUBKIT_CRYPTO_VOID(fn, params, args) SUBKIT_RESOLVE(fn);
#include "subkit_crypto_functions.h"
#undef SUBKIT_CRYPTO
#undef SUBKIT_CRYPTO_VOID
#undef SUBKIT_RESOLVE
  load_status = 0;
}

int subkit_crypto_load(char *error, size_t error_size) {
  pthread_once(&once, load);
  if (load_status != 0 && error != NULL && error_size > 0) {
    snprintf(error, error_size, "%s", load_error);
  }
  return load_status;
}

const struct subkit_crypto_table *subkit_crypto(void) {
  pthread_once(&once, load);
  if (load_status != 0) {
    fprintf(stderr, "error: %s\n", load_error);
    exit(1);
  }
  return &table;
}

X509_EXTENSION *subkit_x509v3_extension(X509 *issuer, X509 *subject, int nid, const char *value) {
  _Alignas(16) unsigned char context[SUBKIT_X509V3_CTX_SIZE];
  memset(context, 0, sizeof context);
  X509V3_set_ctx((X509V3_CTX *)context, issuer, subject, NULL, NULL, 0);
  return X509V3_EXT_conf_nid(NULL, (X509V3_CTX *)context, nid, value);
}
