import Foundation

/// One member of a wire object, declared once: its key, the kind of its
/// value, what its absence (or `null`) means, and when it is written. Every
/// codec of the object (`Codable`, the strict reader, the fast writer) is
/// driven by the object's table of these (`WireFields`), so adding a member
/// is one line in one place.
///
/// ```swift
/// .optional("renewal_number", \.renewalNumber, written: .whenPresent)
/// ```
struct WireField<Root>: Sendable {
  /// The member's name, as the fast writer writes it.
  let key: StaticString
  /// The member's name.
  let name: String
  /// The kind of its value (`String`, `Array<String>`, …), for tests that
  /// build random documents from the declaration.
  let kind: String
  /// Whether the member must be present and not `null`.
  let isRequired: Bool
  /// `Codable`: reads the member into `root`, recording in `records` what
  /// `rawData` keeps of it (a member left unrecorded is read back from the
  /// document); false when it is absent or `null`.
  let decode:
    @Sendable (
      inout Root, KeyedDecodingContainer<AnyCodingKey>, AnyCodingKey,
      _ records: inout [String: JSONValue]
    ) throws -> Bool
  /// The strict reader: reads the member's value (not `null`) into `root`.
  let read: @Sendable (inout Root, inout JSONByteScanner) throws(JSONByteScanner.Failure) -> Void
  /// Sets what an absent (or `null`) member reads as.
  let setAbsent: @Sendable (inout Root) -> Void
  /// Whether the member is written for `root`.
  let isWritten: @Sendable (Root) -> Bool
  /// `Codable`: writes the member's value.
  let encode:
    @Sendable (Root, inout KeyedEncodingContainer<AnyCodingKey>, AnyCodingKey) throws -> Void
  /// The fast writer: writes the member's value.
  let write: @Sendable (Root, inout JSONTextWriter) -> Void
}

/// When a member is written, given the object and whether the member's value
/// is what its absence reads as (so leaving it out loses nothing).
struct WireWriteRule<Root>: Sendable {
  let test: @Sendable (Root, _ isAbsentValue: Bool) -> Bool

  /// A rule of the object and the value's absence.
  init(_ test: @escaping @Sendable (Root, _ isAbsentValue: Bool) -> Bool) {
    self.test = test
  }

  /// Always written (`null` when an optional value is nil).
  static var always: Self { Self { _, _ in true } }
  /// Written when the value is not what absence reads as (`encodeIfPresent`).
  static var whenPresent: Self { Self { _, isAbsent in !isAbsent } }
  /// Written when `condition` holds for the object (`null` when nil).
  static func when(_ condition: @escaping @Sendable (Root) -> Bool) -> Self {
    Self { root, _ in condition(root) }
  }
}

extension WireField {
  /// `Codable`: member `key` as `Value` (nil when absent or `null`), its
  /// record for `rawData` added to `records`.
  private static func decoded<Value: WireValue>(
    _ container: KeyedDecodingContainer<AnyCodingKey>, _ key: AnyCodingKey, required: Bool,
    _ records: inout [String: JSONValue]
  ) throws -> Value? {
    guard let (value, record) = try Value.decodeMember(container, key, required: required) else {
      return nil
    }
    if let record { records[key.stringValue] = record }
    return value
  }

  /// A member that must be present and not `null`.
  static func required<Value: WireValue>(
    _ key: StaticString, _ path: WritableKeyPath<Root, Value> & Sendable,
    written rule: WireWriteRule<Root> = .always
  ) -> Self {
    Self(
      key: key, name: key.description, kind: "\(Value.self)", isRequired: true,
      decode: { root, container, codingKey, records in
        guard let value: Value = try decoded(container, codingKey, required: true, &records)
        else { return false }
        root[keyPath: path] = value
        return true
      },
      read: { root, scanner throws(JSONByteScanner.Failure) in
        root[keyPath: path] = try Value.read(&scanner)
      },
      setAbsent: { _ in },
      isWritten: { root in rule.test(root, false) },
      encode: { root, container, codingKey in
        try root[keyPath: path].encodeMember(&container, codingKey)
      },
      write: { root, writer in root[keyPath: path].write(to: &writer) })
  }

