import Testing

@testable import CommandLineSupport

/// The one terminal escaping `subkit`, `subkit-analytics` and the doctor share.
@Suite("TerminalText")
struct TerminalTextTests {
  @Test(
    "Every C0 control, DEL, C1 control and bidirectional override becomes a visible escape",
    arguments: [0x00, 0x07, 0x09, 0x0A, 0x0D, 0x1B, 0x1F, 0x7F, 0x80, 0x9B, 0x9F, 0x202E, 0x2066]
  )
  func escapesControls(value: UInt32) throws {
    let scalar = try #require(Unicode.Scalar(value))
    let escaped = TerminalText.escape("a" + String(Character(scalar)) + "b")
    #expect(escaped == "a\\u{\(String(value, radix: 16, uppercase: true))}b")
  }

  @Test("An ESC sequence is left as plain text after its visible ESC")
  func escSequence() {
    #expect(
      TerminalText.escape("\u{1B}[31mred\u{1B}]52;c;eA==\u{7}")
        == "\\u{1B}[31mred\\u{1B}]52;c;eA==\\u{7}")
  }

  @Test("Printable text, accents, emoji and right-to-left letters pass unchanged")
  func printable() {
    for text in ["plain", "café ☕︎", "שלום", "=HYPERLINK(\"x\")", ""] {
      #expect(TerminalText.escape(text) == text)
    }
  }
}
