import Foundation

// RevenueCat's documents carry dates as ISO-8601 strings; these read and write
// them field by field so a plain `JSONDecoder()` works and a bad date names its field.
extension KeyedDecodingContainer {
  func decodeISO8601(forKey key: Key) throws -> Date {
    try date(from: decode(String.self, forKey: key), forKey: key)
  }

  func decodeISO8601IfPresent(forKey key: Key) throws -> Date? {
    try decodeIfPresent(String.self, forKey: key).map { try date(from: $0, forKey: key) }
  }

  /// `text` as a date, or an error naming the field `key`.
  func date(from text: String, forKey key: Key) throws -> Date {
    guard let date = ISO8601.date(from: text) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self,
        debugDescription:
          "Expected an ISO-8601 date such as 2024-01-31T12:00:00Z, found \"\(text)\".")
    }
    return date
  }
}

extension KeyedEncodingContainer {
  mutating func encodeISO8601(_ date: Date?, forKey key: Key) throws {
    if let date {
      try encode(ISO8601.string(from: date), forKey: key)
    } else {
      try encodeNil(forKey: key)
    }
  }
}
