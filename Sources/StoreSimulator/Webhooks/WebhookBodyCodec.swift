/// The outbox's stored form of a webhook body: the JSON with its most common
/// fixed substrings replaced by single bytes, exactly reversible.
///
/// Compact JSON never holds raw bytes 0x00–0x1F (inside strings they are
/// written as `\uXXXX`, `\n`, …), so those byte values are free to stand for
/// substrings: in table version 1, 0x01–0x1E each stand for one entry of
/// ``version1`` (the members' keys with their quotes, colon and comma, and the
/// simulator's constant values), and 0x1F says that the next byte is itself,
/// so any other bytes (whitespace in pretty-printed JSON) round-trip too. A stored form starts with its table's version byte,
/// which cannot start JSON; a stored body that starts with anything else (a
/// ledger written before the codec: `{`) is plain JSON and reads back as it is.
///
/// A body averages ~230 bytes stored instead of ~860, so an outbox page holds
/// about twelve events instead of four (see `SimulatorBenchmarks`).
///
/// A shipped table is never changed, since ledgers hold bodies written with
/// it: add `version2` with the next version byte and keep decoding this one.
/// Values the ledger audit searches for (`CUSTOMER_SUPPORT`) stay out of it.
enum WebhookBodyCodec {
  /// The first byte of a body stored with ``version1``.
  static let version1Byte: UInt8 = 0x01

  /// The byte that says the next byte is literal.
  static let literal: UInt8 = 0x1F

  /// Table version 1: entry `i` is written as byte `i + 1`. Never change it.
  static let version1: [[UInt8]] = [
    #"{"api_version":"1.0","event":{"aliases":[""#,
    #""],"app_id":"app_store_simulator","app_user_id":""#,
    #""],"app_id":""#,
    #","app_user_id":""#,
    #","cancel_reason":""#,
    #","commission_percentage":0.3,"country_code":"US","currency":"USD","entitlement_id":null,"#
      + #""entitlement_ids":["pro"],"environment":"SANDBOX","event_timestamp_ms":"#,
    #","commission_percentage":"#,
    #","country_code":""#,
    #","currency":""#,
    #","entitlement_id":"#,
    #","entitlement_ids":["#,
    #","environment":""#,
    #","event_timestamp_ms":"#,
    #","experiments":[],"expiration_at_ms":"#,
    #","expiration_reason":""#,
    #","grace_period_expiration_at_ms":"#,
    #","id":""#,
    "-0000-4000-8000-0000000",
    #","is_family_share":false,"offer_code":null,"original_app_user_id":""#,
    #","is_trial_conversion":"#,
    #","new_product_id":""#,
    #","original_transaction_id":""#,
    #","period_type":""#,
    #","presented_offering_id":null,"price":"#,
    #","price_in_purchased_currency":"#,
    #","product_id":""#,
    #","purchased_at_ms":"#,
    #","renewal_number":"#,
    #","store":"APP_STORE","subscriber_attributes":{},"takehome_percentage":0.7,"#
      + #""tax_percentage":0,"transaction_id":""#,
    #","type":""#,
  ].map { Array($0.utf8) }

  /// For each first byte, the version 1 entries starting with it, longest first.
  private static let candidates: [[Int]] = {
    var byFirstByte = [[Int]](repeating: [], count: 256)
    for (index, entry) in version1.enumerated() {
      guard let first = entry.first else { continue }
      byFirstByte[Int(first)].append(index)
    }
    return byFirstByte.map { $0.sorted { version1[$0].count > version1[$1].count } }
  }()

  /// The stored form of `body`: the version byte, then the body with the
  /// longest table entry at each position replaced by its byte.
  static func encode(_ body: [UInt8]) -> [UInt8] {
    var stored: [UInt8] = []
    stored.reserveCapacity(body.count / 2 + 16)
    stored.append(version1Byte)
    body.withUnsafeBufferPointer { input in
      var position = 0
      while position < input.count {
        let byte = input[position]
        if byte < 0x20 {
          stored.append(literal)
          stored.append(byte)
          position += 1
          continue
        }
        if let index = longestEntry(in: input, at: position) {
          stored.append(UInt8(index + 1))
          position += version1[index].count
        } else {
          stored.append(byte)
          position += 1
        }
      }
    }
    return stored
  }

  /// The body `stored` holds, byte for byte as it was written; a stored body
  /// that does not start with a version byte is returned as it is.
  static func decode(_ stored: some Collection<UInt8>) -> [UInt8] {
    guard stored.first == version1Byte else { return Array(stored) }
    var body: [UInt8] = []
    body.reserveCapacity(stored.count * 4)
    var bytes = stored.dropFirst().makeIterator()
    while let byte = bytes.next() {
      switch byte {
      case literal:
        if let next = bytes.next() { body.append(next) }
      case 0x01..<literal:
        body.append(contentsOf: version1[Int(byte) - 1])
      default:
        body.append(byte)
      }
    }
    return body
  }

  /// The index of the longest entry that `input` holds at `position`.
  private static func longestEntry(in input: UnsafeBufferPointer<UInt8>, at position: Int) -> Int? {
    for index in candidates[Int(input[position])] {
      let entry = version1[index]
      guard input.count - position >= entry.count else { continue }
      var matches = true
      for offset in 1..<entry.count where input[position + offset] != entry[offset] {
        matches = false
        break
      }
      if matches { return index }
    }
    return nil
  }
}
