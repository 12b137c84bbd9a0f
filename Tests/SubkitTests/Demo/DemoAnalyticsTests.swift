import Foundation
import Testing

/// The demo's analytics screen (`a`, `analytics`): numbers computed by
/// SubscriptionAnalytics from the demo store's own webhook events, moving
/// with store time.
@Suite("subkit demo, the analytics screen")
struct DemoAnalyticsTests {
  func run(_ commands: [String]) throws -> DemoScenarioTests.Transcript {
    let output = try Repository.subkit(
      ["demo", "--start", DemoScenarioTests.start],
      input: commands.joined(separator: "\n") + "\n")
    #expect(output.status == 0, "demo failed: \(output.stderr)")
    return DemoScenarioTests.Transcript(output.stdout)
  }

  /// The value printed after `label` on the screen's line that has it.
  func value(_ label: String, in screen: String) -> String? {
    guard let line = screen.split(separator: "\n").first(where: { $0.contains(label) }),
      let range = line.range(of: label)
    else { return nil }
    return line[range.upperBound...].split(separator: " ").first.map(String.init)
  }

  @Test("A trial shows as a trial, its conversion as MRR and an active subscription")
  func trialToPaid() throws {
    let transcript = try run([
      "analytics", "analytics", "upgrade", "select monthly", "buy", "analytics",
      "advance period", "advance period", "quit",
    ])
    let empty = transcript.after("analytics")
    #expect(empty.contains("Analytics"))
    #expect(value("MRR", in: empty) == "$0.00")
    #expect(value("Active trials", in: empty) == "0")
    #expect(!transcript.after("analytics", occurrence: 1).contains("Realized LTV"))  // closed again
    let trial = transcript.after("analytics", occurrence: 2)
    #expect(value("Active trials", in: trial) == "1", "\(trial)")
    #expect(value("Active subscriptions", in: trial) == "0")
    let paid = transcript.after("advance period")
    #expect(value("Active trials", in: paid) == "0", "\(paid)")
    #expect(value("Active subscriptions", in: paid) == "1")
    let mrr = try #require(value("MRR", in: paid))
    #expect(mrr.hasPrefix("$") && mrr != "$0.00")
    #expect(value("ARR", in: paid) != "$0.00")
    // A period later it has renewed: still one subscription, more revenue to date.
    #expect(
      value("Active subscriptions", in: transcript.after("advance period", occurrence: 1)) == "1")
  }

  @Test("The key list and the script help name the screen")
  func listed() throws {
    let transcript = try run(["?", "help", "quit"])
    #expect(transcript.after("?").contains("analytics"))
    #expect(transcript.after("help").contains("analytics"))
  }
}
