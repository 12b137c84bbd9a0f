import Testing

@testable import subkit

/// Lines fitted to the demo's width: broken between words, never inside one,
/// colour codes kept whole and counted as nothing.
@Suite("Style.fit")
struct StyleFittingTests {
  @Test("A line that fits is left alone; a longer one breaks between words")
  func breaksBetweenWords() {
    #expect(Style.fit(" short line", width: 20) == [" short line"])
    #expect(
      Style.fit(" the quick brown fox jumps", width: 12) == [
        " the quick", "   brown fox", "   jumps",
      ])
  }

  @Test("A word wider than the line is cut with an ellipsis; deep or trailing padding shrinks")
  func cutsLongWords() {
    #expect(Style.fit(" https://example.com/very/long", width: 12) == [" https://ex…"])
    #expect(Style.fit(" ok" + String(repeating: " ", count: 50), width: 40).count == 1)
    let deep = String(repeating: " ", count: 45) + "deep words"
    #expect(Style.fit(deep, width: 40) == [String(repeating: " ", count: 20) + "deep words"])
  }

  @Test("Colour codes count for nothing and are never split")
  func colourCodes() {
    let style = Style(isEnabled: true)
    let line = " " + style.green("Pro") + " " + style.dim("monthly plan renews soon")
    let lines = Style.fit(line, width: 16)
    #expect(lines.allSatisfy { Style.visibleWidth($0) <= 16 })
    #expect(lines.joined().contains("\u{1B}[32mPro\u{1B}[0m"))
    #expect(lines.count == 3)
  }
}
