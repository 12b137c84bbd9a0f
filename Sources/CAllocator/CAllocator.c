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
#endif

int subkit_allocator_grow_in_steps(size_t bytes) {
#if defined(__GLIBC__)
  return mallopt(M_TOP_PAD, (int)bytes);
#else
  (void)bytes;
  return 0;
#endif
}
