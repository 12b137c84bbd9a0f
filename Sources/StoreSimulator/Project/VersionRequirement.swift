import Foundation

/// An app-version condition: `">=2.0"`, `"<1.5.1"`, `"=3"` or `"3.1"` (equal).
///
/// Versions compare numerically part by part, missing parts being 0
/// (`2.0` equals `2`, `2.10` is after `2.9`).
public struct VersionRequirement: Sendable, Hashable, CustomStringConvertible {
  /// How the version compares.
  public enum Comparison: String, Sendable, Hashable {
    case lessThan = "<"
    case atMost = "<="
    case equal = "="
    case atLeast = ">="
    case greaterThan = ">"
  }

  /// The comparison.
  public var comparison: Comparison
  /// The version compared with, as parts.
  public var version: [Int]

  /// Parses `">=2.0"` and friends; nil when it is not a condition.
  public init?(_ text: String) {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    var comparison = Comparison.equal
    var rest = Substring(trimmed)
    for candidate in [Comparison.atMost, .atLeast, .lessThan, .greaterThan, .equal]
    where rest.hasPrefix(candidate.rawValue) {
      comparison = candidate
      rest = rest.dropFirst(candidate.rawValue.count)
      break
    }
    guard let version = Self.parts(String(rest).trimmingCharacters(in: .whitespaces)) else {
      return nil
    }
    self.comparison = comparison
    self.version = version
  }

  /// `">=2.0"`.
  public var description: String {
    comparison.rawValue + version.map(String.init).joined(separator: ".")
  }

  /// Whether `text` (an app version such as `"2.1.3"`) meets the condition;
  /// false when it is not a version.
  public func isSatisfied(by text: String) -> Bool {
    guard let other = Self.parts(text) else { return false }
    let order = Self.compare(other, version)
    switch comparison {
    case .lessThan: return order < 0
    case .atMost: return order <= 0
    case .equal: return order == 0
    case .atLeast: return order >= 0
    case .greaterThan: return order > 0
    }
  }

  static func parts(_ text: String) -> [Int]? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
    guard !parts.isEmpty, parts.allSatisfy({ ($0 ?? -1) >= 0 }) else { return nil }
    return parts.compactMap { $0 }
  }

  static func compare(_ left: [Int], _ right: [Int]) -> Int {
    for index in 0..<max(left.count, right.count) {
      let a = index < left.count ? left[index] : 0
      let b = index < right.count ? right[index] : 0
      if a != b { return a < b ? -1 : 1 }
    }
    return 0
  }
}
