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
/// cannot be read comes back with `bytes == nil` and the reason in
/// `readError` (reported as `unreadable-file`).
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
    guard files.count > 8 else { return files.map(file) }
    let read = ConcurrentSlots.map(files.count) { file(files[$0]) }
    return read.enumerated().map { offset, read in
      read ?? ProjectSnapshot.File(path: files[offset].path, bytes: nil)
    }
  }

  private static func file(_ request: Request) -> ProjectSnapshot.File {
    switch contents(request.rawPath) {
    case .success(let bytes): ProjectSnapshot.File(path: request.path, bytes: bytes)
    case .failure(let error):
      ProjectSnapshot.File(path: request.path, bytes: nil, readError: error.reason)
    }
  }

  /// Why a file was not read, as the end of the sentence "Could not read the file: …".
  struct Failure: Error {
    var reason: String
  }

  /// The bytes of the regular file at `rawPath`; a `Failure` naming the
  /// reason when it cannot be opened, is not a regular file or is larger than
  /// `maximumSize`.
  static func contents(_ rawPath: [UInt8]) -> Result<[UInt8], Failure> {
    let descriptor = DirectoryListing.withCPath(rawPath) { open($0, O_RDONLY | O_NONBLOCK) }
    guard descriptor >= 0 else { return .failure(systemFailure(errno)) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .failure(systemFailure(errno)) }
    guard info.st_mode & S_IFMT == S_IFREG else {
      return .failure(Failure(reason: "it is not a regular file"))
    }
    let size = Int(info.st_size)
    guard size <= maximumSize else { return .failure(tooLarge(size)) }
    // One allocation of the size `fstat` gave, filled by `read` directly
    // (never zeroed first). A file that shrank since `fstat` is read as it is
    // now; one that grew is read as it was (no extra `read` per file to look
    // for more: 10,000 files are 10,000 system calls).
    var failure: Int32?
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
      var filled = 0
      while filled < size {
        let count = systemRead(descriptor, buffer.baseAddress.map { $0 + filled }, size - filled)
        if count < 0 {
          if errno == EINTR { continue }
          failure = errno
          break
        }
        if count == 0 { break }
        filled += count
      }
      initialized = filled
    }
    if let failure { return .failure(systemFailure(failure)) }
    return .success(bytes)
  }

  private static func tooLarge(_ size: Int) -> Failure {
    let mebibytes = (Double(size) / Double(1 << 20) * 10).rounded(.down) / 10
    return Failure(
      reason:
        "it is \(mebibytes) MiB, over the doctor's limit of \(maximumSize >> 20) MiB for one file")
  }

  private static func systemFailure(_ code: Int32) -> Failure {
    Failure(reason: String(cString: strerror(code)).lowercased())
  }
}
