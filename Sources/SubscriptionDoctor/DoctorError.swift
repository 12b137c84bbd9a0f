import CommandLineSupport

/// Why the doctor could not audit a directory at all (problems inside it are findings).
public enum DoctorError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The directory does not exist.
  case directoryNotFound(String)
  /// The path exists but is a file.
  case notADirectory(String)
  /// The directory holds no project and no file the doctor reads (Swift,
  /// xcconfig, plist, project files).
  case nothingToAudit(String)

  /// One line saying what happened and what to do (control characters in the path escaped).
  public var description: String {
    switch self {
    case .directoryNotFound(let path):
      "directory '\(TerminalText.escape(path))' does not exist; pass the folder that holds your .xcodeproj"
    case .notADirectory(let path):
      "'\(TerminalText.escape(path))' is not a directory; pass the folder that holds your .xcodeproj"
    case .nothingToAudit(let path):
      "no Xcode project here: '\(TerminalText.escape(path))' holds no .xcodeproj, project.yml, Project.swift, Package.swift or Swift file; pass the folder that holds your project"
    }
  }
}
