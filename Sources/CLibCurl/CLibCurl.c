// Loads libcurl at run time and fills the table CLibCurl.h calls through.
#include "CLibCurl.h"

#include <CRuntimeLibrary.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// CURLOPT_WRITEFUNCTION and CURLOPT_WRITEDATA (function pointer and object pointer options).
enum { SUBKIT_CURLOPT_WRITEDATA = 10001, SUBKIT_CURLOPT_WRITEFUNCTION = 20011 };

static struct subkit_curl_table table;
static pthread_once_t once = PTHREAD_ONCE_INIT;
static int load_status = -1;
static char load_error[512];

static void load(void) {
#if defined(__APPLE__)
  const char *candidates[] = {"libcurl.4.dylib", "/usr/lib/libcurl.4.dylib", NULL};
#else
  const char *candidates[] = {"libcurl.so.4", NULL};
#endif
  const char *library = NULL;
  void *handle = subkit_open_runtime_library("SUBKIT_LIBCURL", candidates, &library);
  if (handle == NULL) {
    snprintf(load_error, sizeof load_error,
             "libcurl (%s) cannot be loaded: webhook delivery needs it at run time "
             "(Debian/Ubuntu: apt-get install libcurl4; macOS ships /usr/lib/libcurl.4.dylib; "
             "or set SUBKIT_LIBCURL to its path)",
             library);
    load_status = 1;
    return;
  }
#define SUBKIT_RESOLVE(fn)                                                                  \
  do {                                                                                      \
    *(void **)(&table.fn) = dlsym(handle, #fn);                                             \
    if (table.fn == NULL) {                                                                 \
      snprintf(load_error, sizeof load_error,                                               \
               "the libcurl loaded (%s) has no %s: webhook delivery needs libcurl 7.20 or " \
               "later",                                                                     \
               library, #fn);                                                               \
      load_status = 2;                                                                      \
      return;                                                                               \
    }                                                                                       \
  } while (0)
#define SUBKIT_CURL(ret, fn, params, args) SUBKIT_RESOLVE(fn);
#define SUBKIT_CURL_VOID(fn, params, args) SUBKIT_RESOLVE(fn);
#include "subkit_curl_functions.h"
#undef SUBKIT_CURL
#undef SUBKIT_CURL_VOID
  SUBKIT_RESOLVE(curl_easy_setopt);
  SUBKIT_RESOLVE(curl_easy_getinfo);
#undef SUBKIT_RESOLVE
  // Once, before any thread makes a handle (curl_global_init is not thread-safe).
  subkit_curl_code code = table.curl_global_init(SUBKIT_CURL_GLOBAL_DEFAULT);
  if (code != SUBKIT_CURLE_OK) {
    snprintf(load_error, sizeof load_error, "libcurl (%s) could not start: curl_global_init: %s",
             library, table.curl_easy_strerror(code));
    load_status = 3;
    return;
  }
  load_status = 0;
}

int subkit_curl_load(char *error, size_t error_size) {
  pthread_once(&once, load);
  if (load_status != 0 && error != NULL && error_size > 0) {
    snprintf(error, error_size, "%s", load_error);
  }
  return load_status;
}

const struct subkit_curl_table *subkit_curl(void) {
  pthread_once(&once, load);
  if (load_status != 0) {
    fprintf(stderr, "error: %s\n", load_error);
    exit(1);
  }
  return &table;
}

/// libcurl's write callback: counts the bytes and keeps none.
static size_t discard(char *bytes, size_t size, size_t count, void *received) {
  (void)bytes;
  *(size_t *)received += size * count;
  return size * count;
}

subkit_curl_code subkit_curl_discard_body(SUBKIT_CURL_HANDLE *curl, size_t *received) {
  subkit_curl_code code = subkit_curl()->curl_easy_setopt(
      curl, SUBKIT_CURLOPT_WRITEFUNCTION,
      (size_t(*)(char *, size_t, size_t, void *))discard);
  if (code != SUBKIT_CURLE_OK) return code;
  return subkit_curl()->curl_easy_setopt(curl, SUBKIT_CURLOPT_WRITEDATA, (void *)received);
}
