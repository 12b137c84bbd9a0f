/// The words of an identifier or key: `isProActive` is `is pro active`,
/// `IAPManager` is `iap manager`, `product_search_via_sku` is `product search
/// via sku`.
enum IdentifierWords {
  /// The lowercased words of a camel-case or snake-case name.
  static func of(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    let characters = Array(text)
    for (index, character) in characters.enumerated() {
      if !character.isLetter && !character.isNumber {
        if !current.isEmpty { words.append(current) }
        current = ""
        continue
      }
      let previous = index > 0 ? characters[index - 1] : nil
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      // A new word starts at an upper-case letter after a lower-case one or
      // a digit (`isPro`), and at the last capital of an acronym before a
      // lower-case letter (`KSubscriptionStatus`, `IAPManager`).
      if character.isUppercase, let previous, !current.isEmpty,
        previous.isLowercase || previous.isNumber
          || (previous.isUppercase && next?.isLowercase == true)
      {
        words.append(current)
        current = ""
      }
      current += character.lowercased()
    }
    if !current.isEmpty { words.append(current) }
    return words
  }
}
