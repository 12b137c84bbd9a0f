// libcurl's easy API, reached at run time: `subkit store deliver` posts
// webhooks with it, and each function is a static inline subkit_<name>
// calling through a table that dlopen("libcurl.so.4") and dlsym fill once.
// So `subkit` links neither libcurl nor FoundationNetworking (whose loading
// alone costs every command about 7 ms at start-up), builds with the Swift
// toolchain alone (no libcurl headers), and needs only the libcurl.so.4 that
// the toolchain's own FoundationNetworking already links: wherever URLSession
// worked, this loads, with no new install step.
//
// No HTTP is written here: libcurl does the HTTP, TLS and proxies. The types
// are opaque; the option, information and error numbers are libcurl's ABI
// values (curl.h: CURLOPTTYPE_LONG 0, _OBJECTPOINT 10000, _FUNCTIONPOINT
// 20000, _OFF_T 30000; CURLINFO_STRING 0x100000, _LONG 0x200000), stable
// since libcurl 7.
#ifndef SUBKIT_CLIBCURL_H
#define SUBKIT_CLIBCURL_H

#include <stddef.h>
#include <stdint.h>

/// libcurl's easy handle (opaque).
typedef struct Curl_easy SUBKIT_CURL_HANDLE;
/// A libcurl header list (opaque here: only libcurl reads or frees it).
struct curl_slist;
/// CURLcode.
typedef int subkit_curl_code;

/// The CURLcode values WebhookPoster tells apart.
enum {
  SUBKIT_CURLE_OK = 0,
  SUBKIT_CURLE_COULDNT_RESOLVE_PROXY = 5,
  SUBKIT_CURLE_COULDNT_RESOLVE_HOST = 6,
  SUBKIT_CURLE_COULDNT_CONNECT = 7,
  SUBKIT_CURLE_PARTIAL_FILE = 18,
  SUBKIT_CURLE_OPERATION_TIMEDOUT = 28,
  SUBKIT_CURLE_GOT_NOTHING = 52,
  SUBKIT_CURLE_SEND_ERROR = 55,
  SUBKIT_CURLE_RECV_ERROR = 56,
};

/// The CURLoption values set, each with the type its value has.
enum {
  // long
  SUBKIT_CURLOPT_TIMEOUT = 13,
  SUBKIT_CURLOPT_NOPROGRESS = 43,
  SUBKIT_CURLOPT_POST = 47,
  SUBKIT_CURLOPT_FOLLOWLOCATION = 52,
  SUBKIT_CURLOPT_FRESH_CONNECT = 74,
  SUBKIT_CURLOPT_FORBID_REUSE = 75,
  SUBKIT_CURLOPT_NOSIGNAL = 99,
  SUBKIT_CURLOPT_PROTOCOLS = 181,
  // char * (copied by libcurl) or a pointer kept by the caller
  SUBKIT_CURLOPT_URL = 10002,
  SUBKIT_CURLOPT_ERRORBUFFER = 10010,
  SUBKIT_CURLOPT_POSTFIELDS = 10015,
  SUBKIT_CURLOPT_USERAGENT = 10018,
  SUBKIT_CURLOPT_HTTPHEADER = 10023,
  // curl_off_t
  SUBKIT_CURLOPT_POSTFIELDSIZE_LARGE = 30120,
};

/// CURLPROTO_HTTP | CURLPROTO_HTTPS.
enum { SUBKIT_CURLPROTO_HTTP_HTTPS = 1 | 2 };
/// CURL_GLOBAL_DEFAULT (CURL_GLOBAL_SSL | CURL_GLOBAL_WIN32).
enum { SUBKIT_CURL_GLOBAL_DEFAULT = 3 };
/// CURL_ERROR_SIZE: the least an error buffer may hold.
enum { SUBKIT_CURL_ERROR_SIZE = 256 };

/// The CURLINFO values read.
enum {
  SUBKIT_CURLINFO_REDIRECT_URL = 0x100000 + 31,
  SUBKIT_CURLINFO_RESPONSE_CODE = 0x200000 + 2,
};

/// The table dlsym fills: one pointer per function in subkit_curl_functions.h,
/// then the two that take variable arguments.
struct subkit_curl_table {
#define SUBKIT_CURL(ret, name, params, args) ret(*name) params;
#define SUBKIT_CURL_VOID(name, params, args) void(*name) params;
#include "subkit_curl_functions.h"
#undef SUBKIT_CURL
#undef SUBKIT_CURL_VOID
  subkit_curl_code (*curl_easy_setopt)(SUBKIT_CURL_HANDLE *curl, int option, ...);
  subkit_curl_code (*curl_easy_getinfo)(SUBKIT_CURL_HANDLE *curl, int info, ...);
};

/// Loads libcurl once (thread-safe) and runs curl_global_init: 0 when every
/// function was found; else non-zero with a one-line reason in `error`
/// (NUL-terminated). The library is `SUBKIT_LIBCURL` from the environment
/// when set, else libcurl.so.4 (libcurl.4.dylib on Apple platforms).
int subkit_curl_load(char *error, size_t error_size);

/// The filled table; loads it first if needed, and ends the process with the
/// reason on stderr if libcurl cannot be loaded (callers check with
/// subkit_curl_load first, so this is a last guard, not the error path).
const struct subkit_curl_table *subkit_curl(void);

#define SUBKIT_CURL(ret, name, params, args) \
  static inline ret subkit_##name params { return subkit_curl()->name args; }
#define SUBKIT_CURL_VOID(name, params, args) \
  static inline void subkit_##name params { subkit_curl()->name args; }
#include "subkit_curl_functions.h"
#undef SUBKIT_CURL
#undef SUBKIT_CURL_VOID

/// curl_easy_setopt with a long value.
static inline subkit_curl_code subkit_curl_setopt_long(SUBKIT_CURL_HANDLE *curl, int option,
                                                       long value) {
  return subkit_curl()->curl_easy_setopt(curl, option, value);
}

/// curl_easy_setopt with a pointer value (a string libcurl copies, a header
/// list or buffer the caller keeps alive until curl_easy_cleanup).
static inline subkit_curl_code subkit_curl_setopt_pointer(SUBKIT_CURL_HANDLE *curl, int option,
                                                          const void *value) {
  return subkit_curl()->curl_easy_setopt(curl, option, value);
}

/// curl_easy_setopt with a curl_off_t (64-bit) value.
static inline subkit_curl_code subkit_curl_setopt_offset(SUBKIT_CURL_HANDLE *curl, int option,
                                                         int64_t value) {
  return subkit_curl()->curl_easy_setopt(curl, option, value);
}

/// Sets a write callback that drops the answer's body and adds its length to
/// `*received` (the caller's, alive until curl_easy_perform returns).
subkit_curl_code subkit_curl_discard_body(SUBKIT_CURL_HANDLE *curl, size_t *received);

/// curl_easy_getinfo of a long (CURLINFO_RESPONSE_CODE: 0 when no answer came).
static inline subkit_curl_code subkit_curl_info_long(SUBKIT_CURL_HANDLE *curl, int info,
                                                     long *value) {
  return subkit_curl()->curl_easy_getinfo(curl, info, value);
}

/// curl_easy_getinfo of a string (borrowed from the handle; NULL when none).
static inline subkit_curl_code subkit_curl_info_string(SUBKIT_CURL_HANDLE *curl, int info,
                                                       const char **value) {
  return subkit_curl()->curl_easy_getinfo(curl, info, value);
}

#endif
