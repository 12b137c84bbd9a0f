import Foundation

// Member reads for the fast readers of typed documents: each names its
// member in the failure, and reads `null` and absence as `Codable`'s
// `decode`/`decodeIfPresent` do (a required member may be neither).
extension JSONByteScanner.Failure {
  /// The failure for a required member that is not there.
  static func missing(_ name: String) -> Self {
    .located(path: name, what: "required field is missing")
  }
}

extension JSONByteScanner {
  /// Reads a member's value with `read`; a failure is said of the member `name`.
  mutating func member<Value>(
    _ name: String, _ read: (inout JSONByteScanner) throws(Failure) -> Value
  ) throws(Failure) -> Value {
    do throws(Failure) {
      return try read(&self)
    } catch {
      throw error.at(name)
    }
  }

  /// A required string member.
  mutating func requiredString(_ name: String) throws(Failure) -> String {
    try member(name) { scanner throws(Failure) in
      if try scanner.readNull() { throw .invalid("required value is null") }
      return try scanner.readString()
    }
  }

  /// An optional string member (null reads as nil).
  mutating func optionalString(_ name: String) throws(Failure) -> String? {
    try member(name) { scanner throws(Failure) in
      try scanner.readNull() ? nil : scanner.readString()
    }
  }

  /// A string member read leniently, as RevenueCat's SDK reads some: any
  /// value that is not a string reads as nil.
  mutating func lenientString(_ name: String) throws(Failure) -> String? {
    guard nextIsString() else {
      try skipValue()
      return nil
    }
    return try member(name) { scanner throws(Failure) in try scanner.readString() }
  }

  /// An optional Boolean member (null reads as nil).
  mutating func optionalBool(_ name: String) throws(Failure) -> Bool? {
    try member(name) { scanner throws(Failure) in
      try scanner.readNull() ? nil : scanner.readBool()
    }
  }

  /// A required ISO-8601 date member.
  mutating func requiredDate(_ name: String) throws(Failure) -> Date {
    try member(name) { scanner throws(Failure) in
      if try scanner.readNull() { throw .invalid("required value is null") }
      return try scanner.readISO8601()
    }
  }

  /// An optional ISO-8601 date member (null reads as nil).
  mutating func optionalDate(_ name: String) throws(Failure) -> Date? {
    try member(name) { scanner throws(Failure) in
      try scanner.readNull() ? nil : scanner.readISO8601()
    }
  }

  /// Reads an ISO-8601 date string.
  mutating func readISO8601() throws(Failure) -> Date {
    let text = try readString()
    guard let date = ISO8601.date(from: text) else {
      throw .invalid("Expected an ISO-8601 date such as 2024-01-31T12:00:00Z, found \"\(text)\".")
    }
    return date
  }

  /// An optional member that is an object of values by name (null reads as
  /// empty); a failure of one value names it (`entitlements.pro.…`).
  mutating func dictionary<Value>(
    _ name: String, _ read: (inout JSONByteScanner) throws(Failure) -> Value
  ) throws(Failure) -> [String: Value] {
    try member(name) { scanner throws(Failure) in
      var values: [String: Value] = [:]
      guard try !scanner.readNull() else { return values }
      try scanner.readDictionary { scanner, key throws(Failure) in
        values[key] = try scanner.member(key, read)
      }
      return values
    }
  }

  /// Reads an array, each element with `read`; a failure names its index (`[2]`).
  mutating func readElements<Value>(
    _ read: (inout JSONByteScanner) throws(Failure) -> Value
  ) throws(Failure) -> [Value] {
    var values: [Value] = []
    try readArray { scanner, index throws(Failure) in
      values.append(try scanner.member("[\(index)]", read))
    }
    return values
  }
}
