import SubscriptionWire

/// Who the App Store's signed payloads are about: the app's bundle id, its
/// Apple ID in App Store Connect, its build, and the environment they report.
///
/// Read from the project file's optional `app_store` object:
/// ```json
/// "app_store": { "bundle_id": "com.example.invoiceapp", "app_apple_id": 6_450_000_001,
///                "bundle_version": "1", "environment": "Sandbox" }
/// ```
/// Every field is optional and defaults to the example app's (`example`); the
/// environment defaults to the store's (`Sandbox` unless the store runs as
/// Production). `Xcode` and `LocalTesting` payloads are written unsigned, as
/// Apple's own tools do.
public struct AppStoreApp: Sendable, Hashable {
  /// The app's bundle identifier.
  public var bundleId: String
  /// The app's Apple ID (App Store Connect's numeric identifier).
  public var appAppleId: Int64
  /// `CFBundleVersion` in notifications.
  public var bundleVersion: String
  /// The environment payloads report; nil: the store's.
  public var environment: AppleEnvironment?

  /// The example app's: `com.example.invoiceapp` (Examples/InvoiceApp), Apple ID 6450000001.
  public static let example = AppStoreApp(
    bundleId: "com.example.invoiceapp", appAppleId: 6_450_000_001, bundleVersion: "1",
    environment: nil)

  /// Creates an identity.
  public init(
    bundleId: String, appAppleId: Int64, bundleVersion: String, environment: AppleEnvironment?
  ) {
    self.bundleId = bundleId
    self.appAppleId = appAppleId
    self.bundleVersion = bundleVersion
    self.environment = environment
  }

  /// The project file's `app_store` object (every field optional).
  struct Entry: Decodable, Sendable {
    var bundleId: String?
    var appAppleId: Int64?
    var bundleVersion: String?
    var environment: AppleEnvironment?

    enum CodingKeys: String, CodingKey {
      case bundleId = "bundle_id"
      case appAppleId = "app_apple_id"
      case bundleVersion = "bundle_version"
      case environment
    }
  }

  /// The entry over the example's defaults.
  init(entry: Entry?) {
    self = .example
    if let value = entry?.bundleId { bundleId = value }
    if let value = entry?.appAppleId { appAppleId = value }
    if let value = entry?.bundleVersion { bundleVersion = value }
    environment = entry?.environment
  }
}
