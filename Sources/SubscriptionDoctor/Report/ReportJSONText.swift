import Foundation

/// Serialises JSON objects for the renderers: pretty, sorted keys, unescaped slashes.
enum ReportJSONText {
  /// The JSON text of `object` with a trailing newline.
  static func serialize(_ object: Any) -> String {
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
