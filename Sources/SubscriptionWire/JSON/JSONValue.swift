import Foundation

/// Any JSON value, for the free-form parts of RevenueCat's documents
/// (offering metadata, subscriber attributes, fields we carry but do not model).
public enum JSONValue: Sendable, Hashable, Codable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// Decodes any JSON value.
  ///
  /// `Decoder` cannot say what kind of value comes next, so kinds are tried
  /// in turn, and each wrong guess is a thrown `DecodingError` (costly: it
  /// builds a message and a coding path, and a test host records a
  /// backtrace for every throw). Guesses go most likely first: strings, then
  /// objects, numbers, Booleans, arrays. Inside an object a member is tried
  /// first as an object when its previous sibling was one (the values of a
  /// dictionary such as `subscriptions` all are) or it is named `price`, and
  /// as what its name suggests (`*_ms` and `amount` numbers, `is_*` flags).
  /// A subscriber document decodes with almost no throw.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let object = try? decoder.container(keyedBy: AnyCodingKey.self) {
      self = .object(try object.decodeJSONMembers())
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else {
      self = .array(try container.decode([JSONValue].self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }

  /// The string, when this is a string.
  public var stringValue: String? {
    if case .string(let value) = self { value } else { nil }
  }

  /// The number, when this is a number.
  public var doubleValue: Double? {
    if case .number(let value) = self { value } else { nil }
  }

  /// The Boolean, when this is a Boolean.
  public var boolValue: Bool? {
    if case .bool(let value) = self { value } else { nil }
  }

  /// The member named `key`, when this is an object.
  public subscript(key: String) -> JSONValue? {
    if case .object(let members) = self { members[key] } else { nil }
  }
}

extension KeyedDecodingContainer where Key == AnyCodingKey {
  /// Every member, as `JSONValue`s (see `JSONValue.init(from:)` for the order
  /// kinds are tried in).
  func decodeJSONMembers() throws -> [String: JSONValue] {
    var members: [String: JSONValue] = [:]
    var previous: JSONValue?
    for key in allKeys {
      let value = try decodeJSONValue(forKey: key, likeSibling: previous)
      members[key.stringValue] = value
      previous = value
    }
    return members
  }

  /// Adds to `members` every member it does not have yet, as `JSONValue`s;
  /// a member that cannot be read so is left out.
  func decodeJSONMembers(into members: inout [String: JSONValue]) {
    var previous: JSONValue?
    for key in allKeys where members[key.stringValue] == nil {
      guard let value = try? decodeJSONValue(forKey: key, likeSibling: previous) else { continue }
      members[key.stringValue] = value
      previous = value
    }
  }

  /// The member `key` as a `JSONValue`, trying first an object when its
  /// previous sibling was one, then the kind its name suggests, then every kind.
  private func decodeJSONValue(forKey key: Key, likeSibling sibling: JSONValue?) throws
    -> JSONValue
  {
    if (try? decodeNil(forKey: key)) == true { return .null }
    let name = key.stringValue
    let looksLikeObject: Bool
    if case .object? = sibling { looksLikeObject = true } else { looksLikeObject = name == "price" }
    if looksLikeObject,
      let nested = try? nestedContainer(keyedBy: AnyCodingKey.self, forKey: key)
    {
      return .object(try nested.decodeJSONMembers())
    }
    if name.hasSuffix("_ms") || name == "amount" {
      if let value = try? decode(Double.self, forKey: key) { return .number(value) }
    } else if name.hasPrefix("is_") {
      if let value = try? decode(Bool.self, forKey: key) { return .bool(value) }
    }
    // The kinds in `JSONValue.init(from:)`'s order, read here without a
    // nested decoder for each member.
    if let value = try? decode(String.self, forKey: key) { return .string(value) }
    if !looksLikeObject, let nested = try? nestedContainer(keyedBy: AnyCodingKey.self, forKey: key)
    {
      return .object(try nested.decodeJSONMembers())
    }
    if let value = try? decode(Double.self, forKey: key) { return .number(value) }
    if let value = try? decode(Bool.self, forKey: key) { return .bool(value) }
    return .array(try decode([JSONValue].self, forKey: key))
  }
}
