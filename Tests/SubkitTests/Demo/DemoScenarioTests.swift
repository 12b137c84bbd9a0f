import Foundation
import SubscriptionWire
import Testing

@testable import subkit

/// Drives the real `subkit demo` through standard input, as a script would,
/// and reads what it prints after each command.
@Suite("subkit demo, scripted end to end", .timeLimit(.minutes(10)))
struct DemoScenarioTests {
  static let start = "2026-01-01T09:00:00Z"

  /// The screens printed after each command, keyed by the command that produced them.
  struct Transcript {
    var screens: [(command: String, screen: String)] = []

    init(_ stdout: String) {
      let parts = stdout.components(separatedBy: "\n> ")
      screens.append(("(launch)", parts[0]))
      for part in parts.dropFirst() {
        let command = String(part.prefix { $0 != "\n" })
        screens.append((command, String(part.drop { $0 != "\n" })))
      }
    }

    /// The screen after the `index`-th command equal to `command` (0 = first).
    func after(_ command: String, occurrence: Int = 0) -> String {
      let matches = screens.filter { $0.command == command }
      return matches.indices.contains(occurrence) ? matches[occurrence].screen : ""
    }

    var last: String { screens.last?.screen ?? "" }
  }

  func demo(
    _ commands: [String], state: URL? = nil, start: String? = DemoScenarioTests.start,
    status: Int32 = 0, onboarding: Bool = false, environment: [String: String] = [:]
  ) throws -> Transcript {
    var arguments = ["demo"]
    if !onboarding { arguments.append("--no-onboarding") }
    if let state { arguments += ["--state", state.path] }
    if let start { arguments += ["--start", start] }
    let output = try Repository.subkit(
      arguments, input: commands.joined(separator: "\n") + "\n", environment: environment)
    #expect(output.status == status, "demo failed: \(output.stderr)")
    #expect(!output.stdout.contains("\u{1B}["), "no colour codes when output is not a terminal")
    return Transcript(output.stdout)
  }

  @Test("Quota → paywall → trial → renewals → cancel → expiry → locked → reinstall → restore")
  func wholeLifecycle() throws {
    let transcript = try demo(
      Array(repeating: "new", count: 6) + [
        "select monthly", "buy", "new", "advance period", "advance period", "cancel",
        "advance period",
        "templates", "restore", "close", "upgrade", "select lifetime", "buy", "reinstall", "new",
        "restore", "new",
      ])

    // The launch screen: a free account with a 5-invoice quota.
    #expect(transcript.after("(launch)").contains("Invoices this month: 0 of 5 used"))
    #expect(transcript.after("new", occurrence: 2).contains("2 left: almost at your limit"))
    #expect(transcript.after("new", occurrence: 4).contains("Invoice #5 created"))

    // The sixth invoice opens the paywall on the invoices prompt, with store prices.
    let paywall = transcript.after("new", occurrence: 5)
    #expect(paywall.contains("Unlimited Invoices"))
    #expect(paywall.contains("$7.99/mo"))
    #expect(paywall.contains("$49.99/yr"))
    #expect(paywall.contains("$99.99"))
    #expect(paywall.contains("7-day free trial"))
    #expect(paywall.contains("Save 48%"))
    #expect(paywall.contains("One-time"))
    #expect(paywall.contains("Terms of Use:") && paywall.contains("Privacy Policy:"))
    #expect(transcript.after("select monthly").contains("Start Free Trial"))

    // The trial unlocks at once, through the update stream, without a refresh.
    let bought = transcript.after("buy")
    #expect(bought.contains("InvoiceApp · Pro"))
    #expect(bought.contains("Welcome to Pro!"))
    #expect(bought.contains("webhook INITIAL_PURCHASE pro_monthly [TRIAL]"))
    #expect(transcript.after("new", occurrence: 6).contains("Invoices: unlimited with Pro"))

    // A month later the trial has converted; another month, a renewal.
    let converted = transcript.after("advance period")
    #expect(converted.contains("webhook RENEWAL pro_monthly trial conversion [NORMAL]"))
    #expect(converted.contains("InvoiceApp · Pro"))
    #expect(
      transcript.after("advance period", occurrence: 1).contains(
        "webhook RENEWAL pro_monthly [NORMAL]"))

