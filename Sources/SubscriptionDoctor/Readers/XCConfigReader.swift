import Foundation

/// Reads `.xcconfig` files.
///
/// Covers what Xcode accepts: `//` comments (anywhere on a line, as Xcode treats
/// them), `#include "path"` and `#include? "path"`, and assignments
/// `NAME[cond=value]… = value` with an optional trailing `;`. A line that is none
/// of these is a `ReaderError`, reported as `unreadable-file`.
package enum XCConfigReader {
  /// The statements of the xcconfig in `text`.
  /// - Throws: `ReaderError` for a line that is neither a setting nor an include.
  package static func read(_ text: String) throws(ReaderError) -> XCConfigFile {
    let result = readLeniently(text)
    if let error = result.errors.first { throw error }
    return result.file
  }

  /// Every statement that can be read, and an error for each line that cannot:
  /// a malformed line never hides the settings on the other lines.
  package static func readLeniently(_ text: String) -> (file: XCConfigFile, errors: [ReaderError]) {
    var errors: [ReaderError] = []
    var statements: [XCConfigFile.Statement] = []
    var lineNumber = 0
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      var line = Substring(rawLine)
      if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
      let trimmed = String(line).trimmingWhitespace()
      if trimmed.isEmpty { continue }
      if trimmed.hasPrefix("#include") {
        var rest = trimmed.dropFirst("#include".count)
        let isOptional = rest.first == "?"
        if isOptional { rest = rest.dropFirst() }
        let path = String(rest).trimmingWhitespace()
        guard path.count >= 2,
          (path.first == "\"" && path.last == "\"") || (path.first == "<" && path.last == ">")
        else {
          errors.append(ReaderError("malformed #include", line: lineNumber))
          continue
        }
        statements.append(
          .include(
            path: String(path.dropFirst().dropLast()), isOptional: isOptional, line: lineNumber))
        continue
      }
      guard let equals = Self.assignmentOperator(in: trimmed),
        let key = XCConfigAssignment.parseKey(String(trimmed[..<equals]))
      else {
        errors.append(
          ReaderError("not a build setting or #include: \(trimmed.prefix(80))", line: lineNumber))
        continue
      }
      var value = String(trimmed[trimmed.index(after: equals)...]).trimmingWhitespace()
      if value.hasSuffix(";") { value = String(value.dropLast()).trimmingWhitespace() }
      statements.append(
        .assignment(
          XCConfigAssignment(
            name: key.name, conditions: key.conditions, value: value, line: lineNumber)))
    }
    return (XCConfigFile(statements: statements), errors)
  }

  /// The `=` that separates key and value: the first one outside `[…]` conditions.
  static func assignmentOperator(in line: String) -> String.Index? {
    var depth = 0
    var index = line.startIndex
    while index < line.endIndex {
      switch line[index] {
      case "[": depth += 1
      case "]": depth -= 1
      case "=" where depth == 0: return index
      default: break
      }
      index = line.index(after: index)
    }
    return nil
  }
}
