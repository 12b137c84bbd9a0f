import Foundation
import SubscriptionKit

/// The small JSON files a store folder keeps (`setup.json`, `api-keys.json`):
/// read whole, written atomically and durably, every failure one `SetupError` line.
enum FolderFile {
  /// The file's bytes; nil when it does not exist.
  ///
  /// - Throws: `SetupError` when it exists but cannot be read.
  static func read(_ url: URL) throws -> Data? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    do {
      return try Data(contentsOf: url)
    } catch {
      throw SetupError("cannot read \(url.path): \(reason(error))")
    }
  }

  /// Writes `value` as sorted, pretty-printed JSON, atomically and durably.
  ///
  /// - Throws: `SetupError` when it cannot be written.
  static func write(_ value: some Encodable, to url: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      try DurableFile.write(try encoder.encode(value), to: url)
    } catch {
      throw SetupError("cannot write \(url.path): \(reason(error))")
    }
  }
}
