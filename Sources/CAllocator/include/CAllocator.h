// Tuning the C allocator for a short-lived process (`subkit doctor`).
#ifndef SUBKIT_CALLOCATOR_H
#define SUBKIT_CALLOCATOR_H

#include <stddef.h>

/// Asks the allocator to take memory from the system in steps of at least
/// `bytes` (glibc's M_TOP_PAD) instead of page by page. Returns 1 when the
/// allocator took the setting, 0 where there is no such setting (not glibc).
int subkit_allocator_grow_in_steps(size_t bytes);

/// Starts the program again, with the same arguments, with glibc's
/// `glibc.malloc.hugetlb=1` tunable added to `GLIBC_TUNABLES` — which glibc
/// reads only when a process starts — so the allocator asks the kernel for
/// transparent huge pages. Does nothing (returns 0) where that is no help or
/// already done: not glibc on Linux, huge pages off, the tunable already set.
/// Returns -1, with the environment as it was, when the restart fails; on
/// success it does not return.
int subkit_allocator_restart_with_huge_pages(char *const argv[]);

#endif
