/// The exit codes of `subkit` and `subkit-analytics`.
package enum ExitCode {
  /// Success.
  package static let success: Int32 = 0
  /// A failure: bad input, a database or file that cannot be used, or (for
  /// `subkit doctor`) findings of error severity.
  package static let failure: Int32 = 1
  /// The command was called wrongly (`UsageError`).
  package static let usage: Int32 = 2
}
