/// A parsed `.xcconfig` file: its `#include`s and settings in file order.
///
/// Order matters: a later assignment overrides an earlier one and an
/// `#include` takes effect where it is written.
package struct XCConfigFile: Sendable, Hashable {
  /// One line that means something.
  package enum Statement: Sendable, Hashable {
    /// `#include "path"` (or `#include? "path"` when `isOptional`).
    case include(path: String, isOptional: Bool, line: Int)
    /// `NAME[condition=value] = value`.
    case assignment(XCConfigAssignment)
  }

  /// The statements in file order.
  package var statements: [Statement]

  /// Creates a file from its statements.
  package init(statements: [Statement]) {
    self.statements = statements
  }

  /// The assignments, in file order.
  package var assignments: [XCConfigAssignment] {
    statements.compactMap {
      if case .assignment(let assignment) = $0 { return assignment }
      return nil
    }
  }
}
