import Foundation
import Testing

/// Whole screens of the demo against golden files in `Golden/`, named after
/// their test. The log pane (which shows a random anonymous ID) is left out.
/// Run with `SUBKIT_UPDATE_GOLDEN=1` to rewrite them after an intended change.
@Suite("subkit demo screens (golden files)", .timeLimit(.minutes(10)))
struct DemoGoldenTests {
  static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Golden")

  func screen(
    after commands: [String], named name: String, onboarding: Bool = false, columns: Int? = nil
  ) throws {
    let output = try Repository.subkit(
      ["demo", "--start", "2026-01-01T09:00:00Z"] + (onboarding ? [] : ["--no-onboarding"]),
      input: commands.joined(separator: "\n") + "\n",
      environment: columns.map { ["COLUMNS": String($0)] } ?? [:])
    #expect(output.status == 0)
    let last = output.stdout.components(separatedBy: "\n> ").last ?? ""
    let screen =
      last.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
      .prefix { !$0.hasPrefix("── Log") }.joined(separator: "\n") + "\n"
    // Anonymous IDs are random: compare everything but their digits.
    let stable = screen.replacingOccurrences(
      of: #"\$RCAnonymousID:[0-9a-f]{32}"#, with: "$RCAnonymousID:<random>",
      options: .regularExpression)
    let file = Self.golden.appendingPathComponent(name + ".txt")
    if ProcessInfo.processInfo.environment["SUBKIT_UPDATE_GOLDEN"] == "1" {
      try stable.write(to: file, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOf: file, encoding: .utf8)
    #expect(stable == expected, "differs from \(file.lastPathComponent):\n\(stable)")
  }

  @Test("The paywall opened from the invoice quota")
  func paywallFromQuota() throws {
    try screen(after: Array(repeating: "new", count: 6), named: "paywallFromQuota")
  }

  @Test("Home after a trial purchase")
  func homeAfterTrial() throws {
    try screen(after: ["upgrade", "select monthly", "buy"], named: "homeAfterTrial")
  }

  @Test("The debug panel's health check")
  func debugPanel() throws {
    try screen(after: ["debug"], named: "debugPanel")
  }

  @Test("The first-launch paywall")
  func onboardingPaywall() throws {
    try screen(after: ["select monthly"], named: "onboardingPaywall", onboarding: true)
  }

  @Test("Manage subscription during a trial")
  func manageSubscription() throws {
    try screen(after: ["upgrade", "select monthly", "buy", "manage"], named: "manageSubscription")
  }

  @Test("The debug premium override, marked on screen")
  func debugPremiumHome() throws {
    try screen(after: ["debug-premium on"], named: "debugPremiumHome")
  }

  @Test("The debug override on a 40-column terminal: the plan first, shortened, not dropped")
  func debugPremiumHomeNarrow() throws {
    try screen(after: ["debug-premium on"], named: "debugPremiumHome40", columns: 40)
  }

  @Test(
    "Every screen fits the terminal's width, from 40 columns, with the plan in the header",
    arguments: [40, 47, 59, 74])
  func fitsWidth(columns: Int) throws {
    let commands = [
      "new", "upgrade", "select monthly", "buy", "manage", "close", "debug", "debug",
      "debug-premium on", "?", "help", "analytics", "analytics", "fail-next ask-to-buy",
    ]
    let output = try Repository.subkit(
      ["demo", "--start", "2026-01-01T09:00:00Z", "--no-onboarding"],
      input: commands.joined(separator: "\n") + "\n", environment: ["COLUMNS": String(columns)])
    #expect(output.status == 0, "\(output.stderr)")
    let screens = output.stdout.components(separatedBy: "\n> ")
    #expect(screens.count == commands.count + 1)
    for screen in screens {
      for line in screen.split(separator: "\n") {
        #expect(line.count <= columns, "\(columns) columns: \(line)")
      }
      let header = screen.split(separator: "\n").dropFirst(screen.hasPrefix(" ") ? 0 : 1).first
      let plan = header.map { $0.contains("Free") || $0.contains("Pro") } ?? false
      #expect(plan, "\(columns) columns: no plan in \(header ?? "")")
    }
  }

  @Test("A purchase waiting for a parent")
  func askToBuyPending() throws {
    try screen(after: ["fail-next ask-to-buy", "upgrade", "buy"], named: "askToBuyPending")
  }
}
