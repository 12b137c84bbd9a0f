/// Escaping for text put into HTML and SVG: everything the dashboard shows
/// that came from data (product names, metric names, numbers) goes through it.
enum HTML {
  /// `text` safe inside an element or a double- or single-quoted attribute.
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }
}
