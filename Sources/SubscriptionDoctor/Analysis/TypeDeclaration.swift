/// A type (or extension) declared in a Swift file, with its body's token range.
package struct TypeDeclaration: Sendable, Hashable {
  /// `struct`, `class`, `enum`, `actor`, `extension` or `protocol`.
  package var kind: String
  /// The type's name (for an extension, the extended type, e.g. `Notification.Name`).
  package var name: String
  /// Names after the `:` (superclass, protocols), last component only.
  package var conformances: [String]
  /// The line of the declaration.
  package var line: Int
  /// Index of the body's `{` token.
  package var bodyStart: Int
  /// Index of the body's `}` token (or the last token when unterminated).
  package var bodyEnd: Int

  /// Whether the type conforms to SwiftUI's `View`.
  package var isView: Bool { conformances.contains("View") }

  /// Whether the type is a `CodingKey` enum: its raw values are the names of
  /// fields in a payload (`case productId = "product_id"`), never values.
  package var isCodingKeys: Bool {
    kind == "enum" && (name == "CodingKeys" || conformances.contains("CodingKey"))
  }

  /// The base name used to group a type with its extensions (`A.B` → `A.B`).
  package var ownerName: String { name }
}
