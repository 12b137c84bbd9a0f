import Foundation

/// Reads a JSON file whose top level must be an object (`.subkit-doctor.json`,
/// `.storekit` files, committed offerings).
enum JSONObjectReader {
  /// The top-level object of the JSON text `bytes`.
  /// - Throws: `ReaderError` for invalid JSON or a top level that is not an object.
  static func object(_ bytes: [UInt8]) throws(ReaderError) -> [String: Any] {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: Data(bytes))
    } catch {
      throw ReaderError("invalid JSON")
    }
    guard let root = object as? [String: Any] else { throw ReaderError("expected a JSON object") }
    return root
  }
}
