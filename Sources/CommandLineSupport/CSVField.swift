import Foundation

/// One field of a CSV row as the tools write it: RFC 4180 quoting, and no
/// text a spreadsheet would run as a formula.
///
/// A field holding a comma, a double quote, CR or LF is quoted, its quotes
/// doubled, so every row keeps its field count whatever a name holds. Text
/// from outside (`.text`: variant names, ids) that starts with `=`, `+`, `-`,
/// `@`, a tab or CR is prefixed with `'`, as OWASP advises against CSV
/// injection, so `=HYPERLINK(…)` stays text when the file is opened in a
/// spreadsheet. Numbers we write (`.number`) are never prefixed: `-1.5`
/// stays a number. Control characters are kept (CSV is data; quoting keeps
/// them inside their field).
///
/// ```swift
/// CSVField.row([.text("=1+1"), .text("a,b"), .number("-2")])  // "'=1+1,\"a,b\",-2"
/// ```
package enum CSVField: Sendable, Hashable {
  /// Text from outside: neutralised, then quoted when needed.
  case text(String)
  /// A number (or a date) the tool formatted itself: quoted when needed only.
  case number(String)

  /// The characters that make a spreadsheet read a cell as a formula.
  static let formulaPrefixes: Set<Character> = ["=", "+", "-", "@", "\t", "\r", "\r\n"]

  /// The field as it appears in a row.
  package var encoded: String {
    var value: String
    switch self {
    case .number(let number): value = number
    case .text(let text):
      value = text
      if let first = text.first, Self.formulaPrefixes.contains(first) { value = "'" + text }
    }
    guard value.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else {
      return value
    }
    return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// `fields` as one CSV line (without the line break).
  package static func row(_ fields: [CSVField]) -> String {
    fields.map(\.encoded).joined(separator: ",")
  }
}
