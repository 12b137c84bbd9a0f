import Foundation
import Testing

/// `subkit store attributes|assignments|experiments|offerings` on the bundled
/// experiment project: end to end through the real binary.
@Suite("subkit store experiments", .timeLimit(.minutes(10)))
struct StoreExperimentCommandTests {
  @Test(
    "Offerings enrol; assignments list the variant; stopping returns the default; bad input changes nothing"
  )
  func lifecycle() throws {
    let state = try Repository.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: state) }
    let project = Repository.root.appendingPathComponent(
      "Examples/InvoiceApp/subscriptions-experiments.json")
    let storekit = Repository.root.appendingPathComponent("Examples/InvoiceApp/InvoiceApp.storekit")
    func store(_ arguments: [String]) throws -> Repository.Output {
      try Repository.subkit(
        ["store"] + arguments + [
          "--state", state.path, "--storekit", storekit.path, "--project", project.path,
          "--start", "2026-01-01T00:00:00Z",
        ])
    }
    let offerings = try store(["offerings", "--user", "alice"])
    #expect(offerings.status == 0, "\(offerings.stderr)")
    let assignments = try store(["assignments", "--user", "alice"])
    let line = try #require(assignments.stdout.split(separator: "\n").first)
    let fields = line.split(separator: "\t").map(String.init)
    #expect(fields.count == 4)
    #expect(fields[0] == "prexp_annual_first")
    let variant = fields[1]
    let offering = variant == "a" ? "default" : "paywall_annual_first"
    #expect(fields[2] == offering)
    #expect(
      offerings.stdout.contains(#""current_offering_id" : "\#(offering)""#), "\(offerings.stdout)")
    // The enrolment it caused is told on standard error; standard output stays JSON.
    #expect(
      offerings.stderr == "EXPERIMENT_ENROLLMENT alice - (prexp_annual_first \(variant))\n",
      "\(offerings.stderr)")
    #expect(offerings.stdout.hasPrefix("{"))
    // Served again: the same variant, no second enrolment, no event line.
    let again = try store(["offerings", "--user", "alice"])
    #expect(again.stderr.isEmpty, "\(again.stderr)")
    let events = try store(["events"])
    #expect(events.stdout.components(separatedBy: "EXPERIMENT_ENROLLMENT").count == 2)

    let listed = try store(["experiments"])
    #expect(
      listed.stdout.contains(
        "prexp_annual_first\tcurrent offering\ta=default,b=paywall_annual_first\t100%\trunning"))

    // Targeting: an accountant in Germany (a rule below the experiment) — the experiment wins for alice.
    let set = try store(["attributes", "--user", "bob", "$country=DE", "occupation=accountant"])
    #expect(set.stdout == "$country=DE\noccupation=accountant\n", "\(set.stdout)")

    let stopped = try store(["experiments", "stop", "prexp_annual_first"])
    #expect(stopped.status == 0)
    #expect(stopped.stdout.contains("stopped prexp_annual_first"))
    let after = try store(["offerings", "--user", "alice"])
    #expect(after.stdout.contains(#""current_offering_id" : "default""#))
    #expect(try store(["assignments", "--user", "alice"]).stdout == assignments.stdout)

    // Bad input: one line, non-zero, nothing stored.
    let before = try store(["events"]).stdout
    for bad in [
      ["experiments", "stop", "nope"], ["attributes", "=x"], ["experiments", "pause", "x"],
    ] {
      let output = try store(bad)
      #expect(output.status != 0, "\(bad)")
      #expect(output.stderr.split(separator: "\n").count >= 1)
      #expect(output.stderr.split(separator: "\n").first?.isEmpty == false)
    }
    #expect(try store(["events"]).stdout == before)
    #expect(try store(["attributes", "--user", "bob"]).stdout == set.stdout)
  }
}
