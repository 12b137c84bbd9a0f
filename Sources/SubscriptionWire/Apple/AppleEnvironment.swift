/// The App Store environment a signed payload belongs to (`environment` in
/// every notification, transaction and renewal info).
///
/// `Xcode` and `LocalTesting` payloads are not signed by the App Store, and
/// Apple's verifier skips their signatures; `Sandbox` and `Production` are.
public enum AppleEnvironment: String, Sendable, Hashable, Codable, CaseIterable {
  /// The App Store sandbox.
  case sandbox = "Sandbox"
  /// The App Store.
  case production = "Production"
  /// StoreKit testing in Xcode.
  case xcode = "Xcode"
  /// Local StoreKit testing outside Xcode.
  case localTesting = "LocalTesting"

  /// Whether payloads in this environment carry the App Store's signature.
  public var isSigned: Bool { self == .sandbox || self == .production }
}
