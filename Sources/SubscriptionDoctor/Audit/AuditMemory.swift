/// What an audit does with the files it read and parsed once its report is made.
public enum AuditMemory: Sendable {
  /// Freed before `Doctor.audit` returns: for a process that goes on running.
  case freed
  /// Never freed: for a command that exits right after printing the report,
  /// where the operating system takes back the whole process at once.
  case leftToProcessExit

  /// Keeps `value` alive until the process exits, on purpose: one reference
  /// that is never released, so nothing it holds is ever freed.
  static func keepUntilExit<Value: Sendable>(_ value: Value) {
    _ = Unmanaged.passRetained(Kept(value))
  }

  private final class Kept<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: Value) {
      self.value = value
    }
  }
}
