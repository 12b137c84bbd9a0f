import Foundation
import Testing

/// Every failure the manager maps can be injected in the demo, and `!` has an
/// "off" position.
@Suite("subkit demo, every injectable failure", .timeLimit(.minutes(10)))
struct DemoFailureCycleTests {
  func run(_ commands: [String]) throws -> DemoScenarioTests.Transcript {
    let output = try Repository.subkit(
      ["demo", "--no-onboarding", "--start", DemoScenarioTests.start],
      input: commands.joined(separator: "\n") + "\n")
    #expect(output.status == 0, "demo failed: \(output.stderr)")
    return DemoScenarioTests.Transcript(output.stdout)
  }

  @Test("The categories beyond the first six each show their ErrorInfo")
  func remainingCategories() throws {
    let cases: [(String, String)] = [
      ("already-purchased", "Already Purchased"),
      ("account-conflict", "Account Conflict"),
      ("configuration", "Configuration Error"),
      ("backend", "Purchase Error"),
      ("unknown", "Purchase Error"),
    ]
    var commands = ["upgrade"]
    for (name, _) in cases { commands += ["fail-next \(name)", "buy"] }
    let transcript = try run(commands)
    for (index, (name, title)) in cases.enumerated() {
      let screen = transcript.after("buy", occurrence: index)
      #expect(screen.contains(title), "\(name): \(screen)")
      #expect(screen.contains("purchase failed"), "\(name): \(screen)")
      #expect(screen.contains("InvoiceApp · Free "))
    }
  }

  @Test("fail-next off clears a planned failure: the purchase goes through")
  func off() throws {
    let transcript = try run([
      "upgrade", "fail-next network", "fail-next off", "select monthly", "buy",
    ])
    #expect(transcript.after("fail-next off").contains("failures off"))
    #expect(transcript.after("buy").contains("Welcome to Pro!"))
    let unknown = try Repository.subkit(
      ["demo", "--start", DemoScenarioTests.start], input: "fail-next sometimes\n")
    #expect(unknown.status != 0)
    let said = unknown.stdout + unknown.stderr
    #expect(said.contains("unknown failure 'sometimes'"))
    #expect(said.contains("unknown, ask-to-buy, off"))
  }

  @Test("help lists every failure and the off position; ? describes the cycle")
  func listed() throws {
    let transcript = try run(["help", "help", "?"])
    let help = transcript.after("help")
    for word in ["account-conflict", "configuration", "backend", "ask-to-buy|off"] {
      #expect(help.contains(word), "\(word)")
    }
    #expect(transcript.after("?").contains("then off"))
  }
}
