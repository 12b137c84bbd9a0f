import Foundation
import SubscriptionWire

/// A tiny key–value file store: the one edge through which SubscriptionKit
/// touches the disk (the customer-info/offerings cache and usage counts).
///
/// A struct of closures, so tests and previews swap the disk for memory and a
/// test can make a read fail. Names are plain file names (`"usage.json"`);
/// callers escape anything else with `FileStore.fileName(escaping:)`.
///
/// ```swift
/// let store = FileStore.directory(cachesURL.appending(path: "SubscriptionKit"))
/// try store.write(Data("{}".utf8), "usage.json")
/// ```
public struct FileStore: Sendable {
  /// The contents stored under a name, or nil when there is none.
  public var read: @Sendable (_ name: String) throws -> Data?
  /// Replaces what is stored under a name, atomically: a reader sees the old
  /// contents or the new, never half of them.
  public var write: @Sendable (_ data: Data, _ name: String) throws -> Void
  /// Forgets what is stored under a name (no error when nothing is).
  public var remove: @Sendable (_ name: String) throws -> Void

  /// A store from three closures.
  public init(
    read: @escaping @Sendable (_ name: String) throws -> Data?,
    write: @escaping @Sendable (_ data: Data, _ name: String) throws -> Void,
    remove: @escaping @Sendable (_ name: String) throws -> Void
  ) {
    self.read = read
    self.write = write
    self.remove = remove
  }

  /// Files in `directory`, created on the first write. Writes go to a
  /// temporary file that is flushed to disk, renamed over the old one, and
  /// the folder flushed too (`DurableFile`), so a crash or a power loss
  /// mid-write leaves the previous contents or the new, never neither.
  public static func directory(_ directory: URL) -> FileStore {
    FileStore(
      read: { name in
        let url = directory.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try Data(contentsOf: url)
      },
      write: { data, name in
        try FileManager.default.createDirectory(
          at: directory, withIntermediateDirectories: true)
        try DurableFile.write(data, to: directory.appendingPathComponent(name))
      },
      remove: { name in
        let url = directory.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        try FileManager.default.removeItem(at: url)
        try DurableFile.syncFolder(directory)
      })
  }

  /// A store in memory, empty at first: for tests, previews and apps that want
  /// no disk cache.
  public static func inMemory(_ contents: [String: Data] = [:]) -> FileStore {
    let files = Locked(contents)
    return FileStore(
      read: { name in files.withLock { $0[name] } },
      write: { data, name in files.withLock { $0[name] = data } },
      remove: { name in files.withLock { _ = $0.removeValue(forKey: name) } })
  }

  /// `SubscriptionKit/` in the user's caches directory (`~/Library/Caches` on
  /// Apple platforms, `~/.cache` on Linux).
  public static var defaultDirectory: URL {
    let caches =
      FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
      ?? FileManager.default.temporaryDirectory
    return caches.appendingPathComponent("SubscriptionKit", isDirectory: true)
  }

  /// `text` made safe as a file name: letters, digits, `-`, `_` and `.` stay,
  /// every other byte becomes `%XX`, so distinct texts give distinct names
  /// (`"$RCAnonymousID:ab"` → `"%24RCAnonymousID%3Aab"`).
  public static func fileName(escaping text: String) -> String {
    var name = ""
    for byte in text.utf8 {
      let scalar = Unicode.Scalar(byte)
      if byte < 0x80,
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || byte == 0x2D
          || byte == 0x5F || (byte == 0x2E && !name.isEmpty)
      {
        name.unicodeScalars.append(scalar)
      } else {
        name += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
      }
    }
    return name.isEmpty ? "%" : name
  }
}
