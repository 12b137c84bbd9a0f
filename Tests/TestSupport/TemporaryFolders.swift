import Foundation

/// Folders for tests, all inside one folder per test process that is removed when it exits.
public enum TemporaryFolders {
  /// A new empty folder `prefix-<UUID>` inside this process's parent folder.
  public static func make(_ prefix: String) throws -> URL {
    let folder = parent.appendingPathComponent(prefix + "-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// The parent folder, whose removal at exit is registered on first use.
  private static let parent: URL = {
    atexit { try? FileManager.default.removeItem(atPath: parentPath) }
    return URL(fileURLWithPath: parentPath, isDirectory: true)
  }()
}

/// `/tmp/subkit-tests-<pid>-<8 hex>`: a global, so the exit handler (a C function) can read it.
private let parentPath = FileManager.default.temporaryDirectory.appendingPathComponent(
  "subkit-tests-\(getpid())-\(UUID().uuidString.prefix(8).lowercased())"
).path
