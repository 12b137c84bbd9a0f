import Foundation

extension WebhookEvent {
  /// The event object as compact JSON with sorted keys: the same document
  /// `JSONEncoder` with `.sortedKeys` writes, many times faster, since every
  /// lifecycle step writes one (the ledger's hot path).
  package func jsonText() -> String {
    var writer = JSONTextWriter(capacity: 1_024)
    write(to: &writer)
    return writer.text
  }

  /// Writes the event object: the members `wireFields` writes for it, in
  /// sorted key order.
  package func write(to writer: inout JSONTextWriter) {
    Self.wireFields.write(self, to: &writer)
  }
}
