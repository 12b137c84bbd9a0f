import Foundation
import Testing

/// `subkit store` run on one temporary store folder, for tests of a
/// command's output and of its refusals.
struct StoreFolderRun {
  let state: URL

  init() throws {
    state = try Repository.temporaryDirectory()
  }

  /// Runs `subkit store ARGUMENTS --state FOLDER`.
  func store(_ arguments: [String]) throws -> Repository.Output {
    try Repository.subkit(["store"] + arguments + ["--state", state.path])
  }

  /// A refusal: `status`, one line on stderr saying `text` (beside a usage
  /// line), nothing on stdout, and the store's events unchanged.
  func refused(_ arguments: [String], status: Int32, saying text: String) throws {
    let before = try store(["events"]).stdout
    let output = try store(arguments)
    #expect(output.status == status, "\(arguments): \(output.stderr)")
    #expect(output.stderr.contains(text), "\(arguments): \(output.stderr)")
    #expect(
      output.stderr.split(separator: "\n").filter {
        !$0.hasPrefix("usage") && !$0.hasPrefix("Usage")
      }
      .count == 1, "\(arguments): \(output.stderr)")
    #expect(output.stdout.isEmpty, "\(arguments): \(output.stdout)")
    #expect(try store(["events"]).stdout == before, "\(arguments) wrote something")
  }

  /// Removes the folder.
  func remove() {
    try? FileManager.default.removeItem(at: state)
  }
}
