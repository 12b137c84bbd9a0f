/// `subkit`'s exit codes.
enum ExitCode {
  /// Success.
  static let success: Int32 = 0
  /// A failure, or (for `doctor`) findings of error severity.
  static let failure: Int32 = 1
  /// The command was called wrongly.
  static let usage: Int32 = 2
}
