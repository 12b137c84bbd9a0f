import Foundation
import InvoiceAppSubscriptions
import SubscriptionKit

/// The first-launch paywall and the debug premium override: what a new
/// install shows, and what a developer switches on to see Pro without buying.
extension DemoSession {
  /// The app's record that onboarding is done (app data: a reinstall wipes it).
  var onboardingMarker: URL { appDirectory.appendingPathComponent("onboarding-completed") }

  /// Opens the onboarding paywall when this install has not completed
  /// onboarding (and the demo was not started with `--no-onboarding`).
  func openOnboardingIfFirstLaunch() async {
    guard options.showsOnboarding,
      !FileManager.default.fileExists(atPath: onboardingMarker.path)
    else { return }
    screen = .onboarding
    append("first launch: onboarding paywall")
    await manager.loadOfferings()
  }

  /// Onboarding is over, whichever way it ended: it does not come back until
  /// the app is reinstalled.
  func completeOnboarding() {
    try? FileManager.default.createDirectory(at: appDirectory, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: onboardingMarker.path, contents: Data())
    append("onboarding completed")
  }

  /// Closes whatever is open. On the onboarding paywall that is "Continue
  /// with Free": onboarding completes, nothing else changes.
  func closeScreen() {
    if [.debug, .help, .keys].contains(screen), screenUnderPanel != .home {
      screen = screenUnderPanel
      screenUnderPanel = .home
      return
    }
    if screen == .onboarding {
      completeOnboarding()
      notice = Notice(
        kind: .info, title: "Continuing with Free",
        message: "Upgrade whenever you like: [u], or a locked feature.")
    }
    screen = .home
  }

  // MARK: Debug premium

  /// The persisted toggle of the debug override (the app's UserDefaults bool).
  static func debugPremiumToggle(in appDirectory: URL) -> URL {
    appDirectory.appendingPathComponent("debug-premium-enabled")
  }

  /// The override the app's manager runs with: `ENABLE_DEBUG_PREMIUM=1` or the
  /// persisted toggle, in DEBUG builds only.
  static func debugPremiumOverride(appDirectory: URL, environment: [String: String])
    -> DebugPremiumOverride
  {
    let toggle = debugPremiumToggle(in: appDirectory).path
    return DebugPremiumOverride(
      environment: environment, persistedToggle: { FileManager.default.fileExists(atPath: toggle) })
  }

  /// Whether the override is what unlocks the app now (on, in a DEBUG build).
  var isDebugPremiumOn: Bool { manager.debugPremiumOverride.isEnabled }

  /// Turns the persisted toggle on or off (nil: flips it). The store and its
  /// events never hear of it: only this app's `isPremium` changes.
  func setDebugPremium(_ isOn: Bool?) {
    let toggle = Self.debugPremiumToggle(in: appDirectory)
    let wasOn = FileManager.default.fileExists(atPath: toggle.path)
    let turnOn = isOn ?? !wasOn
    if turnOn {
      try? FileManager.default.createDirectory(at: appDirectory, withIntermediateDirectories: true)
      _ = FileManager.default.createFile(atPath: toggle.path, contents: Data())
    } else {
      try? FileManager.default.removeItem(at: toggle)
    }
    // The manager reads the toggle when the override is assigned.
    manager.debugPremiumOverride = Self.debugPremiumOverride(
      appDirectory: appDirectory, environment: options.environment)
    guard BuildConfiguration.current == .debug else {
      notice = Notice(
        kind: .error, title: "The debug premium override exists only in DEBUG builds",
        message: "This subkit is a release build: the toggle is saved but ignored.")
      return
    }
    append("debug premium override \(turnOn ? "on" : "off") (the store is not told)")
    notice = Notice(
      kind: .info, title: "Debug premium override \(turnOn ? "on" : "off")",
      message: environmentForcesDebugPremium
        ? "ENABLE_DEBUG_PREMIUM=1 keeps it on whatever the toggle says." : nil)
  }

  /// Whether `ENABLE_DEBUG_PREMIUM=1` is set.
  var environmentForcesDebugPremium: Bool {
    options.environment[DebugPremiumOverride.environmentVariable] == "1"
  }
}
