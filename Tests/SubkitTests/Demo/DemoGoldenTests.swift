import Foundation
import Testing

/// Whole screens of the demo against golden files in `Golden/`, named after
/// their test. The log pane (which shows a random anonymous ID) is left out.
/// Run with `SUBKIT_UPDATE_GOLDEN=1` to rewrite them after an intended change.
@Suite("subkit demo screens (golden files)", .timeLimit(.minutes(5)))
struct DemoGoldenTests {
  static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Golden")

  func screen(after commands: [String], named name: String, onboarding: Bool = false) throws {
    let output = try Repository.subkit(
      ["demo", "--start", "2026-01-01T09:00:00Z"] + (onboarding ? [] : ["--no-onboarding"]),
      input: commands.joined(separator: "\n") + "\n")
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

  @Test("A purchase waiting for a parent")
  func askToBuyPending() throws {
    try screen(after: ["fail-next ask-to-buy", "upgrade", "buy"], named: "askToBuyPending")
  }
}
