import Foundation
import SubscriptionKit

/// A position in a JSON document that knows its own path, so every read that
/// fails can say exactly where and what was expected.
///
/// Used by the `.storekit` and project-file readers; not public.
struct JSONCursor {
  let value: JSONValue
  let path: String
  let file: URL?

  /// Parses `data` as JSON, or throws an error naming the file.
  static func parse(_ data: Data, file: URL?) throws -> JSONCursor {
    do {
      return JSONCursor(
        value: try JSONDecoder().decode(JSONValue.self, from: data), path: "$", file: file)
    } catch {
      throw StoreKitConfigurationError(
        file: file, path: "$", expected: "a JSON document",
        found: "text that is not valid JSON (\(Self.summary(of: error)))")
    }
  }

  /// The member `key`, or nil when it is missing or `null`.
  func optional(_ key: String) throws -> JSONCursor? {
    let members = try object()
    guard let member = members[key], member != .null else { return nil }
    return JSONCursor(value: member, path: path + "." + key, file: file)
  }

  /// The member `key`; missing or `null` is an error.
  func required(_ key: String) throws -> JSONCursor {
    guard let member = try optional(key) else {
      throw StoreKitConfigurationError(
        file: file, path: path + "." + key, expected: "a value", found: "nothing")
    }
    return member
  }

  /// The object's members.
  func object() throws -> [String: JSONValue] {
    guard case .object(let members) = value else { throw mismatch("an object") }
    return members
  }

  /// The array's elements, each with its own path.
  func array() throws -> [JSONCursor] {
    guard case .array(let elements) = value else { throw mismatch("an array") }
    return elements.enumerated().map {
      JSONCursor(value: $0.element, path: path + "[\($0.offset)]", file: file)
    }
  }

  /// The elements of the array `key`; a missing or `null` member reads as empty.
  func array(_ key: String) throws -> [JSONCursor] {
    try optional(key)?.array() ?? []
  }

  /// The value as a string.
  func string() throws -> String {
    guard case .string(let text) = value else { throw mismatch("a string") }
    return text
  }

  /// The value as a whole number.
  func int() throws -> Int {
    guard case .number(let number) = value, number.rounded() == number,
      let integer = Int(exactly: number)
    else { throw mismatch("a whole number") }
    return integer
  }

  /// The value as a Boolean.
  func bool() throws -> Bool {
    guard case .bool(let flag) = value else { throw mismatch("true or false") }
    return flag
  }

  /// An error at this position.
  func mismatch(_ expected: String) -> StoreKitConfigurationError {
    StoreKitConfigurationError(file: file, path: path, expected: expected, found: describe(value))
  }

  private func describe(_ value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool(let flag): "\(flag)"
    case .number(let number):
      number.rounded() == number && abs(number) < 1e15
        ? "the number \(Int(number))" : "the number \(number)"
    case .string(let text): "\"\(text.count > 60 ? String(text.prefix(60)) + "…" : text)\""
    case .array: "an array"
    case .object: "an object"
    }
  }

  private static func summary(of error: any Error) -> String {
    if case DecodingError.dataCorrupted(let context) = error {
      let underlying = (context.underlyingError as? NSError)?.userInfo[NSDebugDescriptionErrorKey]
      return (underlying as? String) ?? context.debugDescription
    }
    return String(describing: error)
  }
}
