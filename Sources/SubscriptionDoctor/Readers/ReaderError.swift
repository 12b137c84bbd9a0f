/// Why a reader could not parse a file: what went wrong and on which line.
///
/// The doctor turns it into an `unreadable-file` finding; it never crashes.
public struct ReaderError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong, e.g. "unterminated string literal".
  public var reason: String
  /// The 1-based line where reading failed, when known.
  public var line: Int?

  /// Creates a reader error.
  public init(_ reason: String, line: Int? = nil) {
    self.reason = reason
    self.line = line
  }

  /// The reason, with the line when known.
  public var description: String {
    if let line { return "\(reason) (line \(line))" }
    return reason
  }
}
