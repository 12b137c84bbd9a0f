/// Why the doctor could not audit a directory at all (problems inside it are findings).
public enum DoctorError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The directory does not exist.
  case directoryNotFound(String)
  /// The path exists but is a file.
  case notADirectory(String)

  /// One line saying what happened and what to do.
  public var description: String {
    switch self {
    case .directoryNotFound(let path):
      "directory '\(path)' does not exist; pass the folder that holds your .xcodeproj"
    case .notADirectory(let path):
      "'\(path)' is not a directory; pass the folder that holds your .xcodeproj"
    }
  }
}
