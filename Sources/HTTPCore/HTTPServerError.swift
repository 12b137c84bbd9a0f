/// Why an HTTP server could not start: one line, safe to print.
package struct HTTPServerError: Error, CustomStringConvertible, Sendable, Equatable {
  /// The message.
  package let description: String

  /// Creates an error with a one-line message.
  package init(_ description: String) {
    self.description = description
  }
}
