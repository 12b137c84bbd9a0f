import Foundation

/// A wire type whose fields are declared once, in `wireFields`; it is a
/// `WireValue` through them, so it nests in other wire types.
protocol WireObject: WireValue {
  /// The type's fields.
  static var wireFields: WireFields<Self> { get }
}

extension WireObject {
  static func read(_ scanner: inout JSONByteScanner) throws(JSONByteScanner.Failure)
    -> Self
  { try wireFields.read(&scanner) }

  func write(to writer: inout JSONTextWriter) { Self.wireFields.write(self, to: &writer) }

  /// What `rawData` records of it: the object as it was read, when it keeps that.
  var recordedJSON: JSONValue? { Self.wireFields.recordedJSON(of: self) }
}

extension WireObject {
  /// The object written by the fast writer into a buffer of `capacity` bytes
  /// to start with: its JSON, members in sorted key order.
  func wireJSONBytes(capacity: Int) -> [UInt8] {
    var writer = JSONTextWriter(capacity: capacity)
    write(to: &writer)
    return writer.bytes
  }
}
