import Foundation
import SubscriptionWire

/// Splits a file of webhook bodies into one `Data` per body, bytes unchanged.
///
/// Accepts what `subkit store events` prints (JSON lines), a single body
/// (pretty-printed or not), a JSON array of bodies, or any sequence of these
/// separated by whitespace: the file is read as a stream of JSON values, and
/// an array contributes its elements. Only the nesting is read here; each
/// body is decoded by `WebhookBody`.
public enum WebhookStream {
  /// The bodies in `data`, in order.
  ///
  /// - Throws: `AnalyticsError` (`.malformedEvent`) naming the line where the
  ///   stream stops being JSON values (an unclosed value, a stray character).
  public static func bodies(in data: Data) throws -> [Data] {
    let bytes = [UInt8](data)
    var bodies: [Data] = []
    var index = 0
    var line = 1
    func skipSpace() {
      while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
        if bytes[index] == 0x0A { line += 1 }
        index += 1
      }
    }
    /// The end (exclusive) of the value starting at `start`.
    func valueEnd(from start: Int) throws -> Int {
      let startLine = line
      var depth = 0
      var position = start
      var inString = false
      while position < bytes.count {
        let byte = bytes[position]
        if byte == 0x0A { line += 1 }
        if inString {
          if byte == UInt8(ascii: "\\") {
            position += 1
          } else if byte == UInt8(ascii: "\"") {
            inString = false
          }
        } else {
          switch byte {
          case UInt8(ascii: "\""): inString = true
          case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
          case UInt8(ascii: "}"), UInt8(ascii: "]"):
            depth -= 1
            if depth == 0 { return position + 1 }
            if depth < 0 { throw stray(at: line) }
          case UInt8(ascii: ","), 0x20, 0x09, 0x0A, 0x0D:
            if depth == 0 { return position }
          default: break
          }
        }
        position += 1
      }
      guard depth == 0, !inString else {
        throw AnalyticsError(
          .malformedEvent, "line \(startLine): a JSON value starts here and never ends")
      }
      return position
    }
    func stray(at line: Int) -> AnalyticsError {
      AnalyticsError(.malformedEvent, "line \(line): not a JSON object or array of objects")
    }
    skipSpace()
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "[") {
        index += 1
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
          index += 1
        } else {
          while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else {
              throw stray(at: line)
            }
            let end = try valueEnd(from: index)
            bodies.append(Data(bytes[index..<end]))
            index = end
            skipSpace()
            guard index < bytes.count else {
              throw AnalyticsError(.malformedEvent, "line \(line): the array is not closed")
            }
            if bytes[index] == UInt8(ascii: ",") {
              index += 1
              continue
            }
            guard bytes[index] == UInt8(ascii: "]") else { throw stray(at: line) }
            index += 1
            break
          }
        }
      } else if bytes[index] == UInt8(ascii: "{") {
        let end = try valueEnd(from: index)
        bodies.append(Data(bytes[index..<end]))
        index = end
      } else {
        throw stray(at: line)
      }
      skipSpace()
    }
    return bodies
  }
}
