import HTTPCore
import SubscriptionAnalytics
import SubscriptionWire

extension AnalyticsRoutes {
  /// The most values of one kind `/healthz` lists (the most frequent).
  static let unrecognizedLimit = 20

  /// `/healthz`'s `unrecognized` member: every kind, each value this code
  /// does not know with the number of stored events carrying it, e.g.
  /// `{"event_types": {"NEW_TYPE": 3}, "cancel_reasons": {}, "expiration_reasons": {}, "environments": {"STAGING": 2}}`.
  static func unrecognizedJSON(_ values: UnrecognizedValues) -> String {
    let kinds = UnrecognizedValues.Kind.allCases.map { kind in
      let members = values.values(kind, limit: unrecognizedLimit).map {
        "\"\(JSONTextWriter.escaped($0.value))\": \($0.count)"
      }
      return "\"\(kind.rawValue)\": {" + members.joined(separator: ", ") + "}"
    }
    return "{" + kinds.joined(separator: ", ") + "}"
  }
}
