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

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
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
