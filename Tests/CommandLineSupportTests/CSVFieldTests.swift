import Testing

@testable import CommandLineSupport

/// CSV fields: RFC 4180 quoting, formula prefixes neutralised in text only.
@Suite("CSVField")
struct CSVFieldTests {
  @Test("Commas, quotes, CR and LF are quoted, inner quotes doubled")
  func quoting() {
    #expect(CSVField.text("plain").encoded == "plain")
    #expect(CSVField.text("a,b").encoded == "\"a,b\"")
    #expect(CSVField.text("\"quoted\"").encoded == "\"\"\"quoted\"\"\"")
    #expect(CSVField.text("line1\nline2").encoded == "\"line1\nline2\"")
    #expect(CSVField.text("a\rb").encoded == "\"a\rb\"")
    #expect(CSVField.text("").encoded == "")
  }

  @Test(
    "Text starting with a formula character is prefixed with a single quote",
    arguments: ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx", "\r\nx"])
  func formulas(text: String) {
    let encoded = CSVField.text(text).encoded
    let unquoted = encoded.hasPrefix("\"") ? String(encoded.dropFirst()) : encoded
    #expect(unquoted.hasPrefix("'" + String(text.prefix(1))), "\(encoded.debugDescription)")
  }

  @Test("Numbers we write keep their sign and stay unquoted")
  func numbers() {
    #expect(CSVField.number("-1.5").encoded == "-1.5")
    #expect(CSVField.number("+2").encoded == "+2")
    #expect(CSVField.number("").encoded == "")
    #expect(CSVField.number("2026-01-01").encoded == "2026-01-01")
  }

  @Test("A row keeps its field count whatever the text holds")
  func row() {
    let line = CSVField.row([
      .text("=HYPERLINK(\"http://x\",\"y\")"), .text("a,b"), .number("-3"), .text("x\ny"),
    ])
    #expect(line == "\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\",\"a,b\",-3,\"x\ny\"")
  }
}
