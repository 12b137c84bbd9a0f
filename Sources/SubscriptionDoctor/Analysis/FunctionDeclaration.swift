/// A function, initializer or accessor body in a Swift file.
public struct FunctionDeclaration: Sendable, Hashable {
  /// The function's name (`init` for initializers).
  public var name: String
  /// The line of the declaration.
  public var line: Int
  /// Index of the body's `{` token.
  public var bodyStart: Int
  /// Index of the body's `}` token.
  public var bodyEnd: Int
}
