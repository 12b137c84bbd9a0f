/// What one doctor run read, so "no problems found" says what it rests on: a
/// wrong folder and a clean app no longer look alike.
///
/// ```swift
/// let report = try Doctor.audit(directory: "MyApp")
/// report.summary.paywalls   // ["UpgradeView (App/UpgradeView.swift)"]
/// ```
public struct AuditSummary: Sendable, Hashable, Codable {
  /// One thing left out of the audit, and why.
  public struct Skipped: Sendable, Hashable, Codable {
    /// The path (or pattern) left out.
    public var path: String
    /// Why, in a few words.
    public var reason: String

    /// Creates an entry.
    public init(path: String, reason: String) {
      self.path = path
      self.reason = reason
    }
  }

  /// Targets of the projects read (`App`, `AppTests (tests)`).
  public var targets: [String] = []
  /// Build configuration names (`Debug`, `Release`).
  public var configurations: [String] = []
  /// Files read, by kind (`swift`, `xcconfig`, `plist`, `storekit`, `scheme`, `resource`).
  public var files: [String: Int] = [:]
  /// Swift files audited as app code.
  public var appSwiftFiles = 0
  /// Paywalls found, as `Type (path)`.
  public var paywalls: [String] = []
  /// `.storekit` files, each with the schemes whose Run action uses it.
  public var storeKitFiles: [String] = []
  /// Files and folders not audited, with the reason.
  public var skipped: [Skipped] = []

  /// Creates an empty summary.
  public init() {}

  /// Every file read, whatever its kind.
  public var filesRead: Int { files.values.reduce(0, +) }
}
