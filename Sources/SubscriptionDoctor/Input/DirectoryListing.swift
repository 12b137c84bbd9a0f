#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lists a directory with `readdir`, whose entry types avoid one `stat` per file
/// (the doctor walks trees of tens of thousands of files).
///
/// Names are kept as raw bytes: a file name need not be valid UTF-8, and the
/// doctor must still open it (it shows such names with U+FFFD in their place).
enum DirectoryListing {
  /// What an entry is. Only regular files are ever read: a FIFO or device could block or never end.
  enum Kind {
    case file, directory, symbolicLink, other
  }

  /// One entry: its name as bytes and as text, and its kind.
  struct Entry {
    var name: [UInt8]
    var kind: Kind

    /// The name for display and matching (invalid UTF-8 shown as U+FFFD).
    var text: String { String(decoding: name, as: UTF8.self) }

    /// Whether this entry's name sorts before `other`'s, byte by byte.
    func precedes(_ other: Entry) -> Bool {
      name.withUnsafeBufferPointer { left in
        other.name.withUnsafeBufferPointer { right in
          let common = min(left.count, right.count)
          guard common > 0, let leftStart = left.baseAddress, let rightStart = right.baseAddress
          else { return left.count < right.count }
          let order = memcmp(leftStart, rightStart, common)
          return order != 0 ? order < 0 : left.count < right.count
        }
      }
    }
  }

  /// The entries of the directory at the raw path `path` (without `.` and `..`);
  /// empty when it cannot be read.
  static func entries(of path: [UInt8]) -> [Entry] {
    // `d_name` is a stored field of every libc's `dirent`.
    guard let nameOffset = MemoryLayout<dirent>.offset(of: \.d_name),
      let directory = opendir(cPath(path))
    else { return [] }
    defer { closedir(directory) }
    var result: [Entry] = []
    while let entry = readdir(directory) {
      // The name is read up to its NUL in place: `entry.pointee.d_name` would
      // copy all 256 bytes of the field, but a record is only as long as its
      // name (`d_reclen`), so the copy ran past the end of the buffer readdir
      // fills and crashed when that end was the end of mapped memory.
      let nameStart = UnsafeRawPointer(entry).advanced(by: nameOffset)
      let name = Array(
        UnsafeRawBufferPointer(
          start: nameStart, count: strlen(nameStart.assumingMemoryBound(to: CChar.self))))
      if name.count <= 2, name.allSatisfy({ $0 == 0x2E }) { continue }
      let kind: Kind
      switch Int32(entry.pointee.d_type) {
      case Int32(DT_DIR): kind = .directory
      case Int32(DT_LNK): kind = .symbolicLink
      case Int32(DT_REG): kind = .file
      case Int32(DT_UNKNOWN): kind = self.kind(of: path + [0x2F] + name, following: false)
      default: kind = .other
      }
      result.append(Entry(name: name, kind: kind))
    }
    return result
  }

  /// What the raw path `path` is; with `following`, what a symbolic link points at.
  static func kind(of path: [UInt8], following: Bool) -> Kind {
    var info = stat()
    let status = following ? stat(cPath(path), &info) : lstat(cPath(path), &info)
    guard status == 0 else { return .other }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return .directory
    case S_IFLNK: return .symbolicLink
    case S_IFREG: return .file
    default: return .other
    }
  }

  /// `path` as a NUL-terminated C string.
  static func cPath(_ path: [UInt8]) -> [CChar] {
    path.map { CChar(bitPattern: $0) } + [0]
  }

  /// Calls `body` with `path` as a NUL-terminated C string built on the stack
  /// (no allocation: the doctor opens tens of thousands of files).
  static func withCPath<Result>(
    _ path: [UInt8], _ body: (UnsafePointer<CChar>) -> Result
  ) -> Result {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: path.count + 1) { buffer in
      for (offset, byte) in path.enumerated() { buffer[offset] = CChar(bitPattern: byte) }
      buffer[path.count] = 0
      // A buffer of at least one element always has an address; an empty C string otherwise.
      guard let start = buffer.baseAddress else {
        return withUnsafePointer(to: CChar(0)) { body($0) }
      }
      return body(UnsafePointer(start))
    }
  }
}
