/// A check over a parsed project. Rules are pure: they read a `ProjectIndex`
/// and return findings, never touching the file system.
package protocol DoctorRule: Sendable {
  /// The ids of the findings this rule produces.
  var ids: [RuleID] { get }
  /// The findings for `index`.
  func check(_ index: ProjectIndex) -> [Finding]
}
