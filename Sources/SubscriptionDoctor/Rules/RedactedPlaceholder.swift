/// Skeleton views: text SwiftUI draws as grey bars while the real content
/// loads (`Text("R$ 10,90").redacted(reason: .placeholder)`), never as text.
enum RedactedPlaceholder {
  /// How far past the literal the modifier chain of its enclosing views is read.
  private static let scanLimit = 1_500

  /// Whether the literal at `offset` sits in a view that the code always
  /// redacts as a placeholder: a `.redacted(reason: .placeholder)` (or the
  /// app's own `.redacted()`) in the
  /// modifier chain of the literal's own expression or of a view enclosing
  /// it. A sibling's modifier does not count, and neither does a conditional
  /// reason (`loading ? .placeholder : []`): that text is shown once loaded.
  /// Asked only of literals that read as prices, so the walk is rare.
  static func contains(_ source: SwiftSource, _ offset: Int) -> Bool {
    let tokens = source.tokens
    let end = min(tokens.count, offset + scanLimit)
    var depth = 0
    var floor = 0
    // Whether the tokens at `floor` still continue the chain of the group
    // that closed last (`.font(…)` yes; a sibling `Text(…)` no).
    var inChain = false
    var index = offset + 1
    while index < end {
      let token = tokens[index]
      switch token.punctuationByte {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth -= 1
        if depth < floor {
          // A group enclosing the literal closed: its modifiers follow.
          floor = depth
          inChain = true
        }
      case UInt8(ascii: "."):
        guard depth == floor, inChain, index + 1 < end else { break }
        if tokens[index + 1].is("redacted") {
          if isPlaceholderReason(tokens, at: index + 2) || isEmptyCall(tokens, at: index + 2) {
            return true
          }
        }
        index += 1
      default:
        // Anything else at the enclosing level starts a sibling (or a new
        // statement or declaration): the chain ends there.
        if depth == floor { inChain = false }
      }
      index += 1
    }
    return false
  }

  /// Whether the tokens at `index` spell `()`: SwiftUI's `redacted(reason:)`
  /// takes a reason, so `.redacted()` is the app's own modifier by its name,
  /// whose default is the placeholder (`func redacted(value: Any? = nil)`;
  /// unstoppable-wallet's loading rows, ninety-second round).
  private static func isEmptyCall(_ tokens: [SwiftToken], at index: Int) -> Bool {
    index + 1 < tokens.count && tokens[index].is("(") && tokens[index + 1].is(")")
  }

  /// Whether the tokens at `index` spell `(reason: .placeholder)`.
  private static func isPlaceholderReason(_ tokens: [SwiftToken], at index: Int) -> Bool {
    let words = ["(", "reason", ":", ".", "placeholder", ")"]
    guard index + words.count <= tokens.count else { return false }
    for (offset, word) in words.enumerated() where !tokens[index + offset].is(word) {
      return false
    }
    return true
  }
}
