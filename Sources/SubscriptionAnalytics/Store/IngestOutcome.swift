/// What ingesting one event did.
public enum IngestOutcome: Sendable, Equatable {
  /// The event was new and is now durably stored.
  case stored
  /// An event with this id was already stored; nothing changed.
  case duplicate
}
