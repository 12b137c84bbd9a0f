#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lists a directory with `readdir`, whose entry types avoid one `stat` per file
/// (the doctor walks trees of tens of thousands of files).
enum DirectoryListing {
  /// What an entry is.
  enum Kind {
    case file, directory, symbolicLink
  }

  /// The entries of `path` (without `.` and `..`); empty when it cannot be read.
  static func entries(of path: String) -> [(name: String, kind: Kind)] {
    guard let directory = opendir(path) else { return [] }
    defer { closedir(directory) }
    var result: [(name: String, kind: Kind)] = []
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
      }
      if name == "." || name == ".." { continue }
      let kind: Kind
      switch Int32(entry.pointee.d_type) {
      case Int32(DT_DIR): kind = .directory
      case Int32(DT_LNK): kind = .symbolicLink
      case Int32(DT_REG): kind = .file
      default:
        var info = stat()
        guard lstat(path + "/" + name, &info) == 0 else { continue }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: kind = .directory
        case S_IFLNK: kind = .symbolicLink
        default: kind = .file
        }
      }
      result.append((name, kind))
    }
    return result
  }
}
