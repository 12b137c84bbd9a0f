import Foundation

/// Numbers as the JSON documents write them.
enum JSONNumber {
  /// `value` exactly as written (`12.5`), or `null` when it is not a number
  /// (`Decimal.nan`, from amounts stored before ingest bounded them): JSON
  /// has no NaN, and a bare `NaN` would make the whole document unreadable.
  static func text(_ value: Decimal) -> String {
    value.isFinite ? "\(value)" : "null"
  }

  /// `json` from `JSONEncoder` with every bare `NaN` it wrote for a
  /// `Decimal.nan` replaced by `null`. Text inside strings is left alone.
  static func nullingNaN(_ json: String) -> String {
    guard json.utf8.contains(UInt8(ascii: "N")) else { return json }
    var output: [UInt8] = []
    output.reserveCapacity(json.utf8.count)
    let bytes = Array(json.utf8)
    var index = 0
    var inString = false
    while index < bytes.count {
      let byte = bytes[index]
      if inString {
        if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
          output += bytes[index...index + 1]
          index += 2
          continue
        }
        if byte == UInt8(ascii: "\"") { inString = false }
      } else if byte == UInt8(ascii: "\"") {
        inString = true
      } else if bytes[index...].starts(with: Self.nan) {
        output += Array("null".utf8)
        index += Self.nan.count
        continue
      }
      output.append(byte)
      index += 1
    }
    return String(decoding: output, as: UTF8.self)
  }

  private static let nan = Array("NaN".utf8)
}
