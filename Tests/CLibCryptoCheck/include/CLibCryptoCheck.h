// Compiles CLibCrypto's declarations beside OpenSSL's real headers.
#ifndef SUBKIT_CLIBCRYPTO_CHECK_H
#define SUBKIT_CLIBCRYPTO_CHECK_H

/// How many functions were checked (the build fails before this runs when one differs).
int subkit_crypto_checked_function_count(void);

#endif