    // Cancelling keeps access to the period's end, then it expires and locks.
    let cancelled = transcript.after("cancel")
    #expect(cancelled.contains("webhook CANCELLATION pro_monthly UNSUBSCRIBE"))
    #expect(cancelled.contains("InvoiceApp · Pro"))
    let expired = transcript.after("advance period", occurrence: 2)
    #expect(expired.contains("webhook EXPIRATION pro_monthly UNSUBSCRIBE"))
    #expect(expired.contains("InvoiceApp · Free "))
    // Locked again: a Pro feature opens the paywall.
    #expect(transcript.after("templates").contains("Custom Templates"))

    // Restore with nothing active says so.
    #expect(transcript.after("restore").contains("No active subscriptions found."))

    // Lifetime, then a reinstall wipes the app (a new customer, free again) …
    #expect(
      transcript.after("buy", occurrence: 1).contains("webhook NON_RENEWING_PURCHASE pro_lifetime")
        || transcript.after("buy", occurrence: 1).contains("webhook INITIAL_PURCHASE pro_lifetime"))
    let reinstalled = transcript.after("reinstall")
    #expect(reinstalled.contains("InvoiceApp · Free "))
    #expect(reinstalled.contains("App reinstalled"))
    #expect(transcript.after("new", occurrence: 7).contains("Invoice #1 created"))
    // … and restore brings Pro back from the store account.
    let restored = transcript.after("restore", occurrence: 1)
    #expect(restored.contains("Purchases restored"))
    #expect(restored.contains("InvoiceApp · Pro"))
    #expect(transcript.last.contains("Invoices: unlimited with Pro"))
  }

  @Test("Each failed purchase shows its message; a cancelled one shows nothing")
  func failures() throws {
    let cases: [(String, String)] = [
      ("network", "Please check your internet connection and try again."),
      ("store-problem", "Store Unavailable"),
      ("not-allowed", "In-app purchases are disabled on this device."),
      ("product-unavailable", "Product Not Found"),
      ("payment-pending", "awaiting approval"),
    ]
    var commands = ["upgrade"]
    for (name, _) in cases { commands += ["fail-next \(name)", "buy"] }
    commands += ["fail-next cancelled", "buy"]
    let transcript = try demo(commands)
    for (index, (name, message)) in cases.enumerated() {
      let screen = transcript.after("buy", occurrence: index)
      #expect(screen.contains(message), "\(name): \(screen)")
      #expect(screen.contains("InvoiceApp · Free "))
    }
    let cancelled = transcript.after("buy", occurrence: cases.count)
    #expect(cancelled.contains("purchase cancelled (nothing to show)"))
    #expect(!cancelled.contains("✗"))
    #expect(cancelled.contains("InvoiceApp · Free "))
  }

  @Test("Issue 10's script: a cancelled trial locks at its expiry instant and stays locked")
  func lockedAtTheExpiryInstant() throws {
    let transcript = try demo([
      "upgrade", "select monthly", "buy", "cancel", "advance 7d", "advance day", "advance day",
    ])
    #expect(transcript.after("cancel").contains("Ends on January 8, 2026"))
    let atExpiry = transcript.after("advance 7d")  // 2026-01-08 09:00, the expiry itself
    #expect(atExpiry.contains("webhook EXPIRATION pro_monthly UNSUBSCRIBE"))
    #expect(atExpiry.contains("InvoiceApp · Free "), "\(atExpiry)")
    #expect(transcript.last.contains("InvoiceApp · Free "), "\(transcript.last)")
  }

  @Test("After a billing issue, the payment warning and access end with the grace period")
  func paymentWarningEndsWithGrace() throws {
    let folder = try Repository.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let example = Repository.root.appendingPathComponent("Examples/InvoiceApp")
    let storekit = folder.appendingPathComponent("grace.storekit")
    let text = try String(
      contentsOf: example.appendingPathComponent("InvoiceApp.storekit"), encoding: .utf8)
    let graceOn = text.replacingOccurrences(
      of: "\"_billingGracePeriodEnabled\" : false", with: "\"_billingGracePeriodEnabled\" : true")
    #expect(graceOn != text)
    try Data(graceOn.utf8).write(to: storekit)
    let commands = [
      "upgrade", "select monthly", "buy", "advance 8d", "billing-issue", "advance 1mo",
      "advance 15d", "advance 30d",
    ]
    let output = try Repository.subkit(
      [
        "demo", "--no-onboarding", "--start", Self.start, "--storekit", storekit.path,
        "--project", example.appendingPathComponent("subscriptions.json").path,
      ],
      input: commands.joined(separator: "\n") + "\n")
    #expect(output.status == 0, "\(output.stderr)")
    let transcript = Transcript(output.stdout)
    let warning = "There is a problem with your payment. Update your payment method to keep Pro."
    // The renewal on February 8 failed: Pro during the grace period, with the warning.
    let inGrace = transcript.after("advance 1mo")
    #expect(inGrace.contains("InvoiceApp · Pro") && inGrace.contains(warning), "\(inGrace)")
    // February 24 09:00 is the grace period's end: locked, and the warning gone.
    for screen in [transcript.after("advance 15d"), transcript.last] {
      #expect(screen.contains("InvoiceApp · Free "), "\(screen)")
      #expect(!screen.contains(warning), "\(screen)")
    }
  }

  @Test("Billing issue keeps access during grace, refund revokes at once")
  func billingAndRefund() throws {
    let transcript = try demo([
      "upgrade", "select annual", "buy", "billing-issue", "recover", "refund",
    ])
    #expect(transcript.after("billing-issue").contains("InvoiceApp · Pro"))
    #expect(transcript.after("refund").contains("InvoiceApp · Free "))
    #expect(transcript.after("refund").contains("webhook CANCELLATION pro_annual CUSTOMER_SUPPORT"))
  }

  @Test("reverse-refund (key X): Apple reverses the latest refund and Pro comes back")
  func reverseRefund() throws {
    let transcript = try demo([
      "reverse-refund", "upgrade", "select annual", "buy", "refund", "reverse-refund",
    ])
    #expect(transcript.after("reverse-refund").contains("Nothing to reverse"))
    let reversed = transcript.last
    #expect(reversed.contains("InvoiceApp · Pro"), "\(reversed)")
    #expect(reversed.contains("webhook REFUND_REVERSED pro_annual"), "\(reversed)")
    #expect(DemoKeyBinding.action(for: .character("X"), at: .app) == .reverseRefund)
  }

  @Test("--state keeps the store and the app between runs")
  func persistentState() throws {
    let state = try Repository.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: state) }
    _ = try demo(["upgrade", "select annual", "buy"], state: state)
    let second = try demo(["new"], state: state, start: nil)
    #expect(second.after("(launch)").contains("InvoiceApp · Pro"))
    #expect(second.after("new").contains("Invoice #1 created"))
  }

  @Test("Unknown script lines are reported and the demo goes on")
  func unknownCommands() throws {
    let transcript = try demo(["dance", "advance never", "select 9", "new"], status: 1)
    #expect(transcript.after("dance").contains("unknown command 'dance'"))
    #expect(transcript.after("advance never").contains("advance takes"))
    #expect(transcript.after("new").contains("Invoice #1 created"))
  }

  @Test("The debug panel shows a healthy project")
  func debugPanel() throws {
    let screen = try demo(["debug"]).after("debug")
    #expect(screen.contains("Health check"))
    #expect(screen.contains("healthy"))
  }

  @Test("Switching customers switches every piece of state at once")
  func customers() throws {
    let transcript = try demo([
      "login alice", "upgrade", "select lifetime", "buy", "logout", "login bob", "login alice",
      "logout",
      "logout",
    ])
    #expect(transcript.after("login alice").contains("logged in as alice (new customer)"))
    #expect(transcript.after("buy").contains("InvoiceApp · Pro"))
    #expect(transcript.after("logout").contains("InvoiceApp · Free "))
    #expect(transcript.after("login bob").contains("InvoiceApp · Free "))
    #expect(transcript.after("login alice", occurrence: 1).contains("InvoiceApp · Pro"))
    // Logging out an anonymous customer is RevenueCat's error 22, said plainly.
    #expect(transcript.after("logout", occurrence: 2).contains("Already anonymous"))
  }
}
