/// One branch of an `#if` group: which group and which of its branches.
///
/// Two tokens in different branches of the same group are never compiled together.
package struct ConditionalBranch: Sendable, Hashable {
  /// Identifies the `#if … #endif` group within its file.
  package var group: Int
  /// 0 for the `#if` branch, then 1, 2… for each `#elseif`/`#else`.
  package var branch: Int

  /// Whether two branch paths can never be compiled together.
  package static func areExclusive(_ lhs: [ConditionalBranch], _ rhs: [ConditionalBranch]) -> Bool {
    for left in lhs {
      for right in rhs where left.group == right.group && left.branch != right.branch {
        return true
      }
    }
    return false
  }
}
