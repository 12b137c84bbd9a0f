// Tuning the C allocator for a short-lived process (see CAllocator.h).
//
// glibc gives each thread's arena its own heap and grows it a few pages at a
// time, one mprotect per step, taken under the process's memory-map lock that
// the other threads' page faults also need. Parsing ten thousand files on every
// core makes those steps a sixth of the doctor's time (issue 29); with a large
// pad each heap is mapped once. Swift's Glibc module does not export
// <malloc.h>, hence this C file.
#include "CAllocator.h"

#include <stdlib.h>  // defines __GLIBC__ on glibc

#if defined(__GLIBC__)
#include <malloc.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#endif

int subkit_allocator_grow_in_steps(size_t bytes) {
#if defined(__GLIBC__)
  return mallopt(M_TOP_PAD, (int)bytes);
#else
  (void)bytes;
  return 0;
#endif
}

#if defined(__GLIBC__) && defined(__linux__)
// Whether the kernel gives huge pages to memory a process advises it to
// (`madvise` or `always` in /sys/kernel/mm/transparent_hugepage/enabled).
static int transparent_huge_pages_available(void) {
  FILE *file = fopen("/sys/kernel/mm/transparent_hugepage/enabled", "r");
  if (file == NULL) return 0;
  char line[128] = {0};
  int available = 0;
  if (fgets(line, sizeof line, file) != NULL) {
    available = strstr(line, "[madvise]") != NULL || strstr(line, "[always]") != NULL;
  }
  fclose(file);
  return available;
}
#endif

int subkit_allocator_restart_with_huge_pages(char *const argv[]) {
#if defined(__GLIBC__) && defined(__linux__)
  static const char name[] = "GLIBC_TUNABLES";
  static const char setting[] = "glibc.malloc.hugetlb=1";
  const char *current = getenv(name);
  // Already set, by an earlier start of this process or by the user.
  if (current != NULL && strstr(current, "glibc.malloc.hugetlb") != NULL) return 0;
  if (!transparent_huge_pages_available()) return 0;
  char value[2048];
  int written = current != NULL && current[0] != '\0'
                    ? snprintf(value, sizeof value, "%s:%s", current, setting)
                    : snprintf(value, sizeof value, "%s", setting);
  if (written < 0 || (size_t)written >= sizeof value) return 0;
  char *saved = current != NULL ? strdup(current) : NULL;
  if (current != NULL && saved == NULL) return 0;
  if (setenv(name, value, 1) != 0) {
    free(saved);
    return 0;
  }
  execv("/proc/self/exe", argv);
  // Still here: the restart failed (no /proc, say). Put the setting back and
  // go on in this process, as it is.
  if (saved != NULL) {
    setenv(name, saved, 1);
    free(saved);
  } else {
    unsetenv(name);
  }
  return -1;
#else
  (void)argv;
  return 0;
#endif
}
