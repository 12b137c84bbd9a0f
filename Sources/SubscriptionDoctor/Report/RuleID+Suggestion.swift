extension RuleID {
  /// The rule id `text` most likely means (`"hardcoded-prices"`, `"HardcodedPrice"`,
  /// `"hardcoded_price"` → `hardcoded-price`), or `nil` when none is close.
  static func suggestion(for text: String) -> RuleID? {
    let wanted = normalized(text)
    guard !wanted.isEmpty else { return nil }
    var best: (rule: RuleID, distance: Int)?
    for rule in allCases {
      let candidate = normalized(rule.rawValue)
      if candidate == wanted { return rule }
      let distance = editDistance(Array(wanted.utf8), Array(candidate.utf8))
      if distance < (best?.distance ?? Int.max) { best = (rule, distance) }
    }
    guard let best, best.distance <= max(2, wanted.utf8.count / 4) else { return nil }
    return best.rule
  }

  /// Lowercased, without `-`, `_`, spaces and dots, so spelling styles compare equal.
  private static func normalized(_ text: String) -> String {
    String(text.lowercased().unicodeScalars.filter { !"-_ .".unicodeScalars.contains($0) })
  }

  /// Levenshtein distance (insertions, deletions, substitutions cost 1).
  private static func editDistance(_ lhs: [UInt8], _ rhs: [UInt8]) -> Int {
    guard !lhs.isEmpty else { return rhs.count }
    guard !rhs.isEmpty else { return lhs.count }
    var previous = Array(0...rhs.count)
    var current = [Int](repeating: 0, count: rhs.count + 1)
    for (row, left) in lhs.enumerated() {
      current[0] = row + 1
      for (column, right) in rhs.enumerated() {
        current[column + 1] = Swift.min(
          previous[column + 1] + 1, current[column] + 1, previous[column] + (left == right ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[rhs.count]
  }
}
