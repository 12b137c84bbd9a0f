/// LEGACY: reads outbox bodies written by ledgers of schema version 4 and
/// earlier, whose webhook bodies may be stored in a compact coded form. Only
/// migration 5 (`LedgerSchema`) uses it, to rewrite those bodies as JSON text;
/// nothing writes this form any more. Delete it together with migration 5's
/// body rewrite once no such ledgers need opening.
///
/// The coded form starts with the byte 0x01 (which cannot start JSON). After
/// it, bytes 0x01–0x1E each stand for one entry of ``table`` (byte `i` is entry
/// `i - 1`), 0x1F says the next byte is itself, and every other byte is
/// itself. A body that does not start with 0x01 is already JSON text.
enum LegacyCodedWebhookBody {
  /// The first byte of a coded body.
  static let marker: UInt8 = 0x01

  /// The byte that says the next byte is literal.
  static let literal: UInt8 = 0x1F

  /// The substitution table the coded form was written with. Never change it:
  /// old ledgers hold bodies written with exactly these entries.
  static let table: [[UInt8]] = [
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

  /// Whether `stored` is in the coded form (else it is JSON text).
  static func isCoded(_ stored: some Collection<UInt8>) -> Bool { stored.first == marker }

  /// The JSON text `stored` holds, byte for byte as it was written; a body
  /// that is not coded is returned as it is.
  static func decode(_ stored: some Collection<UInt8>) -> [UInt8] {
    guard isCoded(stored) else { return Array(stored) }
    var body: [UInt8] = []
    body.reserveCapacity(stored.count * 4)
    var bytes = stored.dropFirst().makeIterator()
    while let byte = bytes.next() {
      switch byte {
      case literal:
        if let next = bytes.next() { body.append(next) }
      case marker..<literal:
        body.append(contentsOf: table[Int(byte) - 1])
      default:
        body.append(byte)
      }
    }
    return body
  }
}
