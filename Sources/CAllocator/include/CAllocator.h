// Tuning the C allocator for a short-lived process (`subkit doctor`).
#ifndef SUBKIT_CALLOCATOR_H
#define SUBKIT_CALLOCATOR_H

#include <stddef.h>

/// Asks the allocator to take memory from the system in steps of at least
/// `bytes` (glibc's M_TOP_PAD) instead of page by page. Returns 1 when the
/// allocator took the setting, 0 where there is no such setting (not glibc).
int subkit_allocator_grow_in_steps(size_t bytes);

#endif
