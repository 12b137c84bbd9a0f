// The libcurl functions WebhookPoster calls, one line each: return type, name,
// parameters, arguments. CLibCurl.h turns the list into a table filled by
// dlsym and a static inline subkit_<name> function that calls through it.
// curl_easy_setopt and curl_easy_getinfo take variable arguments, so they are
// table entries of their own with typed wrappers in CLibCurl.h.
// Included only by CLibCurl.h and CLibCurl.c (no include guard on purpose).

SUBKIT_CURL(subkit_curl_code, curl_global_init, (long flags), (flags))
SUBKIT_CURL(SUBKIT_CURL_HANDLE *, curl_easy_init, (void), ())
SUBKIT_CURL(subkit_curl_code, curl_easy_perform, (SUBKIT_CURL_HANDLE *curl), (curl))
SUBKIT_CURL_VOID(curl_easy_cleanup, (SUBKIT_CURL_HANDLE *curl), (curl))
SUBKIT_CURL(const char *, curl_easy_strerror, (subkit_curl_code code), (code))
SUBKIT_CURL(struct curl_slist *, curl_slist_append, (struct curl_slist *list, const char *string), (list, string))
SUBKIT_CURL_VOID(curl_slist_free_all, (struct curl_slist *list), (list))
