import Foundation
import TestSupport
import Testing

/// The seeds' whole story through the real `subkit demo`: the onboarding
/// paywall, manage subscription, the debug premium override, Ask to Buy, and
/// reinstall-and-restore — each as a script would drive it.
@Suite(
  "subkit demo: onboarding, manage subscription, debug premium, Ask to Buy",
  .timeLimit(.minutes(10))
)
struct DemoStoryTests {
  let scenario = DemoScenarioTests()

  func store(_ arguments: [String], state: URL) throws -> Repository.Output {
    try Repository.subkit(["store"] + arguments + ["--state", state.path])
  }

  // MARK: Onboarding

  @Test("A first launch opens the onboarding paywall; Continue with Free changes nothing")
  func onboardingSkipped() throws {
    let transcript = try scenario.demo(["free", "new"], onboarding: true)
    let launch = transcript.after("(launch)")
    #expect(launch.contains("Welcome to InvoiceApp"))
    #expect(launch.contains("5 invoices a month are free"))
    #expect(launch.contains("[esc] Continue with Free"))
    #expect(launch.contains("Save 48%") && launch.contains("Restore Purchases"))
    let skipped = transcript.after("free")
    #expect(skipped.contains("Continuing with Free"))
    #expect(skipped.contains("Invoices this month: 0 of 5 used"))
    #expect(skipped.contains("InvoiceApp · Free "))
    #expect(!skipped.contains("webhook"))
    #expect(transcript.after("new").contains("Invoice #1 created"))
  }

  @Test("Onboarding is never a dead end: any app word leaves it, free")
  func onboardingAnyWord() throws {
    let transcript = try scenario.demo(
      ["reports", "close", "upgrade", "not-now"], onboarding: true)
    // A locked feature from onboarding opens the in-app paywall on its own headline.
    let reports = transcript.after("reports")
    #expect(reports.contains("Financial Reports"))
    #expect(reports.contains("[esc] Close"))
    #expect(!reports.contains("Welcome to InvoiceApp"))
    #expect(transcript.after("close").contains("Invoices this month: 0 of 5 used"))
    // The in-app paywall without a feature has the plan's name, not onboarding's words.
    #expect(transcript.after("upgrade").contains("Unlock Pro"))
  }

