import Foundation
import Observation
import SubscriptionWire

/// Counts how often a free customer used each quota feature in the current
/// period, and keeps the counts across launches.
///
/// Periods are calendar periods in the injected calendar and its time zone: a
/// monthly quota resets at local midnight on the first, a daily one at local
/// midnight — whether that day has 23, 24 or 25 hours. Counts are written with
/// an atomic, durable write after every change, under the same lock as the
/// change, so two records always persist as two; a write that fails is
/// reported to `diagnostics`. An unreadable file counts as no usage.
///
/// ```swift
/// let meter = UsageMeter(store: .directory(appSupportURL))
/// meter.record(invoices)
/// meter.count(for: invoices)   // 1 this month
/// ```
public final class UsageMeter: Sendable, Observable {
  /// The file the counts live in.
  public static let fileName = "usage.json"

  private let records: Locked<[String: UsageRecord]>
  /// Tells observers (views reading counts, directly or through a
  /// `FeatureGate`) that counts changed.
  private let registrar = ObservationRegistrar()
  /// How many times the counts changed; what observers of a count track.
  private let changes = Locked(0)
  var revision: Int {
    registrar.access(self, keyPath: \.revision)
    return changes.current
  }
  private let store: FileStore
  private let calendar: Calendar
  private let now: @Sendable () -> Date
  /// Where failed writes are reported.
  public let diagnostics: StorageDiagnostics

  /// A meter persisting to `store`, counting periods in `calendar` (with its
  /// time zone) at the time `clock` gives — pass the manager's clock, so
  /// quotas and access read one time line — reporting failed writes to
  /// `diagnostics` (pass the manager's, `manager.storageDiagnostics`).
  public init(
    store: FileStore, calendar: Calendar = .autoupdatingCurrent,
    clock: SubscriptionClock = .live,
    diagnostics: StorageDiagnostics = StorageDiagnostics()
  ) {
    self.store = store
    self.diagnostics = diagnostics
    self.calendar = calendar
    self.now = clock.dateProvider
    let saved = (try? store.read(Self.fileName)).flatMap {
      try? JSONDecoder().decode([String: UsageRecord].self, from: $0)
    }
    records = Locked(saved ?? [:])
  }

  /// A meter whose time is `now`; the same as passing
  /// `SubscriptionClock(now: now, …)` as `clock` (a meter never sleeps).
  public convenience init(
    store: FileStore, calendar: Calendar = .autoupdatingCurrent,
    now: @escaping @Sendable () -> Date,
    diagnostics: StorageDiagnostics = StorageDiagnostics()
  ) {
    self.init(
      store: store, calendar: calendar,
      clock: SubscriptionClock(now: now, sleep: { _ in }), diagnostics: diagnostics)
  }

  /// Uses of `feature` in the current period (0 for features without a quota).
  public func count(for feature: Feature) -> Int {
    guard let quota = feature.quota else { return 0 }
    let period = quota.period.interval(containing: now(), in: calendar)
    _ = revision
    return records.withLock { $0[feature.id]?.count(in: period) ?? 0 }
  }

  /// Records `uses` uses of `feature` in the current period and saves.
  public func record(_ feature: Feature, uses: Int = 1) {
    guard let quota = feature.quota, uses > 0 else { return }
    let period = quota.period.interval(containing: now(), in: calendar)
    // Change and save under one lock: a snapshot saved after the lock is
    // released could land after a newer one and undo it. Observers hear of it
    // outside the lock.
    changeCounts {
      records.withLock { records in
        let used = records[feature.id]?.count(in: period) ?? 0
        records[feature.id] = UsageRecord(periodStart: period.start, count: used + uses)
        save(records)
      }
    }
  }

  /// When `feature`'s current period ends and its count starts again.
  public func resetDate(for feature: Feature) -> Date? {
    feature.quota.map { $0.period.interval(containing: now(), in: calendar).end }
  }

  /// Forgets every count (for a "reset usage" debug action).
  public func resetAll() {
    changeCounts {
      records.withLock { records in
        records = [:]
        save(records)
      }
    }
  }

  /// Runs `change` as one change observers hear of.
  private func changeCounts(_ change: () -> Void) {
    registrar.withMutation(of: self, keyPath: \.revision) {
      change()
      changes.withLock { $0 += 1 }
    }
  }

  /// Writes the counts; called with the lock held.
  private func save(_ records: [String: UsageRecord]) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    do {
      try store.write(try encoder.encode(records), Self.fileName)
    } catch {
      // A count that cannot be saved is lost at the next launch: say so, never crash.
      diagnostics.record("saving usage counts to", file: Self.fileName, error: error)
    }
  }
}

/// One feature's count and the start of the period it belongs to.
struct UsageRecord: Sendable, Hashable, Codable {
  var periodStart: Date
  var count: Int

  /// The count if it belongs to `period`, else 0 (an older period).
  func count(in period: DateInterval) -> Int {
    periodStart == period.start ? count : 0
  }
}
