/// What a finished child process printed and how it ended.
public struct ProcessOutput: Sendable {
  /// The exit status (or the signal number, when it was killed).
  public var status: Int32
  /// Everything written to standard output.
  public var stdout: String
  /// Everything written to standard error.
  public var stderr: String

  /// The output of a run.
  public init(status: Int32, stdout: String, stderr: String) {
    self.status = status
    self.stdout = stdout
    self.stderr = stderr
  }
}
