import Foundation

/// What a paywall did: shown (`impression`) or closed (`close`), with the
/// offering it showed. RevenueCat delivers these to webhooks as
/// `PAYWALL_IMPRESSION` and `PAYWALL_CLOSE` (paywall-events); experiment
/// results count a customer who saw their variant's offering as exposed.
public struct PaywallDisplayEvent: Sendable, Hashable {
  /// What happened.
  public struct Kind: RawRepresentable, Sendable, Hashable {
    /// The name RevenueCat's integrations use (`paywall_impression`).
    public let rawValue: String

    /// A kind by its integration name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The paywall was shown.
    public static let impression = Kind(rawValue: "paywall_impression")
    /// The paywall was closed.
    public static let close = Kind(rawValue: "paywall_close")
  }

  /// What happened.
  public var kind: Kind
  /// The identifier of the offering the paywall showed.
  public var offeringIdentifier: String

  /// An event about a paywall showing `offeringIdentifier`.
  public init(_ kind: Kind, offeringIdentifier: String) {
    self.kind = kind
    self.offeringIdentifier = offeringIdentifier
  }
}
