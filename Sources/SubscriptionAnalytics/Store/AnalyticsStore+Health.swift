import Foundation
import SQLiteSupport

extension AnalyticsStore {
  /// Checks the database now: that it can be reached (PostgreSQL reconnects
  /// here when its backoff allows), that a SQLite file passes
  /// `PRAGMA quick_check` (read on a connection of its own, so webhooks are
  /// not held while it reads), and counts the events.
  ///
  /// A damaged file makes the store refuse every later ingest (a webhook is
  /// never acknowledged into a file that fails the check).
  public func health() -> AnalyticsHealth {
    do {
      if let problem = try integrityProblem() {
        let damage = SQLiteAnalyticsDatabase.damaged(url.description, problem)
        state.withLock { $0.damage = damage }
        return AnalyticsHealth(status: .damaged, reason: damage.message)
      }
      if let damage = state.withLock({ $0.damage }) {
        return AnalyticsHealth(status: .damaged, reason: damage.message)
      }
      return AnalyticsHealth(status: .ok, events: try eventCount())
    } catch let error as AnalyticsError {
      if let damage = state.withLock({ $0.damage }) {
        return AnalyticsHealth(status: .damaged, reason: damage.message)
      }
      return AnalyticsHealth(status: .unavailable, reason: error.message)
    } catch {
      return AnalyticsHealth(status: .unavailable, reason: "\(error)")
    }
  }

  /// What `PRAGMA quick_check` finds wrong with a SQLite database, or nil
  /// (always nil on PostgreSQL, which keeps its own pages sound).
  private func integrityProblem() throws -> String? {
    guard let path = url.sqlitePath else { return nil }
    do {
      if path == ":memory:" {
        return try state.withLock { state in
          try (state.database as? SQLiteAnalyticsDatabase)?.damage()
        }
      }
      return try SQLiteAnalyticsDatabase.damage(ofFileAt: path)
    } catch {
      throw Self.databaseError(error, doing: "checking the file")
    }
  }
}
