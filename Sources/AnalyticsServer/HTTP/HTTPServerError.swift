/// Why an HTTP server could not start: one line, safe to print.
public struct HTTPServerError: Error, CustomStringConvertible, Sendable, Equatable {
  /// The message.
  public let description: String

  /// Creates an error with a one-line message.
  public init(_ description: String) {
    self.description = description
  }
}
