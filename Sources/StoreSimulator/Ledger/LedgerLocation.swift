import Foundation

/// Where the simulator keeps its ledger.
public enum LedgerLocation: Sendable, Hashable {
  /// In memory: gone when the simulator is. For tests.
  case inMemory
  /// A SQLite file (created if missing), in WAL mode. Survives the process
  /// being killed at any instant: no committed step lost, none doubled.
  case file(URL)
}
