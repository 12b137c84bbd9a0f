import Foundation
import SubscriptionKit
import SubscriptionWire

/// One targeting rule: when a customer matches every condition, they see its
/// offering as current (and its placements, when it has some).
///
/// The project file's `targeting.rules[]` entry:
/// ```json
/// { "id": "germany", "conditions": { "country": ["DE", "AT"], "app_version": ">=2.0",
///     "attributes": { "plan_interest": "teams" }, "customer": "returning" },
///   "offering_id": "winback", "placements": { "fallback_offering_id": "winback",
///     "offering_ids_by_placement": { "settings": null } } }
/// ```
/// A customer's country is their `$country` attribute, else the storefront's;
/// their app version is the `$appVersion` attribute (a rule that asks for a
/// version does not match a customer without one). A returning customer has
/// bought something before; a new one has not.
public struct TargetingRule: Sendable, Hashable {
  /// New (never bought) or returning (bought before).
  public enum CustomerKind: String, Sendable, Hashable, CaseIterable {
    /// Has never bought anything.
    case new
    /// Has bought something before.
    case returning
  }

  /// The rule's identifier (`rule_id` in the offerings response).
  public var id: String
  /// ISO 3166-1 alpha-2 countries, any of which matches; nil: any country.
  public var countries: [String]?
  /// The app versions that match; nil: any.
  public var appVersion: VersionRequirement?
  /// Subscriber attributes that must have these values.
  public var attributes: [String: String]
  /// New or returning customers only; nil: both.
  public var customer: CustomerKind?
  /// The offering the rule makes current.
  public var offeringID: String
  /// The placements the rule sets; nil keeps the project's.
  public var placements: OfferingsResponse.Placements?

  /// Creates a rule.
  public init(
    id: String, countries: [String]? = nil, appVersion: VersionRequirement? = nil,
    attributes: [String: String] = [:], customer: CustomerKind? = nil, offeringID: String,
    placements: OfferingsResponse.Placements? = nil
  ) {
    self.id = id
    self.countries = countries
    self.appVersion = appVersion
    self.attributes = attributes
    self.customer = customer
    self.offeringID = offeringID
    self.placements = placements
  }

  /// Whether a customer with these facts matches every condition.
  public func matches(_ facts: TargetingFacts) -> Bool {
    if let countries, !countries.contains(where: { $0.uppercased() == facts.country.uppercased() })
    {
      return false
    }
    if let appVersion {
      guard let version = facts.appVersion, appVersion.isSatisfied(by: version) else {
        return false
      }
    }
    for (name, value) in attributes where facts.attributes[name] != value { return false }
    if let customer, customer != (facts.isReturning ? .returning : .new) { return false }
    return true
  }
}

/// What targeting knows about a customer.
public struct TargetingFacts: Sendable, Hashable {
  /// ISO 3166-1 alpha-2 country.
  public var country: String
  /// The app version the customer runs, when known.
  public var appVersion: String?
  /// Subscriber attributes by name.
  public var attributes: [String: String]
  /// Whether the customer has bought something before.
  public var isReturning: Bool

  /// Creates facts.
  public init(
    country: String, appVersion: String? = nil, attributes: [String: String] = [:],
    isReturning: Bool = false
  ) {
    self.country = country
    self.appVersion = appVersion
    self.attributes = attributes
    self.isReturning = isReturning
  }
}

/// The targeting section of a project: a revision number and rules in priority order.
public struct TargetingRules: Sendable, Hashable {
  /// The revision (`targeting.revision` in the offerings response).
  public var revision: Int
  /// The rules; the first that matches wins.
  public var rules: [TargetingRule]

  /// Creates targeting.
  public init(revision: Int = 1, rules: [TargetingRule] = []) {
    self.revision = revision
    self.rules = rules
  }

  /// The first rule the customer matches.
  public func rule(for facts: TargetingFacts) -> TargetingRule? {
    rules.first { $0.matches(facts) }
  }
}
