// Opens a C library at run time (see CRuntimeLibrary.h).
#include "CRuntimeLibrary.h"

#include <dlfcn.h>
#include <stddef.h>
#include <stdlib.h>

void *subkit_open_runtime_library(const char *override_variable,
                                  const char *const *candidates, const char **shown) {
  const char *override = getenv(override_variable);
  if (override != NULL && override[0] != '\0') {
    *shown = override;
    return dlopen(override, RTLD_NOW | RTLD_LOCAL);
  }
  *shown = candidates[0];
  void *handle = NULL;
  for (int index = 0; candidates[index] != NULL && handle == NULL; index++) {
    handle = dlopen(candidates[index], RTLD_NOW | RTLD_LOCAL);
  }
  return handle;
}
