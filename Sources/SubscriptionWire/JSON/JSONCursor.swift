import Foundation

/// A position in a JSON document that knows its own path, so every read that
/// fails can say exactly where and what was expected.
///
/// The path is kept as a chain of steps and spelled out (`$.products[3].type`)
/// only when an error needs it: reading a 100,000-product file builds no
/// path strings. Used by the `.storekit` reader, which turns a `Mismatch`
/// into its own error; not public.
package struct JSONCursor {
  /// A value that is not what the reader expected: where, and what was there.
  package struct Mismatch: Error, Sendable, Hashable {
    /// The file read (nil when reading from memory).
    package let file: URL?
    /// The JSON path of the value (`$.products[0].type`); `$` is the document.
    package let path: String
    /// What the reader expected at `path`.
    package let expected: String
    /// What it found instead.
    package let found: String

    /// Creates a mismatch.
    package init(file: URL?, path: String, expected: String, found: String) {
      self.file = file
      self.path = path
      self.expected = expected
      self.found = found
    }
  }

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

  package let value: JSONValue
  let step: Step
  package let file: URL?

  /// The JSON path of this position, e.g. `$.products[3].type`.
  package var path: String { step.path }

  /// Parses `data` as JSON (`JSONParser`: strict, one pass), or throws an error naming the file.
  package static func parse(_ data: Data, file: URL?) throws -> JSONCursor {
    let parsed = data.withUnsafeBytes { raw in
      Result { () throws(JSONParser.Failure) -> JSONValue in
        try JSONParser.parse(raw.bindMemory(to: UInt8.self))
      }
    }
    switch parsed {
    case .success(let value):
      return JSONCursor(value: value, step: Step(parent: nil, key: nil, offset: 0), file: file)
    case .failure(let failure) where failure.isTooDeep:
      throw Mismatch(
        file: file, path: "$", expected: "a JSON document",
        found: "JSON nested too deep: the limit is \(JSONParser.maximumDepth) levels of arrays "
          + "and objects (line \(failure.line))")
    case .failure(let failure):
      throw Mismatch(
        file: file, path: "$", expected: "a JSON document",
        found: "text that is not valid JSON (\(failure.description))")
    }
  }

  /// The member `key`, or nil when it is missing or `null`.
  package func optional(_ key: String) throws -> JSONCursor? {
    guard case .object(let members) = value else { throw mismatch("an object") }
    guard let member = members[key], member != .null else { return nil }
    return JSONCursor(value: member, step: Step(parent: step, key: key, offset: 0), file: file)
  }

  /// The member `key`; missing or `null` is an error.
  package func required(_ key: String) throws -> JSONCursor {
    guard let member = try optional(key) else {
      throw Mismatch(
        file: file, path: path + "." + key, expected: "a value", found: "nothing")
    }
    return member
  }

  /// The object's members.
  package func object() throws -> [String: JSONValue] {
    guard case .object(let members) = value else { throw mismatch("an object") }
    return members
  }

  /// The array's elements, each with its own path.
  package func array() throws -> [JSONCursor] {
    guard case .array(let elements) = value else { throw mismatch("an array") }
    return elements.enumerated().map {
      JSONCursor(
        value: $0.element, step: Step(parent: step, key: nil, offset: $0.offset), file: file)
    }
  }

  /// The elements of the array `key`; a missing or `null` member reads as empty.
  package func array(_ key: String) throws -> [JSONCursor] {
    try optional(key)?.array() ?? []
  }

  /// The value as a string.
  package func string() throws -> String {
    guard case .string(let text) = value else { throw mismatch("a string") }
    return text
  }

  /// The value as a whole number.
  package func int() throws -> Int {
    guard case .number(let number) = value, number.rounded() == number,
      let integer = Int(exactly: number)
    else { throw mismatch("a whole number") }
    return integer
  }

  /// The value as a Boolean.
  package func bool() throws -> Bool {
    guard case .bool(let flag) = value else { throw mismatch("true or false") }
    return flag
  }

  /// An error at this position.
  package func mismatch(_ expected: String) -> Mismatch {
    Mismatch(file: file, path: path, expected: expected, found: describe(value))
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
