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
}
