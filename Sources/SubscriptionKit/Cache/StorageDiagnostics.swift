import Foundation
import SubscriptionWire

/// Where the cache and the usage meter report what they could not do: a
/// failed write is never swallowed, and never a crash either.
///
/// A cache that cannot be written only makes the next launch slower, and a
/// usage count that cannot be saved is lost at the next launch — both worth
/// knowing about. Each failure is kept (the latest 100) and passed to the
/// handler, where an app sends it to its logger.
///
/// ```swift
/// let diagnostics = StorageDiagnostics { logger.error("\($0.message)") }
/// let cache = SubscriptionCache(store: .directory(url), diagnostics: diagnostics)
/// let meter = UsageMeter(store: .directory(supportURL), diagnostics: diagnostics)
/// manager.storageDiagnostics.recent   // what went wrong lately
/// ```
public final class StorageDiagnostics: Sendable {
  /// One failure: what was being done, and why it failed.
  public struct Entry: Sendable, Hashable {
    /// The file name the write was for (`usage.json`).
    public let file: String
    /// One line: what failed and the system's reason.
    public let message: String
  }

  /// How many entries `recent` keeps.
  public static let limit = 100

  private let entries = Locked<[Entry]>([])
  private let handler: (@Sendable (Entry) -> Void)?

  /// Diagnostics that keep the latest failures and pass each to `handler`.
  public init(handler: (@Sendable (Entry) -> Void)? = nil) {
    self.handler = handler
  }

  /// The latest failures, oldest first.
  public var recent: [Entry] { entries.withLock { $0 } }

  /// Records that writing `file` failed with `error`.
  public func record(_ action: String, file: String, error: any Error) {
    let entry = Entry(
      file: file, message: "\(action) \(file) failed: \(error.localizedDescription)")
    entries.withLock { entries in
      entries.append(entry)
      if entries.count > Self.limit { entries.removeFirst(entries.count - Self.limit) }
    }
    handler?(entry)
  }
}
