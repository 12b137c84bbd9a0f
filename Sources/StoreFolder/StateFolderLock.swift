import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive lock on a state folder (`flock` on its `.lock` file), held
/// while a store is set up: two `subkit` processes creating the same folder
/// at once agree on one `setup.json` and one ledger. The kernel releases it
/// when the process ends, however it ends.
///
/// Commands on a store that is already set up do not take it: the ledger's
/// own write transactions keep them apart, and read-only commands write
/// nothing at all.
package final class StateFolderLock {
  private let descriptor: Int32

  /// Waits for the lock on `folder` (which must exist).
  package init(folder: URL) throws {
    let path = folder.appendingPathComponent(".lock").path
    // A local until the lock is held: `self.descriptor` is set last, so a
    // throw below leaves no instance whose deinit would close it again.
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw SetupError("cannot lock \(path): \(String(cString: strerror(errno)))")
    }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        let reason = String(cString: strerror(errno))
        close(descriptor)
        throw SetupError("cannot lock \(path): \(reason)")
      }
    }
    self.descriptor = descriptor
  }

  deinit {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
