import Foundation
import Testing

@testable import StoreSimulator
@testable import SubscriptionWire

/// The hand-written JSON writer's numbers: what `String(_:)` and
/// `Decimal.description` write, byte for byte.
@Suite("JSON text writer numbers")
struct JSONTextWriterTests {
  @Test("Integers: digits as String(_:) writes them, both extremes included")
  func integers() {
    let values: [Int64] = [0, 7, -7, 10, 99, 100, -1_000, 1_767_225_600_000, .max, .min]
    for value in values {
      var writer = JSONTextWriter(capacity: 32)
      writer.integer(value)
      #expect(writer.text == String(value))
    }
  }

  @Test("Decimals: description's text, remembered per representation, asked twice")
  func decimals() throws {
    let texts = ["0", "9.99", "-9.99", "0.3", "1.50", "1.5", "49.99", "1000", "0.0001", "-0"]
    var values = try texts.map { text in
      try #require(Decimal(string: text))
    }
    values += [
      Decimal(15) / 10, Decimal(150) / 100, Decimal(sign: .plus, exponent: 3, significand: 12),
    ]
    for value in values + values {
      var writer = JSONTextWriter(capacity: 32)
      writer.decimal(value)
      #expect(writer.text == value.description)
    }
  }

  @Test("Escaped text reads back as the text through JSONDecoder, whatever it holds")
  func escapedText() throws {
    let texts = [
      "", "plain", "quote \" and backslash \\", "line\nbreak\ttab\r", "\u{0}\u{1}\u{8}\u{c}\u{1f}",
      "ünïcödé 💸", "</script>",
    ]
    for text in texts {
      let escaped = JSONTextWriter.escaped(text)
      #expect(!escaped.unicodeScalars.contains { $0.value < 0x20 })
      let document = Data(("[\"" + escaped + "\"]").utf8)
      #expect(try JSONDecoder().decode([String].self, from: document) == [text])
    }
  }

  @Test("Strings: JSONEncoder's bytes with each escaped byte at every place in an eight-byte word")
  func escapesAtEveryOffset() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    let escaped: [Character] = ["\"", "\\", "\n", "\r", "\t", "\u{8}", "\u{C}", "\u{0}", "\u{1F}"]
    let kept: [Character] = ["/", "\u{7F}", "é", " ", "~"]
    for character in escaped + kept {
      for offset in 0..<24 {
        for length in [offset + 1, offset + 9, 40] {
          var text = String(repeating: "a", count: length)
          text.insert(character, at: text.index(text.startIndex, offsetBy: offset))
          var writer = JSONTextWriter(capacity: 8)
          writer.string(text)
          #expect(writer.bytes == [UInt8](try encoder.encode(text)), "\(text.debugDescription)")
        }
      }
    }
  }
}
