// Opening a C library at run time, as CLibCrypto (libcrypto) and CLibCurl
// (libcurl) do: the library a named environment variable points at, or else
// the first of the usual names that loads. So `subkit` links neither, and a
// machine without one fails only the command that needs it, in one line.
#ifndef SUBKIT_CRUNTIMELIBRARY_H
#define SUBKIT_CRUNTIMELIBRARY_H

/// Opens the library `getenv(override_variable)` names when it is set and not
/// empty, otherwise the first of `candidates` (a NULL-terminated list) that
/// dlopen loads. Sets `*shown` to the name an error should show (the
/// override, or the first candidate). Returns the handle, or NULL.
void *subkit_open_runtime_library(const char *override_variable,
                                  const char *const *candidates, const char **shown);

#endif
