import AppleJWS
import CommandLineSupport
import Foundation
import StoreFolder
import StoreSimulator
import SubscriptionKit

/// `subkit demo`: the invoicing app with a paywall, on a simulated App Store.
///
/// In a terminal it is interactive (keys, full-screen redraws). When standard
/// input is not a terminal it reads one command per line and prints the
/// screen after each, so it can be scripted and tested.
@MainActor
enum DemoCommand {
  /// The declaration.
  nonisolated static let command = Command<SubscriptionClock>(
    "demo", abstract: "A terminal paywall app on a simulated App Store (start here)",
    discussion: """
      An invoicing app on a simulated App Store: 5 free invoices a month, then a
      paywall with the store's real prices, purchases, restore, renewals and
      refunds on a clock you move. Start here.

      In a terminal, keys drive it (? lists them). Piped, it reads commands
      ('help' lists them):
        printf 'free\\nnew\\nupgrade\\nbuy\\nadvance period\\n' | subkit demo

      Environment:
        ENABLE_DEBUG_PREMIUM=1  The DEBUG-only premium override is on (shown as such)
        NO_COLOR                No colours, as --no-color
        COLUMNS                 Piped: the screen's width (40 to 100; default 80)
      """,
    groups: [
      OptionGroup([
        CommandOption(
          "state", value: "DIR",
          help: """
            Keep the store and the app's data in DIR between runs
            (default: a fresh store each run)
            """),
        CommandOption(
          "storekit", value: "FILE", help: "Your own Xcode .storekit file (with --project)"),
        CommandOption(
          "project", value: "FILE",
          help: """
            Your RevenueCat project file: offerings and the
            product→entitlement mapping (see docs/store-simulator.md)
            """),
        CommandOption(
          "start", value: "DATE", help: "Store time to start a new store at (ISO 8601)"),
        .flag("no-onboarding", help: "Open on the home screen, not the first-launch paywall"),
        .flag("ask-to-buy", help: "Every purchase waits for a parent's approval (Ask to Buy)"),
        .flag("no-color", help: "No colours (also: the NO_COLOR environment variable)"),
      ])
    ],
    runAsync: { invocation, clock in await run(invocation.arguments, clock: clock) })

  static func run(_ arguments: Arguments, clock: SubscriptionClock) async -> Int32 {
    let stateDirectory = arguments.value("state").map {
      URL(fileURLWithPath: $0).standardizedFileURL
    }
    let temporary = FileManager.default.temporaryDirectory
      .appendingPathComponent("subkit-demo-\(ProcessInfo.processInfo.processIdentifier)")
    defer { if stateDirectory == nil { try? FileManager.default.removeItem(at: temporary) } }
    let simulator: StoreSimulator
    let setup: SimulatorSetup
    do {
      (setup, simulator) = try SimulatorSetup.open(
        storekit: arguments.value("storekit"), project: arguments.value("project"),
        start: arguments.value("start"), stateDirectory: stateDirectory, now: clock.now())
    } catch {
      Console.error(describe(error), command: "demo")
      return ExitCode.failure
    }

    if arguments.has("ask-to-buy") { simulator.setAskToBuyEnabled(true) }
    // Promotional offers are signed and checked with an In-App Purchase key:
    // the store folder's with --state (as `subkit store` uses), else one for
    // this run. Without OpenSSL the demo runs on, and refuses promotional
    // offers for want of a key, saying so.
    if (try? LibCrypto.load()) != nil {
      simulator.usePromotionalOfferKey(
        try? stateDirectory.map {
          try InAppPurchaseKey.loadOrIssue(in: AppleNotificationSigner.appleFolder(inState: $0))
        } ?? InAppPurchaseKey.issue())
    }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let session = await DemoSession(
      simulator: simulator,
      appDirectory: (stateDirectory ?? temporary).appendingPathComponent("app"),
      calendar: calendar,
      setupDescription: setup.storekit.lastPathComponent + " + " + setup.project.lastPathComponent,
      options: DemoSession.Options(
        showsOnboarding: !arguments.has("no-onboarding"),
        environment: ProcessInfo.processInfo.environment))
    let interactive = Terminal.isInteractive
    let style = Style.detect(
      environment: ProcessInfo.processInfo.environment, isTerminal: interactive,
      noColorFlag: arguments.has("no-color"))
    if interactive {
      await runInteractive(session, style: style)
      return ExitCode.success
    }
    let rejected = await runScripted(session, style: style)
    guard rejected == 0 else {
      Console.error(
        "\(rejected) command\(rejected == 1 ? " was" : "s were") not understood (see 'help')",
        command: "demo")
      return ExitCode.failure
    }
    return ExitCode.success
  }

  /// One command per line from standard input; the screen after each.
  /// Returns how many lines were not understood, so a script that mistyped
  /// one ends with a non-zero exit, as a shell would.
  /// Scripted screens are 80 columns wide, or `COLUMNS` (from 40 to 100).
  private static func runScripted(_ session: DemoSession, style: Style) async -> Int {
    let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap { Int($0) }
    let width = columns.map { min(max($0, DemoScreen.narrowest), 100) } ?? 80
    let screen = {
      var screen = DemoScreen(session: session, style: style, isInteractive: false)
      screen.width = width
      return screen
    }
    Console.print(screen().lines().joined(separator: "\n"))
    var rejected = 0
    while let line = readLine() {
      let command = line.trimmingCharacters(in: .whitespaces)
      if command.isEmpty || command.hasPrefix("#") { continue }
      Console.print("")
      Console.line("> " + command)
      switch DemoAction.parse(command) {
      case .success(let action):
        guard await session.perform(action) else { return rejected }
      case .failure(let error):
        rejected += 1
        session.reject(error)
      }
      Console.print(screen().lines().joined(separator: "\n"))
    }
    return rejected
  }

  /// Keys from a raw-mode terminal; a full redraw after each.
  private static func runInteractive(_ session: DemoSession, style: Style) async {
    let terminal = Terminal()
    terminal.enterRawMode()
    defer { terminal.restore() }
    while true {
      let size = Terminal.size
      var screen = DemoScreen(session: session, style: style, isInteractive: true)
      screen.width = min(max(size.columns, DemoScreen.narrowest), 100)
      terminal.draw(screen.lines(rows: size.rows))
      // While no key comes, take in what the store did elsewhere (a parent's
      // approval with `subkit store approve`, a restore): redraw when it shows.
      var changed = false
      while !changed && !terminal.hasInput(withinMilliseconds: 500) {
        changed = await session.syncWithStore()
      }
      if changed { continue }
      guard let key = terminal.readKey() else { return }
      guard let action = DemoKeyBinding.action(for: key, at: session.screen.place) else {
        continue
      }
      guard await session.perform(action) else { return }
    }
  }
}
