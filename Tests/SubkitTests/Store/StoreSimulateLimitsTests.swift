import Foundation
import Testing

/// `subkit store simulate` refuses what it cannot do (issue 30): dates store
/// time cannot hold, populations too large for memory, files nested too deep.
@Suite("subkit store simulate: limits", .timeLimit(.minutes(10)))
struct StoreSimulateLimitsTests {
  let state: URL

  init() throws {
    state = try Repository.temporaryDirectory()
  }

  var example: URL { Repository.root.appendingPathComponent("Examples/InvoiceApp") }

  func simulate(_ extra: [String]) throws -> Repository.Output {
    try Repository.subkit(
      ["store", "simulate", "--seed", "1", "--state", state.appendingPathComponent("store").path]
        + extra)
  }

  func expectNothingStored() {
    #expect(!FileManager.default.fileExists(atPath: state.appendingPathComponent("store").path))
  }

  @Test(
    "A --start store time cannot hold is refused, naming the range",
    arguments: ["0001-01-01T00:00:00Z", "1969-12-31T23:59:59Z", "9999-06-01T00:00:00Z"])
  func startOutOfRange(start: String) throws {
    defer { try? FileManager.default.removeItem(at: state) }
    let output = try simulate(["--customers", "2", "--months", "1", "--start", start])
    #expect(output.status != 0)
    #expect(
      output.stderr.contains("1970-01-01T00:00:00Z to 9998-12-31T23:59:59Z"), "\(output.stderr)")
    #expect(output.stderr.split(separator: "\n").count == 1)
    expectNothingStored()
  }

  @Test("A run that would pass the end of store time is refused before anything is written")
  func runPastTheEnd() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    let output = try simulate([
      "--customers", "2", "--months", "2", "--start", "9998-12-01T00:00:00Z",
    ])
    #expect(output.status == 2, "\(output.stderr)")
    #expect(output.stderr.contains("end of store time"), "\(output.stderr)")
    expectNothingStored()
  }

  @Test("More customers than a run can hold is a usage error that states the limit")
  func tooManyCustomers() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    let output = try simulate(["--customers", "10000000", "--months", "1"])
    #expect(output.status == 2, "\(output.stderr)")
    #expect(output.stderr.contains("between 1 and 100,000"), "\(output.stderr)")
    #expect(output.stderr.split(separator: "\n").count == 1)
    expectNothingStored()
  }

  @Test("A project file or .storekit nested 5,000 deep is called too deep, with the limit")
  func nestedTooDeep() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    let deep = state.appendingPathComponent("deep.json")
    try Data((String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000)).utf8)
      .write(to: deep)
    let deepMember = state.appendingPathComponent("deep-member.json")
    try Data(
      (#"{"products": "# + String(repeating: "[", count: 5_000)
        + String(repeating: "]", count: 5_000) + "}").utf8
    ).write(to: deepMember)
    let storekit = example.appendingPathComponent("InvoiceApp.storekit").path
    let project = example.appendingPathComponent("subscriptions.json").path
    for arguments in [
      ["--project", deep.path, "--storekit", storekit],
      ["--project", deepMember.path, "--storekit", storekit],
      ["--project", project, "--storekit", deep.path],
    ] {
      let output = try simulate(["--customers", "2", "--months", "1"] + arguments)
      #expect(output.status == 1, "\(arguments): \(output.stderr)")
      #expect(output.stderr.contains("too deep"), "\(output.stderr)")
      #expect(output.stderr.contains("512 levels"), "\(output.stderr)")
      #expect(!output.stderr.contains("not valid JSON"), "\(output.stderr)")
      #expect(output.stderr.split(separator: "\n").count == 1)
    }
    expectNothingStored()
  }
}
