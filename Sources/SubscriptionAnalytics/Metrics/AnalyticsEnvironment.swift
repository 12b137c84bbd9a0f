/// Which environment a metric reads: RevenueCat's `PRODUCTION` or
/// `SANDBOX`, or any other name an event was sent with (`STAGING`), so no
/// stored event is out of every metric's reach. Charts default to production.
///
/// Names are upper-cased, as events' `environment` is when stored.
public struct AnalyticsEnvironment: RawRepresentable, Hashable, Sendable, Codable,
  CustomStringConvertible
{
  /// The name as stored (`PRODUCTION`).
  public let rawValue: String

  /// The environment named `rawValue` (upper-cased); nil unless it is 1–100
  /// letters, digits, `_` or `-`.
  public init?(rawValue: String) {
    let name = rawValue.uppercased()
    guard (1...100).contains(name.count),
      name.unicodeScalars.allSatisfy({
        ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-"
      })
    else { return nil }
    self.rawValue = name
  }

  private init(known: String) {
    rawValue = known
  }

  /// Real purchases.
  public static let production = Self(known: "PRODUCTION")
  /// StoreKit testing, TestFlight, and what `subkit store simulate` sends.
  public static let sandbox = Self(known: "SANDBOX")

  /// RevenueCat's two environments.
  public static let allCases: [AnalyticsEnvironment] = [.production, .sandbox]

  /// Whether it is one of RevenueCat's two environments.
  public var isKnown: Bool { self == .production || self == .sandbox }

  /// What an option or query parameter accepts, for error messages.
  public static let allowedText =
    "production, sandbox or another environment's name (letters, digits, _ and -)"

  /// The name.
  public var description: String { rawValue }
}
