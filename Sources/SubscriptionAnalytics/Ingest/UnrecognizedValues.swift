/// The values in stored events that this code does not know, counted: the
/// diagnostic `/healthz`, the dashboard and `subkit-analytics report` show.
///
/// RevenueCat adds event types and reasons without notice. Their events are
/// stored (and acknowledged) like any other, kept out of metrics until a
/// version that knows them rebuilds, and counted here, so someone sees them.
/// An environment other than `PRODUCTION` and `SANDBOX` is counted too; its
/// events have metrics of their own (`--environment NAME`).
public struct UnrecognizedValues: Sendable, Equatable {
  /// What kind of value.
  public enum Kind: String, Sendable, CaseIterable, Hashable {
    /// `event.type`.
    case eventTypes = "event_types"
    /// `event.cancel_reason`.
    case cancelReasons = "cancel_reasons"
    /// `event.expiration_reason`.
    case expirationReasons = "expiration_reasons"
    /// `event.environment`.
    case environments = "environments"

    /// The kind in words, for people (`event type`).
    public var label: String {
      switch self {
      case .eventTypes: "event type"
      case .cancelReasons: "cancel reason"
      case .expirationReasons: "expiration reason"
      case .environments: "environment"
      }
    }
  }

  /// How many stored events carry each value, by kind.
  public var counts: [Kind: [String: Int]] = [:]

  /// No unknown value anywhere.
  public init() {}

  /// Whether no stored event carries an unknown value.
  public var isEmpty: Bool { counts.values.allSatisfy(\.isEmpty) }

  /// The counts of `kind`, most frequent first (ties by value), at most `limit`.
  public func values(_ kind: Kind, limit: Int = .max) -> [(value: String, count: Int)] {
    (counts[kind] ?? [:]).map { (value: $0.key, count: $0.value) }
      .sorted { $0.count != $1.count ? $0.count > $1.count : $0.value < $1.value }
      .prefix(limit).map { $0 }
  }

  /// One line for people, nil when empty:
  /// `left out of metrics until understood: event type NEW_TYPE (3);
  /// in an environment of their own: STAGING (2)`. Shows at most `limit`
  /// values per kind.
  public func summary(limit: Int = 5) -> String? {
    func list(_ kind: Kind, label: Bool) -> String? {
      let all = counts[kind] ?? [:]
      guard !all.isEmpty else { return nil }
      var shown = values(kind, limit: limit).map { "\($0.value) (\($0.count))" }
      if all.count > limit { shown.append("and \(all.count - limit) more") }
      let name = label ? kind.label + (all.count == 1 ? " " : "s ") : ""
      return name + shown.joined(separator: ", ")
    }
    var parts: [String] = []
    let withheld = [Kind.eventTypes, .cancelReasons, .expirationReasons].compactMap {
      list($0, label: true)
    }
    if !withheld.isEmpty {
      parts.append("left out of metrics until understood: " + withheld.joined(separator: "; "))
    }
    if let environments = list(.environments, label: false) {
      parts.append("in an environment of their own: " + environments)
    }
    return parts.isEmpty ? nil : parts.joined(separator: "; ")
  }
}
