/// Whether a customer may still take a product's introductory offer.
///
/// Apple grants it once per subscription group: a customer who had any intro
/// offer in the group, or who subscribes to it now, is ineligible.
public enum IntroEligibilityStatus: Int, Sendable, Hashable, Codable {
  case unknown = 0
  case ineligible = 1
  case eligible = 2
  case noIntroOfferExists = 3

  /// True only for `.eligible`.
  public var isEligible: Bool { self == .eligible }

  /// RevenueCat's backend JSON: `true` eligible, `false` ineligible, `null` unknown.
  public init(jsonValue: Bool?) {
    switch jsonValue {
    case true?: self = .eligible
    case false?: self = .ineligible
    case nil: self = .unknown
    }
  }
}