  /// A member whose absence or `null` reads as nil; nil is written as `null`
  /// when `rule` writes it.
  static func optional<Value: WireValue>(
    _ key: StaticString, _ path: WritableKeyPath<Root, Value?> & Sendable,
    written rule: WireWriteRule<Root>
  ) -> Self {
    Self(
      key: key, name: key.description, kind: "\(Value.self)", isRequired: false,
      decode: { root, container, codingKey, records in
        let value: Value? = try decoded(container, codingKey, required: false, &records)
        root[keyPath: path] = value
        return value != nil
      },
      read: { root, scanner throws(JSONByteScanner.Failure) in
        root[keyPath: path] = try Value.read(&scanner)
      },
      setAbsent: { root in root[keyPath: path] = nil },
      isWritten: { root in rule.test(root, root[keyPath: path] == nil) },
      encode: { root, container, codingKey in
        if let value = root[keyPath: path] {
          try value.encodeMember(&container, codingKey)
        } else {
          try container.encodeNil(forKey: codingKey)
        }
      },
      write: { root, writer in
        if let value = root[keyPath: path] { value.write(to: &writer) } else { writer.raw("null") }
      })
  }

  /// A member whose absence or `null` reads as `absent(root)` (computed after
  /// the members declared before it are read, so it may depend on them).
  static func defaulted<Value: WireValue>(
    _ key: StaticString, _ path: WritableKeyPath<Root, Value> & Sendable,
    absent: @escaping @Sendable (Root) -> Value, written rule: WireWriteRule<Root>
  ) -> Self {
    Self(
      key: key, name: key.description, kind: "\(Value.self)", isRequired: false,
      decode: { root, container, codingKey, records in
        guard let value: Value = try decoded(container, codingKey, required: false, &records)
        else { return false }
        root[keyPath: path] = value
        return true
      },
      read: { root, scanner throws(JSONByteScanner.Failure) in
        root[keyPath: path] = try Value.read(&scanner)
      },
      setAbsent: { root in root[keyPath: path] = absent(root) },
      isWritten: { root in rule.test(root, root[keyPath: path] == absent(root)) },
      encode: { root, container, codingKey in
        try root[keyPath: path].encodeMember(&container, codingKey)
      },
      write: { root, writer in root[keyPath: path].write(to: &writer) })
  }

  /// A member written as `null` when `rule` says so and ignored when read
  /// (RevenueCat's deprecated `entitlement_id`).
  static func alwaysNull(_ key: StaticString, written rule: WireWriteRule<Root>) -> Self {
    Self(
      key: key, name: key.description, kind: "null", isRequired: false,
      decode: { _, _, _, _ in false },
      read: { _, scanner throws(JSONByteScanner.Failure) in try scanner.skipValue() },
      setAbsent: { _ in },
      isWritten: { root in rule.test(root, true) },
      encode: { _, container, codingKey in try container.encodeNil(forKey: codingKey) },
      write: { _, writer in writer.raw("null") })
  }

  /// A text member read leniently, as RevenueCat's SDK reads some: absent,
  /// `null` or anything that is not a string reads as `Value(jsonValue: nil)`
  /// (and `rawData` keeps what was there).
  static func lenient<Value: WireText>(
    _ key: StaticString, _ path: WritableKeyPath<Root, Value> & Sendable,
    written rule: WireWriteRule<Root>
  ) -> Self {
    Self(
      key: key, name: key.description, kind: "lenient \(Value.self)", isRequired: false,
      decode: { root, container, codingKey, records in
        guard let text = try? container.decodeIfPresent(String.self, forKey: codingKey) else {
          return false
        }
        root[keyPath: path] = Value(jsonValue: text)
        records[codingKey.stringValue] = .string(text)
        return true
      },
      read: { root, scanner throws(JSONByteScanner.Failure) in
        guard scanner.nextIsString() else {
          try scanner.skipValue()
          root[keyPath: path] = Value(jsonValue: nil)
          return
        }
        root[keyPath: path] = Value(jsonValue: try scanner.readString())
      },
      setAbsent: { root in root[keyPath: path] = Value(jsonValue: nil) },
      isWritten: { root in rule.test(root, root[keyPath: path] == Value(jsonValue: nil)) },
      encode: { root, container, codingKey in
        try container.encode(root[keyPath: path].jsonText, forKey: codingKey)
      },
      write: { root, writer in
        if let text = root[keyPath: path].jsonText {
          writer.string(text)
        } else {
          writer.raw("null")
        }
      })
  }

  /// A member ignored when read (`rawData` keeps it) and written as
  /// `value(root)`, `null` when nil: the `*_ms` twins of RevenueCat's dates.
  static func derived(_ key: StaticString, _ value: @escaping @Sendable (Root) -> Int64?) -> Self {
    Self(
      key: key, name: key.description, kind: "derived", isRequired: false,
      decode: { _, _, _, _ in true },
      read: { _, scanner throws(JSONByteScanner.Failure) in try scanner.skipValue() },
      setAbsent: { _ in },
      isWritten: { _ in true },
      encode: { root, container, codingKey in try container.encode(value(root), forKey: codingKey)
      },
      write: { root, writer in
        if let number = value(root) { writer.integer(number) } else { writer.raw("null") }
      })
  }
}
