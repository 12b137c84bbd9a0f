/// Which store environment this build buys in: the sandbox (Xcode, TestFlight,
/// StoreKit testing, the store simulator) or production (the App Store).
///
/// `EntitlementInfo.isActiveInCurrentEnvironment` is RevenueCat's strict
/// comparison (the purchase's environment equals the build's). What unlocks
/// premium (`EntitlementInfo.grantsAccess(in:)`, `SubscriptionManager.isPremium`)
/// is the rule that protects revenue: a sandbox purchase never unlocks a
/// production build, while an App Store purchase unlocks any build. Set it in
/// `SubscriptionConfiguration.storeEnvironment`; the default guesses from the build:
///
/// ```swift
/// var configuration = SubscriptionConfiguration(…)
/// // TestFlight builds are release builds that buy in the sandbox: on Apple
/// // platforms, read StoreKit's AppTransaction.environment and say so.
/// configuration.storeEnvironment = isTestFlight ? .sandbox : .production
/// ```
public enum StoreEnvironment: String, Sendable, Hashable, Codable, CaseIterable {
  /// Sandbox purchases (`is_sandbox: true`).
  case sandbox
  /// App Store purchases (`is_sandbox: false`).
  case production

  /// The guess when nobody says: debug builds buy in the sandbox, release
  /// builds in production (`BuildConfiguration.current`).
  public static var current: StoreEnvironment {
    BuildConfiguration.current == .debug ? .sandbox : .production
  }

  /// Whether a purchase with this `is_sandbox` flag belongs to this environment.
  public func contains(isSandbox: Bool) -> Bool {
    isSandbox == (self == .sandbox)
  }

  /// Whether a purchase with this `is_sandbox` flag may unlock a build in this
  /// environment: anything in a sandbox build, only App Store purchases in a
  /// production build.
  public func accepts(isSandbox: Bool) -> Bool {
    self == .sandbox || !isSandbox
  }
}
