/// A function, initializer or accessor body in a Swift file.
package struct FunctionDeclaration: Sendable, Hashable {
  /// The function's name (`init` for initializers).
  package var name: String
  /// The line of the declaration.
  package var line: Int
  /// Index of the body's `{` token.
  package var bodyStart: Int
  /// Index of the body's `}` token.
  package var bodyEnd: Int
}
