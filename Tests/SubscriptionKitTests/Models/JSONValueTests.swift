import Foundation
import SubscriptionKit
import Testing

/// `JSONValue` tries likely kinds first (an object after an object sibling, a
/// member named `price`); a wrong guess must never change what is decoded.
@Suite("JSONValue: guessing a member's kind never changes what it decodes to")
struct JSONValueTests {
  static func decode(_ text: String) throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
  }

  @Test("Every kind after an object sibling decodes as itself")
  func afterAnObject() throws {
    // One object first, then one member of each kind: whichever order the
    // decoder lists members in, some of them follow an object.
    let value = try Self.decode(
      """
      {"a": {"x": 1}, "b": "text", "c": 2.5, "d": true, "e": null, "f": [1, "two"],
       "g": {"y": {"z": false}}, "h": [], "i": {}}
      """)
    #expect(
      value
        == .object([
          "a": .object(["x": .number(1)]), "b": .string("text"), "c": .number(2.5),
          "d": .bool(true), "e": .null, "f": .array([.number(1), .string("two")]),
          "g": .object(["y": .object(["z": .bool(false)])]), "h": .array([]), "i": .object([:]),
        ]))
  }

  @Test("A member named price that is not an object decodes as what it is")
  func priceNotAnObject() throws {
    #expect(try Self.decode(#"{"price": 4.99}"#) == .object(["price": .number(4.99)]))
    #expect(try Self.decode(#"{"price": "4.99"}"#) == .object(["price": .string("4.99")]))
    #expect(
      try Self.decode(#"{"price": {"amount": 4.99, "currency": "USD"}}"#)
        == .object(["price": .object(["amount": .number(4.99), "currency": .string("USD")])]))
  }

  @Test("A dictionary of objects, as subscriptions are, decodes whole")
  func dictionaryOfObjects() throws {
    let entries = (0..<50).map { #""product_\#($0)": {"store": "app_store", "is_sandbox": true}"# }
    let value = try Self.decode("{" + entries.joined(separator: ",") + "}")
    guard case .object(let members) = value else {
      Issue.record("not an object: \(value)")
      return
    }
    #expect(members.count == 50)
    #expect(
      members["product_7"] == .object(["store": .string("app_store"), "is_sandbox": .bool(true)]))
  }
}
