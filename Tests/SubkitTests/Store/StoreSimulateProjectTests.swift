import Foundation
import Testing

/// `subkit store simulate` on what a project has and on a store that already ran (issue 28).
@Suite("subkit store simulate: experiments and store time", .timeLimit(.minutes(10)))
struct StoreSimulateProjectTests {
  let state: URL

  init() throws {
    state = try Repository.temporaryDirectory()
  }

  func simulate(_ extra: [String]) throws -> Repository.Output {
    try Repository.subkit(
      ["store", "simulate", "--seed", "1", "--state", state.appendingPathComponent("store").path]
        + extra)
  }

  @Test("A variant conversion on a project without experiments is a usage error that says so")
  func variantWithoutExperiments() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    let output = try simulate(["--customers", "5", "--months", "1", "--variant-conversion", "b=2"])
    #expect(output.status == 2, "\(output.stderr)")
    #expect(output.stderr.contains("has no experiments"), "\(output.stderr)")
    #expect(output.stderr.split(separator: "\n").count == 1)
    let events = try Repository.subkit(
      ["store", "events", "--state", state.appendingPathComponent("store").path])
    #expect(events.stdout.isEmpty, "\(events.stdout)")
  }

  @Test("A run that leaves store time past the wall clock says where, and the --now to use")
  func existingStoreRunsAhead() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    let first = try simulate(["--customers", "5", "--months", "2"])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(!first.stdout.contains("after the wall clock"), "\(first.stdout)")
    let second = try simulate(["--customers", "5", "--months", "2"])
    #expect(second.status == 0, "\(second.stderr)")
    let lines = second.stdout.split(separator: "\n")
    let note = try #require(lines.last.map(String.init))
    #expect(note.contains("after the wall clock"), "\(second.stdout)")
    let end = try #require(lines.first?.split(separator: " ").last.map(String.init))
    #expect(note.hasSuffix("subkit-analytics report --now \(end)"), "\(second.stdout)")
  }
}
