/// A problem with the files or folders a command was given: exit code 1.
package struct SetupError: Error, CustomStringConvertible, Sendable {
  /// The sentence.
  package let description: String

  /// A problem described in one plain sentence.
  package init(_ description: String) {
    self.description = description
  }
}
