/// A switch that unlocks premium while developing, without a purchase.
///
/// On when the environment has `ENABLE_DEBUG_PREMIUM=1` or the persisted
/// toggle is set. It exists only in DEBUG builds: in a release build
/// `isEnabled` is always false, whatever the environment says.
public struct DebugPremiumOverride: Sendable {
  /// The environment variable that turns the override on.
  public static let environmentVariable = "ENABLE_DEBUG_PREMIUM"

  private let environment: [String: String]
  private let persistedToggle: @Sendable () -> Bool
  private let build: BuildConfiguration

  /// An override reading `environment` and a persisted toggle (a UserDefaults
  /// bool in an app), for `build`.
  public init(
    environment: [String: String], persistedToggle: @escaping @Sendable () -> Bool = { false },
    build: BuildConfiguration = .current
  ) {
    self.environment = environment
    self.persistedToggle = persistedToggle
    self.build = build
  }

  /// An override that is never on.
  public static let disabled = DebugPremiumOverride(environment: [:], build: .release)

  /// Whether premium should be unlocked.
  public var isEnabled: Bool {
    guard build == .debug else { return false }
    return environment[Self.environmentVariable] == "1" || persistedToggle()
  }
}
