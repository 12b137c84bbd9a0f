import Foundation
import SubscriptionKit

/// A position in a JSON document that knows its own path, so every read that
/// fails can say exactly where and what was expected.
///
/// The path is kept as a chain of steps and spelled out (`$.products[3].type`)
/// only when an error needs it: reading a 100,000-product file builds no
/// path strings. Used by the `.storekit` reader; not public.
struct JSONCursor {
  /// One step of a path: the member or element reached from the parent's path.
  final class Step: Sendable {
    let parent: Step?
    let key: String?
    let offset: Int

    init(parent: Step?, key: String?, offset: Int) {
      self.parent = parent
      self.key = key
      self.offset = offset
    }

    /// `$.products[3].type`.
    var path: String {
      var steps: [Step] = []
      var step: Step? = self
      while let current = step {
        steps.append(current)
        step = current.parent
      }
      var text = "$"
      for step in steps.reversed().dropFirst() {
        if let key = step.key { text += "." + key } else { text += "[\(step.offset)]" }
      }
      return text
    }
  }

  let value: JSONValue
  let step: Step
  let file: URL?

  /// The JSON path of this position, e.g. `$.products[3].type`.
  var path: String { step.path }

  /// Parses `data` as JSON (`JSONParser`: strict, one pass), or throws an error naming the file.
  static func parse(_ data: Data, file: URL?) throws -> JSONCursor {
    let parsed = data.withUnsafeBytes { raw in
      Result { () throws(JSONParser.Failure) -> JSONValue in
        try JSONParser.parse(raw.bindMemory(to: UInt8.self))
      }
    }
    switch parsed {
    case .success(let value):
      return JSONCursor(value: value, step: Step(parent: nil, key: nil, offset: 0), file: file)
    case .failure(let failure) where failure.isTooDeep:
      throw StoreKitConfigurationError(
        file: file, path: "$", expected: "a JSON document",
        found: "JSON nested too deep: the limit is \(JSONParser.maximumDepth) levels of arrays "
          + "and objects (line \(failure.line))")
    case .failure(let failure):
      throw StoreKitConfigurationError(
        file: file, path: "$", expected: "a JSON document",
        found: "text that is not valid JSON (\(failure.description))")
    }
  }

  /// The member `key`, or nil when it is missing or `null`.
  func optional(_ key: String) throws -> JSONCursor? {
    guard case .object(let members) = value else { throw mismatch("an object") }
    guard let member = members[key], member != .null else { return nil }
    return JSONCursor(value: member, step: Step(parent: step, key: key, offset: 0), file: file)
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
      JSONCursor(
        value: $0.element, step: Step(parent: step, key: nil, offset: $0.offset), file: file)
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
}
