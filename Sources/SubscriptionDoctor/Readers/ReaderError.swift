/// Why a reader could not parse a file: what went wrong and on which line.
///
/// The doctor turns it into an `unreadable-file` finding; it never crashes.
package struct ReaderError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong, e.g. "unterminated string literal".
  package var reason: String
  /// The 1-based line where reading failed, when known.
  package var line: Int?

  /// Creates a reader error.
  package init(_ reason: String, line: Int? = nil) {
    self.reason = reason
    self.line = line
  }

  /// The reason, with the line when known.
  package var description: String {
    if let line { return "\(reason) (line \(line))" }
    return reason
  }
}
