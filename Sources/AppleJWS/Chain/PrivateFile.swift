import Foundation

/// File writes and reads for a chain folder, with POSIX calls so the mode is
/// set when the file is created (never a moment with a wider one).
enum PrivateFile {
  /// Creates `folder/name` (it must not exist) with `mode`, writes `data` and
  /// flushes it to disk.
  static func write(_ data: Data, to folder: URL, _ name: String, mode: mode_t = 0o600) throws {
    let path = folder.appendingPathComponent(name).path
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    guard descriptor >= 0 else { throw failure("create \(path)") }
    defer { close(descriptor) }
    // The umask may only narrow the mode; set it exactly.
    guard fchmod(descriptor, mode) == 0 else { throw failure("set the mode of \(path)") }
    var offset = 0
    try data.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return }
      while offset < raw.count {
        let written = Foundation.write(descriptor, base + offset, raw.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { throw failure("write \(path)") }
        offset += written
      }
    }
    guard fsync(descriptor) == 0 else { throw failure("flush \(path)") }
  }

  /// Reads `folder/name`; a key file must not be readable or writable by
  /// group or others.
  static func read(_ folder: URL, _ name: String, isKey: Bool) throws -> Data {
    let path = folder.appendingPathComponent(name).path
    var status = stat()
    guard stat(path, &status) == 0 else {
      throw failure(
        "read \(path) (a chain folder holds \(SigningChainFolder.rootFile), "
          + "\(SigningChainFolder.intermediateFile), \(SigningChainFolder.leafFile) and "
          + "\(SigningChainFolder.leafKeyFile))")
    }
    if isKey && status.st_mode & 0o077 != 0 {
      throw SigningChainError(
        .keyFileTooOpen,
        "\(path) can be read by other users (mode \(String(status.st_mode & 0o777, radix: 8))); "
          + "run: chmod 600 \(path)")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw failure("read \(path)")
    }
    return data
  }

  /// Flushes a folder's entries (after a rename into it); best effort.
  static func syncFolder(_ folder: URL) {
    let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }

  private static func failure(_ doing: String) -> SigningChainError {
    SigningChainError(.file, "could not \(doing): \(String(cString: strerror(errno)))")
  }
}
