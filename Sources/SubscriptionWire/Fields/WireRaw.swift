import Foundation

/// Whether and how a wire object keeps itself as it was read (`rawData`,
/// unknown keys included).
enum WireRaw<Root>: Sendable {
  /// It does not.
  case none
  /// `Codable` records it at `path`; the strict reader does not (the object
  /// shows only in its parent's `rawData`, read from the parent's text).
  case recorded(WritableKeyPath<Root, RawJSONObject> & Sendable)
  /// Kept at `path` by every reader (the strict one as where its text is in
  /// the document, built on first access), and its unknown members written back.
  case kept(WritableKeyPath<Root, RawJSONObject> & Sendable)

  /// Where `Codable` records it.
  var path: (WritableKeyPath<Root, RawJSONObject> & Sendable)? {
    switch self {
    case .none: nil
    case .recorded(let path), .kept(let path): path
    }
  }
}
