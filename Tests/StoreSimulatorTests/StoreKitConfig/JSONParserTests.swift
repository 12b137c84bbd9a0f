import Foundation
import SubscriptionKit
import Testing

@testable import StoreSimulator
@testable import SubscriptionWire

/// The `.storekit` reader's own JSON parser: exactly JSON, one line of error
/// for anything else, never a trap or a stack overflow.
@Suite("JSONParser")
struct JSONParserTests {
  @Test("Values parse as JSON defines them")
  func values() throws {
    let text = #"{"a": [1, -2.5e2, true, false, null], "b": "x\u00e9\ud83d\ude00\n\"", "c": {}}"#
    let value = try JSONParser.parse(Array(text.utf8))
    #expect(
      value
        == .object([
          "a": .array([.number(1), .number(-250), .bool(true), .bool(false), .null]),
          "b": .string("xé😀\n\""), "c": .object([:]),
        ]))
    // The same answers as Foundation's parser on every reference .storekit file.
    for file in try Fixtures.storekitFiles() {
      let data = try Data(contentsOf: file)
      #expect(
        try JSONParser.parse(Array(data)) == JSONDecoder().decode(JSONValue.self, from: data),
        "\(file.lastPathComponent)")
    }
  }

  @Test(
    "Anything that is not JSON is an error with its line",
    arguments: [
      ("{\"a\": 1,}", "unexpected '}' where a member name belongs (line 1)"),
      ("[1,\n2,]", "unexpected ']' where a value belongs (line 2)"),
      ("{\"a\": 01}", "unexpected '1' where ',' or '}' belongs (line 1)"),
      ("// comment\n{}", "unexpected '/' where a value belongs (line 1)"),
      ("\"\\ud800\"", "a lone surrogate in a \\u escape (line 1)"),
      ("\"tab\there\"", "a control character inside a string (line 1)"),
      ("{} {}", "text after the JSON value (line 1)"),
      ("\"open", "an unterminated string (line 1)"),
      ("", "the document ends where a value belongs (line 1)"),
    ])
  func notJSON(text: String, reason: String) {
    #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(Array(text.utf8)) }
    do {
      _ = try JSONParser.parse(Array(text.utf8))
    } catch {
      #expect(error.description == reason)
    }
  }

  @Test("Invalid UTF-8 and overlong forms are refused; every valid scalar is accepted")
  func utf8() {
    for bad: [UInt8] in [
      [0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82],
    ] {
      #expect(throws: JSONParser.Failure.self) { try JSONParser.parse([0x22] + bad + [0x22]) }
    }
    let good = "aé€😀\u{10FFFF}"
    #expect(throws: Never.self) { try JSONParser.parse(Array("\"\(good)\"".utf8)) }
  }

  @Test("Nesting deeper than 512 levels is an error, not a stack overflow")
  func deep() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(Array(deep.utf8)) }
    let fine = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect(throws: Never.self) { try JSONParser.parse(Array(fine.utf8)) }
  }

  @Test("A .storekit that is not JSON names the file and the line, one sentence")
  func storekitError() {
    let data = Data("{\n  \"products\": [,]\n}".utf8)
    #expect {
      try StoreKitConfiguration(data: data, file: URL(fileURLWithPath: "/tmp/Bad.storekit"))
    } throws: { error in
      "\(error)".contains("Bad.storekit") && "\(error)".contains("(line 2)")
        && !"\(error)".contains("\n")
    }
  }
}
