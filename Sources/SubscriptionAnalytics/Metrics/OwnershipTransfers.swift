/// Purchases moved between app user IDs by `TRANSFER` events, applied when
/// metrics read: a transaction made by X before X's purchases were
/// transferred to Y belongs to Y (and so does its revenue, for LTV), and
/// chains of transfers are followed in time order.
struct OwnershipTransfers: Sendable {
  private struct Move: Sendable {
    var at: Int64
    var eventID: String
    var to: String
  }

  /// Moves away from each user, by time then event id.
  private var moves: [String: [Move]] = [:]
  private var count = 0

  static let selectSQL = """
    SELECT from_user, to_user, transferred_at_ms, event_id FROM transfers WHERE environment = ?
    """

  /// Loads `environment`'s transfers.
  static func load(environment: AnalyticsEnvironment, from database: any AnalyticsDatabase)
    throws -> OwnershipTransfers
  {
    var transfers = OwnershipTransfers()
    try database.query(selectSQL, [.text(environment.rawValue)]) { row in
      transfers.moves[row.text(0), default: []].append(
        Move(at: row.int64(2), eventID: row.text(3), to: row.text(1)))
      transfers.count += 1
    }
    for user in transfers.moves.keys {
      transfers.moves[user]?.sort { ($0.at, $0.eventID, $0.to) < ($1.at, $1.eventID, $1.to) }
    }
    return transfers
  }

  /// When each transfer was made (ms).
  var instants: [Int64] { moves.values.flatMap { $0.map(\.at) } }

  /// Only the transfers made at or before `instant` (ms).
  func asOf(_ instant: Int64) -> OwnershipTransfers {
    guard moves.values.contains(where: { $0.contains { $0.at > instant } }) else { return self }
    var known = OwnershipTransfers()
    for (user, list) in moves {
      let kept = list.filter { $0.at <= instant }
      if !kept.isEmpty { known.moves[user] = kept }
      known.count += kept.count
    }
    return known
  }

  /// Whether there are none (the common case: nothing to do).
  var isEmpty: Bool { count == 0 }

  /// Who holds a purchase `user` made at `instant`, after every transfer at or after it.
  func owner(of user: String, since instant: Int64) -> String {
    var owner = user
    var time = instant
    for _ in 0..<count {
      guard let move = moves[owner]?.first(where: { $0.at >= time }) else { break }
      owner = move.to
      time = move.at
    }
    return owner
  }
}