  @Test("A purchase on the onboarding paywall unlocks everywhere; a reinstall shows it again")
  func onboardingPurchaseAndReinstall() throws {
    let state = try Repository.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: state) }
    let first = try scenario.demo(
      ["select monthly", "buy", "reports"], state: state, onboarding: true)
    let bought = first.after("buy")
    #expect(bought.contains("InvoiceApp · Pro"))
    #expect(bought.contains("Invoices: unlimited with Pro"))
    #expect(bought.contains("webhook INITIAL_PURCHASE pro_monthly [TRIAL]"))
    #expect(first.after("reports").contains("Financial Reports opened"))
    // Onboarding is done for this install: the next launch opens on home.
    let again = try scenario.demo(["quit"], state: state, start: nil, onboarding: true)
    #expect(!again.after("(launch)").contains("Welcome to InvoiceApp"))
    #expect(again.after("(launch)").contains("InvoiceApp · Pro"))
    // A reinstall is a first launch again: onboarding, then restore from it.
    let reinstalled = try scenario.demo(
      ["reinstall", "restore"], state: state, start: nil, onboarding: true)
    #expect(reinstalled.after("reinstall").contains("Welcome to InvoiceApp"))
    let restored = reinstalled.after("restore")
    #expect(restored.contains("Purchases restored") && restored.contains("InvoiceApp · Pro"))
    #expect(restored.contains("webhook TRANSFER"))
  }

  // MARK: Manage subscription

  @Test("Manage subscription shows plan, price, renewal and trial; cancel and resume")
  func manageShowsAndCancels() throws {
    let transcript = try scenario.demo([
      "manage", "upgrade", "select monthly", "buy", "manage", "cancel", "resume",
    ])
    #expect(transcript.after("manage").contains("No subscription to manage"))
    let manage = transcript.after("manage", occurrence: 1)
    #expect(manage.contains("Plan:     Pro Monthly"))
    #expect(manage.contains("Price:    $7.99/mo"))
    #expect(manage.contains("State:    free trial"))
    #expect(manage.contains("Renews:   2026-01-08 09:00 UTC"))
    #expect(manage.contains("2  Annual    $49.99/yr    crossgrade · at next renewal"))
    #expect(manage.contains("[c] Cancel subscription"))
    let cancelled = transcript.after("cancel")
    #expect(cancelled.contains("State:    free trial · cancelled · access until it ends"))
    #expect(cancelled.contains("Expires:  2026-01-08 09:00 UTC"))
    #expect(cancelled.contains("webhook CANCELLATION pro_monthly UNSUBSCRIBE"))
    #expect(cancelled.contains("[e] Resume subscription"))
    #expect(transcript.after("resume").contains("webhook UNCANCELLATION pro_monthly"))
  }

  @Test("Change plan: a crossgrade to another period waits for renewal, lifetime is now")
  func changePlan() throws {
    let transcript = try scenario.demo([
      "upgrade", "select annual", "buy", "manage", "change-plan monthly", "advance year",
      "change-plan 2",
    ])
    let deferred = transcript.after("change-plan monthly")
    #expect(deferred.contains("Pro Monthly starts at your next renewal (2027-01-01)"))
    #expect(deferred.contains("Plan:     Pro Annual"))
    #expect(deferred.contains("webhook PRODUCT_CHANGE pro_annual"))
    // At renewal the store moves the subscription to monthly.
    let renewed = transcript.after("advance year")
    #expect(renewed.contains("Plan:     Pro Monthly"))
    let back = transcript.after("change-plan 2")
    #expect(back.contains("Pro Annual starts at your next renewal"))
  }

  @Test("A refund request: the store declines a trial, grants a recent charge and the app locks")
  func refundRequest() throws {
    let transcript = try scenario.demo([
      "upgrade", "select monthly", "buy", "manage", "request-refund", "close", "upgrade",
      "select lifetime", "buy", "manage", "request-refund",
    ])
    let declined = transcript.after("request-refund")
    #expect(declined.contains("The store declined the refund"))
    #expect(declined.contains("free trial"))
    #expect(declined.contains("InvoiceApp · Pro"))
    let granted = transcript.after("request-refund", occurrence: 1)
    #expect(granted.contains("The store refunded pro_lifetime"))
    #expect(granted.contains("webhook CANCELLATION pro_lifetime CUSTOMER_SUPPORT"))
    // The monthly trial still grants Pro: the refund took only what it paid for.
    #expect(granted.contains("Plan:     Pro Monthly"))
  }

  // MARK: Debug premium

  @Test("The debug override unlocks the app, says so, and the store never hears of it")
  func debugPremium() throws {
    let state = try Repository.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: state) }
    let transcript = try scenario.demo(
      ["debug-premium on", "reports", "debug", "debug-premium off"], state: state)
    let on = transcript.after("debug-premium on")
    #expect(on.contains("InvoiceApp · Pro  DEBUG OVERRIDE  store: Free"))
    #expect(on.contains("Invoices: unlimited with Pro"))
    #expect(transcript.after("reports").contains("Financial Reports opened"))
    #expect(transcript.after("debug").contains("Debug premium override: ON"))
    let off = transcript.after("debug-premium off")
    #expect(off.contains("InvoiceApp · Free "))
    #expect(!off.contains("DEBUG OVERRIDE"))
    // Nothing reached the store: no purchase, no event, no entitlement.
    #expect(try store(["events"], state: state).stdout.isEmpty)
    #expect(try store(["status"], state: state).stdout.contains("\"entitlements\" : {\n\n    }"))
  }

  @Test("ENABLE_DEBUG_PREMIUM=1 turns the override on, marked on screen")
  func debugPremiumFromEnvironment() throws {
    let transcript = try scenario.demo(
      ["templates"], environment: ["ENABLE_DEBUG_PREMIUM": "1"])
    #expect(transcript.after("(launch)").contains("DEBUG OVERRIDE  store: Free"))
    #expect(transcript.after("templates").contains("Custom Templates opened"))
    let plain = try scenario.demo(["templates"], environment: ["ENABLE_DEBUG_PREMIUM": "0"])
    #expect(!plain.after("(launch)").contains("DEBUG OVERRIDE"))
    #expect(plain.after("templates").contains("Custom Templates"))
    #expect(plain.after("templates").contains("buy:"))
  }

  // MARK: Ask to Buy

  @Test("Ask to Buy from the failure cycle: pending, then a parent approves in the demo")
  func askToBuyApproved() throws {
    let transcript = try scenario.demo([
      "fail-next ask-to-buy", "upgrade", "buy", "approve",
    ])
    let pending = transcript.after("buy")
    #expect(pending.contains("Purchase Pending"))
    #expect(pending.contains("Purchase pending: Pro Annual waits for a parent's approval"))
    #expect(pending.contains("InvoiceApp · Free "))
    #expect(!pending.contains("webhook INITIAL_PURCHASE"))
    let approved = transcript.after("approve")
    #expect(approved.contains("InvoiceApp · Pro"))
    #expect(approved.contains("webhook INITIAL_PURCHASE pro_annual"))
    #expect(!approved.contains("Purchase pending:"))
  }

  @Test("--ask-to-buy: a decline buys nothing; subkit store approve resolves it between runs")
  func askToBuySetting() throws {
    let state = try Repository.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: state) }
    var arguments = ["demo", "--no-onboarding", "--ask-to-buy", "--state", state.path]
    arguments += ["--start", DemoScenarioTests.start]
    let first = try Repository.subkit(
      arguments, input: "upgrade\nbuy\ndecline\nupgrade\nselect lifetime\nbuy\n")
    #expect(first.status == 0, "\(first.stderr)")
    let transcript = DemoScenarioTests.Transcript(first.stdout)
    #expect(transcript.after("decline").contains("A parent declined the purchase"))
    #expect(transcript.after("decline").contains("InvoiceApp · Free "))
    #expect(transcript.after("buy", occurrence: 1).contains("Pro Lifetime waits for a parent"))
    // A parent approves from the command line; the app shows it at its next launch.
    let approve = try store(["approve"], state: state)
    #expect(approve.status == 0, "\(approve.stderr)")
    #expect(approve.stdout.contains("bought pro_lifetime"))
    let later = try scenario.demo(["quit"], state: state, start: nil)
    #expect(later.after("(launch)").contains("InvoiceApp · Pro"))
    #expect(!later.after("(launch)").contains("Purchase pending"))
  }

  @Test("A parent approves with subkit store approve while the demo runs: it unlocks unasked")
  func askToBuyApprovedElsewhere() throws {
    let state = try Repository.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: state) }
    let process = Process()
    process.executableURL = Repository.subkit
    process.arguments = [
      "demo", "--no-onboarding", "--state", state.path, "--start", DemoScenarioTests.start,
    ]
    process.currentDirectoryURL = Repository.root
    var environment = ProcessInfo.processInfo.environment
    environment["TZ"] = "UTC"
    environment.removeValue(forKey: "ENABLE_DEBUG_PREMIUM")
    process.environment = environment
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    _ = ProcessRunner.ignoreBrokenPipes  // a demo that exits early must not end the tests
    try process.run()
    // A safety net, not a timing assertion: a stuck demo cannot hang the suite.
    let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: watchdog)
    defer { watchdog.cancel() }

    /// Reads the demo's output until `marker` appears or the output ends.
    var transcript = ""
    func read(until marker: String) {
      while !transcript.contains(marker) {
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { return }
        transcript += String(decoding: chunk, as: UTF8.self)
      }
    }
    try input.fileHandleForWriting.write(
      contentsOf: Data("fail-next ask-to-buy\nupgrade\nbuy\n".utf8))
    read(until: "waits for a parent's approval")
    #expect(transcript.contains("Purchase pending: Pro Annual"))

    let approve = try store(["approve"], state: state)
    #expect(approve.status == 0, "\(approve.stderr)")

    // The next screen (a plain "close") shows Pro: no refresh was asked for.
    try input.fileHandleForWriting.write(contentsOf: Data("close\n".utf8))
    try input.fileHandleForWriting.close()
    read(until: "\u{0}")
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let after = DemoScenarioTests.Transcript(transcript).after("close")
    #expect(after.contains("InvoiceApp · Pro"))
    #expect(after.contains("webhook INITIAL_PURCHASE pro_annual"))
    #expect(!after.contains("Purchase pending"))
  }

  @Test("The failure cycle has Ask to Buy and an off position")
  func cycleHasAskToBuy() throws {
    let transcript = try scenario.demo(["?"] + Array(repeating: "fail-next ask-to-buy", count: 1))
    #expect(transcript.after("?").contains("a z          a parent approves / declines"))
    #expect(transcript.after("fail-next ask-to-buy").contains("wait for a parent (Ask to Buy)"))
  }

  // MARK: Restore from scripts

  @Test("Reinstall and restore from scripts: subkit store restore moves the purchase (TRANSFER)")
  func restoreFromScripts() throws {
    let state = try Repository.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: state) }
    _ = try scenario.demo(["upgrade", "select lifetime", "buy", "reinstall"], state: state)
    let fresh = try scenario.demo(["quit"], state: state, start: nil)
    #expect(fresh.after("(launch)").contains("InvoiceApp · Free "))
    let restore = try store(["restore"], state: state)
    #expect(restore.status == 0, "\(restore.stderr)")
    #expect(restore.stdout.contains("TRANSFER; active: pro"))
    let back = try scenario.demo(["quit"], state: state, start: nil)
    #expect(back.after("(launch)").contains("InvoiceApp · Pro"))
  }

  // MARK: The README

  @Test("The README's scripted tour runs as written, every word understood")
  func readmeScript() throws {
    let readme = try String(
      contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
    let line = try #require(
      readme.split(separator: "\n").first { $0.hasPrefix("printf 'free") && $0.contains("demo") })
    let quoted = try #require(line.split(separator: "'").dropFirst().first)
    let input = quoted.replacingOccurrences(of: "\\n", with: "\n")
    let output = try Repository.subkit(["demo", "--start", DemoScenarioTests.start], input: input)
    #expect(output.status == 0, "\(output.stderr)")
    let transcript = DemoScenarioTests.Transcript(output.stdout)
    #expect(!output.stdout.contains("Not understood"))
    #expect(transcript.after("buy").contains("InvoiceApp · Pro"))
    #expect(transcript.last.contains("State:    cancelled · access until it ends"))
    // The rounding rule the README states is the one the paywall shows.
    #expect(readme.contains("\"$4.16/mo\""))
    #expect(transcript.after("upgrade").contains("($4.16/mo)"))
  }
}
