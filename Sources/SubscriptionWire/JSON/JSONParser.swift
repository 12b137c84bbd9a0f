/// The value-tree front-end of the one strict JSON reader (`JSONByteScanner`):
/// a whole document straight into `JSONValue`, for the `.storekit` and
/// project readers, with failures that name the line.
///
/// Why not `JSONDecoder`: decoding a free-form `JSONValue` through `Codable`
/// tries each kind in turn for every value, which made a 100,000-product
/// `.storekit` cost seconds per `subkit store` command. The reader reads each
/// byte once, accepts exactly what JSON allows and nests at most
/// `maximumDepth` levels, so a hostile file gets an error naming the line,
/// never a stack overflow.
package enum JSONParser {
  /// The deepest nesting of arrays and objects accepted (as Foundation's parser).
  package static let maximumDepth = JSONByteScanner.maximumDepth

  /// Why the bytes are not JSON, and where.
  package struct Failure: Error, Equatable {
    package var reason: String
    package var line: Int
    /// Whether the document nests deeper than `maximumDepth` (valid JSON
    /// perhaps, but more than any reader here accepts).
    package var isTooDeep = false

    /// "unexpected ',' (line 3)".
    package var description: String { "\(reason) (line \(line))" }
  }

  /// Parses one JSON document; only whitespace may follow it. A UTF-8 byte
  /// order mark before it is skipped (editors write it; Foundation skips it too).
  package static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure) -> JSONValue {
    do throws(JSONByteScanner.Failure) {
      var scanner = try JSONByteScanner(bytes)
      let value = try scanner.readValue()
      try scanner.finish()
      return value
    } catch {
      let offset: Int
      switch error {
      case .syntax(_, let at), .tooDeep(let at): offset = at
      case .mismatch, .invalid, .located: offset = 0  // a value tree asks for no kind
      }
      var failure = Failure(reason: error.what, line: line(of: offset, in: bytes))
      if case .tooDeep = error { failure.isTooDeep = true }
      throw failure
    }
  }

  /// Parses `bytes` (see `parse(_:)`).
  package static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
    let result = bytes.withUnsafeBufferPointer { buffer in
      Result { () throws(Failure) -> JSONValue in try parse(buffer) }
    }
    return try result.get()
  }

  /// The line `offset` is on, counted only when failing.
  private static func line(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var line = 1
    for position in 0..<min(offset, bytes.count) where bytes[position] == 0x0A { line += 1 }
    return line
  }
}
