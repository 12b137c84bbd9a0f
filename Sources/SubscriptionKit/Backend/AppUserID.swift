import Foundation

/// RevenueCat's app user IDs: anonymous ones look like
/// `$RCAnonymousID:` followed by 32 lowercase hex digits.
public enum AppUserID {
  /// The prefix of anonymous IDs.
  public static let anonymousPrefix = "$RCAnonymousID:"

  /// A new anonymous ID (a UUID without dashes, lowercased).
  public static func generateAnonymous() -> String {
    anonymousPrefix + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
  }

  /// Whether `id` is an anonymous ID.
  public static func isAnonymous(_ id: String) -> Bool {
    guard id.hasPrefix(anonymousPrefix) else { return false }
    let suffix = id.dropFirst(anonymousPrefix.count)
    return suffix.count == 32 && suffix.allSatisfy { $0.isHexDigit && !$0.isUppercase }
  }

  /// `id` trimmed of whitespace, or `invalidAppUserIdError` when nothing is left.
  public static func validated(_ id: String) throws -> String {
    let trimmed = id.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else {
      throw PurchaseError(.invalidAppUserIdError, detail: "An app user ID cannot be empty.")
    }
    return trimmed
  }
}
