import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
  private let systemRead = Glibc.read
#elseif canImport(Musl)
  import Musl
  private let systemRead = Musl.read
#elseif canImport(Darwin)
  import Darwin
  private let systemRead = Darwin.read
#endif

/// Reads many files at once, spread over the machine's cores; a file that
/// cannot be read comes back with `bytes == nil` (reported as `unreadable-file`).
///
/// Files are opened by their raw path bytes (names need not be UTF-8), only
/// regular files are read, and a file larger than `maximumSize` is not read at all.
enum FileReader {
  /// The largest file the doctor reads (an app's source or settings file is far smaller).
  static let maximumSize = 32 << 20

  /// A file to read: its path relative to the audited directory and its raw absolute path.
  struct Request: Sendable {
    var path: String
    var rawPath: [UInt8]
  }

  /// The contents of each file, in the given order.
  static func readAll(_ files: [Request]) -> [ProjectSnapshot.File] {
    guard files.count > 8 else {
      return files.map { ProjectSnapshot.File(path: $0.path, bytes: contents($0.rawPath)) }
    }
    let read = ConcurrentSlots.map(files.count) { offset in
      ProjectSnapshot.File(path: files[offset].path, bytes: contents(files[offset].rawPath))
    }
    return read.enumerated().map { offset, file in
      file ?? ProjectSnapshot.File(path: files[offset].path, bytes: nil)
    }
  }

  /// The bytes of the regular file at `rawPath`, or `nil` when it cannot be read,
  /// is not a regular file or is larger than `maximumSize`.
  static func contents(_ rawPath: [UInt8]) -> [UInt8]? {
    let descriptor = open(DirectoryListing.cPath(rawPath), O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
      Int(info.st_size) <= maximumSize
    else { return nil }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if count == 0 { break }
      bytes.append(contentsOf: chunk[0..<count])
      guard bytes.count <= maximumSize else { return nil }
    }
    return bytes
  }
}
