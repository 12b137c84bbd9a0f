import Dispatch
import Foundation

/// The one way tests run a program: standard output and standard error are
/// drained at the same time (a child that fills one pipe while the test reads
/// the other can never deadlock), standard input is written alongside, and the
/// whole run has a time limit after which the child is killed and the test
/// gets a one-line error naming the command.
///
/// ```swift
/// let output = try ProcessRunner.run(BuiltProducts.executable("subkit"), ["--help"])
/// #expect(output.status == 0)
/// ```
public enum ProcessRunner {
  /// A run that did not finish in time.
  public struct TimedOut: Error, CustomStringConvertible {
    /// The command line that was killed.
    public var command: String
    /// The limit it exceeded.
    public var limit: Duration

    public var description: String { "\(command) did not finish within \(limit); killed" }
  }

  /// Writing to a child that already exited raises SIGPIPE, whose default
  /// action would end the whole test process: ignore it once, process-wide, so
  /// such a write fails with EPIPE instead.
  public static let ignoreBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

  /// Runs `executable` with `arguments` to its end.
  ///
  /// - Parameters:
  ///   - input: written to the child's standard input, which is then closed.
  ///   - environment: the child's whole environment (nil: this process's).
  ///   - directory: the child's working folder (nil: this process's).
  ///   - timeLimit: how long the child may run before it is killed.
  /// - Throws: what `Process.run()` throws, or `TimedOut`.
  public static func run(
    _ executable: URL, _ arguments: [String], input: String = "",
    environment: [String: String]? = nil, in directory: URL? = nil,
    timeLimit: Duration = .seconds(120)
  ) throws -> ProcessOutput {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let directory { process.currentDirectoryURL = directory }
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()

    let group = DispatchGroup()
    let outText = Drained(stdout.fileHandleForReading, group: group)
    let errText = Drained(stderr.fileHandleForReading, group: group)
    let writer = stdin.fileHandleForWriting
    let bytes = Data(input.utf8)
    _ = ignoreBrokenPipes
    DispatchQueue.global().async(group: group) {
      // A child that exits without reading its input closes the pipe: the write
      // fails with EPIPE (SIGPIPE is ignored), and that is fine.
      if !bytes.isEmpty { try? writer.write(contentsOf: bytes) }
      try? writer.close()
    }

    let seconds =
      Double(timeLimit.components.seconds)
      + Double(timeLimit.components.attoseconds) / 1e18
    if group.wait(timeout: .now() + seconds) == .timedOut {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      // A grandchild may still hold the pipes: give the readers a moment, no more.
      _ = group.wait(timeout: .now() + 5)
      throw TimedOut(
        command: ([executable.lastPathComponent] + arguments).joined(separator: " "),
        limit: timeLimit)
    }
    process.waitUntilExit()
    return ProcessOutput(
      status: process.terminationStatus, stdout: outText.text, stderr: errText.text)
  }
}

/// Reads a pipe to its end on a background queue.
// @unchecked because: `data` is written once by the reader, before `group`
// leaves, and read only after waiting on `group`; `lock` orders the two.
private final class Drained: @unchecked Sendable {
  private let lock = NSLock()
  private var data = Data()

  init(_ handle: FileHandle, group: DispatchGroup) {
    DispatchQueue.global().async(group: group) { [self] in
      let all = handle.readDataToEndOfFile()
      lock.withLock { data = all }
    }
  }

  var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
}
