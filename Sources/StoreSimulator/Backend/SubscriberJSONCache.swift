import Foundation
import SubscriptionWire

/// Subscriber documents already encoded, per customer: what a served
/// `GET /v1/subscribers/{id}` and `subkit store status` answer again while
/// nothing in the ledger changed.
///
/// A document is `{request_date, request_date_ms, subscriber}`, pretty-printed
/// with sorted keys; only the first two move with store time. So the encoded
/// text after them (the `subscriber` member, which depends on the ledger
/// alone for a known customer) is kept, and each answer is the two date lines
/// written for its own time followed by the kept text: byte for byte what
/// encoding the whole document would give. Whether the head written here is
/// `JSONEncoder`'s is checked on every encode: when it is not, nothing is kept
/// and every answer is encoded whole.
///
/// Emptied on every ledger write and reload (`SimulatorCore`), so a kept text
/// is never older than the state it came from. Used under the core's lock.
struct SubscriberJSONCache {
  /// At most this many customers are kept; past it the cache starts over.
  static let capacity = 20_000

  private var tails: [String: Data] = [:]
  /// The last head written, by its request date in milliseconds.
  private var lastHead: (milliseconds: Int64, head: Data)?

  /// Forgets every kept document.
  mutating func removeAll() {
    if !tails.isEmpty { tails.removeAll(keepingCapacity: true) }
  }

  /// The document of `appUserID` at `date`: the kept text after a new head,
  /// or `build()` encoded whole (and its text kept when `isKept`).
  mutating func document(
    for appUserID: String, at date: Date, isKept: Bool, build: () -> SubscriberResponse
  ) throws -> Data {
    if isKept, let tail = tails[appUserID] {
      let milliseconds = ISO8601.milliseconds(date)
      var data: Data
      if let last = lastHead, last.milliseconds == milliseconds {
        data = last.head
      } else {
        data = Self.head(date)
        lastHead = (milliseconds, data)
      }
      data.append(tail)
      return data
    }
    let response = build()
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let encoded = try encoder.encode(response)
    let head = Self.head(response.requestDate)
    if isKept, encoded.starts(with: head) {
      if tails.count >= Self.capacity { tails.removeAll(keepingCapacity: true) }
      tails[appUserID] = encoded.subdata(in: head.count..<encoded.count)
    }
    return encoded
  }

  /// The document's first lines up to the `subscriber` member, as
  /// `JSONEncoder` writes them (pretty-printed, sorted keys).
  static func head(_ date: Date) -> Data {
    Data(
      ("{\n  \"request_date\" : \"" + ISO8601.string(from: date) + "\",\n  \"request_date_ms\" : "
        + String(ISO8601.milliseconds(date)) + ",").utf8)
  }
}
