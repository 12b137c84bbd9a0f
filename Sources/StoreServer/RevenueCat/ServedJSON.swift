import Foundation

/// How every served document is written: pretty-printed, keys sorted,
/// slashes plain, and a final newline: byte for byte what
/// `subkit store status` prints for the same subscriber.
package enum ServedJSON {
  /// `value` as JSON text.
  package static func data(_ value: some Encodable) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding our own wire values and JSONValue cannot fail; an empty object stands in.
    var data = (try? encoder.encode(value)) ?? Data("{}".utf8)
    data.append(0x0A)
    return data
  }
}
