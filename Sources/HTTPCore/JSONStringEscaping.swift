import Foundation

/// Escaping for text put inside a JSON string.
package enum JSONStringEscaping {
  /// `text` safe between double quotes in JSON.
  package static func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case let control where control.value < 0x20:
        result += String(format: "\\u%04x", control.value)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
