import Foundation

extension WebhookEventType: WireValue {
  static func read(_ scanner: inout JSONByteScanner) throws(JSONByteScanner.Failure)
    -> Self
  { Self(rawValue: try scanner.readString()) }
  func write(to writer: inout JSONTextWriter) { writer.string(rawValue) }
}

extension WebhookReason: WireValue {
  static func read(_ scanner: inout JSONByteScanner) throws(JSONByteScanner.Failure)
    -> Self
  { Self(rawValue: try scanner.readString()) }
  func write(to writer: inout JSONTextWriter) { writer.string(rawValue) }
}
