import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces files so that a crash or a power loss leaves the old contents or
/// the new, never neither: write a temporary file beside it, flush it to disk,
/// rename it over the old one, then flush the folder so the rename itself is
/// on disk. `Data.write(options: .atomic)` does only the first and third.
///
/// Used by `FileStore.directory` (cache, usage counts) and by `subkit` for
/// the simulator's `setup.json`.
package enum DurableFile {
  /// Atomically and durably replaces the file at `url` with `data`; the new
  /// file has `mode` from its creation on (0600 for a private key).
  ///
  /// - Throws: `CocoaError` (`.fileWriteUnknown` with the system's reason)
  ///   when any step fails; the old file is then untouched.
  package static func write(_ data: Data, to url: URL, mode: mode_t = 0o644) throws {
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, mode)
    guard descriptor >= 0 else { throw failure("create", temporary) }
    // The umask may only narrow the mode; set it exactly.
    guard fchmod(descriptor, mode) == 0 else {
      close(descriptor)
      unlink(temporary.path)
      throw failure("set the mode of", temporary)
    }
    var isRenamed = false
    defer { if !isRenamed { unlink(temporary.path) } }
    do {
      defer { close(descriptor) }
      try data.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
          guard let base = buffer.baseAddress else { break }
          let written = Foundation.write(descriptor, base + offset, buffer.count - offset)
          if written < 0 {
            if errno == EINTR { continue }
            throw failure("write", temporary)
          }
          offset += written
        }
      }
      guard fsync(descriptor) == 0 else { throw failure("flush", temporary) }
    }
    guard rename(temporary.path, url.path) == 0 else { throw failure("rename", url) }
    isRenamed = true
    try syncFolder(folder)
  }

  /// Flushes a folder's entries (a rename or a new file in it) to disk.
  package static func syncFolder(_ folder: URL) throws {
    let descriptor = open(folder.path, O_RDONLY)
    guard descriptor >= 0 else { throw failure("open", folder) }
    defer { close(descriptor) }
    guard fsync(descriptor) == 0 else { throw failure("flush", folder) }
  }

  private static func failure(_ action: String, _ url: URL) -> CocoaError {
    let reason = String(cString: strerror(errno))
    return CocoaError(
      .fileWriteUnknown,
      userInfo: [
        NSFilePathErrorKey: url.path,
        NSLocalizedDescriptionKey: "Cannot \(action) \(url.path): \(reason).",
      ])
  }
}
