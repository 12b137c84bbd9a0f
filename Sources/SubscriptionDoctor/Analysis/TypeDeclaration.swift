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

  /// The name without its qualifier: `ViewController` for an `extension
  /// Module.ViewController`, the nested type it adds to.
  package var baseName: String {
    guard let dot = name.lastIndex(of: ".") else { return name }
    return String(name[name.index(after: dot)...])
  }

  /// Whether the type conforms to SwiftUI's `View`.
  package var isView: Bool { conformances.contains("View") }

  /// Whether the type subclasses a UIKit or AppKit view: `UIView`, a stack,
  /// scroll or table view, a cell, a control (`final class TermsFooter:
  /// UIStackView` composed into a controller's stack).
  package var isPlatformView: Bool {
    guard kind == "class", let superclass = conformances.first else { return false }
    return Self.isPlatformViewClass(superclass)
  }

  /// Whether `name` is a UIKit or AppKit view class (`UIView`, `UIStackView`,
  /// `UITableViewCell`, `UIControl`, `NSView`), a label included: a
  /// `UILabel` subclass adding its own tap gesture is a control (BroadApps'
  /// Restore, Terms and Privacy labels; eighty-second round).
  package static func isPlatformViewClass(_ name: String) -> Bool {
    guard name.hasPrefix("UI") || name.hasPrefix("NS") else { return false }
    return name.hasSuffix("View") || name.hasSuffix("Cell") || name.hasSuffix("Control")
      || name == "UIButton" || name == "NSButton" || name == "UILabel" || name == "NSTextField"
  }

  /// Whether the type is a `CodingKey` enum: its raw values are the names of
  /// fields in a payload (`case productId = "product_id"`), never values.
  package var isCodingKeys: Bool {
    kind == "enum" && (name == "CodingKeys" || conformances.contains("CodingKey"))
  }

  /// The base name used to group a type with its extensions (`A.B` → `A.B`).
  package var ownerName: String { name }
}
