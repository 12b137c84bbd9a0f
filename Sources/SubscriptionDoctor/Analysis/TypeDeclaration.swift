/// A type (or extension) declared in a Swift file, with its body's token range.
public struct TypeDeclaration: Sendable, Hashable {
  /// `struct`, `class`, `enum`, `actor`, `extension` or `protocol`.
  public var kind: String
  /// The type's name (for an extension, the extended type, e.g. `Notification.Name`).
  public var name: String
  /// Names after the `:` (superclass, protocols), last component only.
  public var conformances: [String]
  /// The line of the declaration.
  public var line: Int
  /// Index of the body's `{` token.
  public var bodyStart: Int
  /// Index of the body's `}` token (or the last token when unterminated).
  public var bodyEnd: Int

  /// Whether the type conforms to SwiftUI's `View`.
  public var isView: Bool { conformances.contains("View") }

  /// The base name used to group a type with its extensions (`A.B` → `A.B`).
  public var ownerName: String { name }
}
