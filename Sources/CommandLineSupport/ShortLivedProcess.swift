import CAllocator

/// Settings for a process that does one job and exits, as every command-line
/// tool here does.
package enum ShortLivedProcess {
  /// Lets the C allocator take memory from the system in 64 MiB steps: call it
  /// first, before any thread starts, since glibc sizes each thread's heap when
  /// the thread first allocates. Untouched memory in a step is never paged in,
  /// so this costs address space, not memory. `subkit doctor` on ten thousand
  /// files spends a third less CPU time on it (issue 29: twelve thousand
  /// `mprotect` calls, each under the lock the other threads' page faults
  /// need, become a few dozen).
  /// - Returns: whether the allocator took the setting (glibc only).
  @discardableResult
  package static func growMemoryInLargeSteps() -> Bool {
    subkit_allocator_grow_in_steps(64 << 20) == 1
  }

  /// Starts this process again with glibc's allocator asking for transparent
  /// huge pages (`GLIBC_TUNABLES=glibc.malloc.hugetlb=1`, which glibc reads
  /// only at start), for a command that touches a lot of fresh memory at
  /// once: `subkit doctor` on ten thousand files takes 14,700 page faults
  /// without and under 1,000 with, about a sixth of its time (issue 29).
  /// Call it first thing; the arguments and the rest of the environment go
  /// through unchanged, and a user's own `GLIBC_TUNABLES` is kept. Returns
  /// only when there is nothing to do (not glibc on Linux, huge pages off, the
  /// setting already there) or the restart failed, and then the process goes
  /// on as it is.
  package static func restartWithHugePages() {
    _ = subkit_allocator_restart_with_huge_pages(CommandLine.unsafeArgv)
  }
}
