import Foundation
import SubscriptionKit
import SubscriptionWire

extension TargetingRules {
  /// The project file's `targeting` section.
  struct Entry: Decodable {
    var revision: Int?
    var rules: [RuleEntry]
  }

  /// One rule as the file writes it.
  struct RuleEntry: Decodable {
    struct Conditions: Decodable {
      var country: [String]?
      var appVersion: String?
      var attributes: [String: String]?
      var customer: String?

      enum CodingKeys: String, CodingKey {
        case country, attributes, customer
        case appVersion = "app_version"
      }
    }

    var id: String
    var conditions: Conditions?
    var offeringID: String
    var placements: OfferingsResponse.Placements?

    enum CodingKeys: String, CodingKey {
      case id, conditions, placements
      case offeringID = "offering_id"
    }
  }

  /// Builds targeting from its file entry.
  ///
  /// - Throws: `SimulatorProjectError` naming the bad field.
  init(entry: Entry, file: URL?) throws {
    var rules: [TargetingRule] = []
    for (index, rule) in entry.rules.enumerated() {
      let path = "$.targeting.rules[\(index)]"
      func fail(_ field: String, _ problem: String) -> SimulatorProjectError {
        SimulatorProjectError(file: file, path: path + field, problem: problem)
      }
      guard !rule.id.isEmpty, !rules.contains(where: { $0.id == rule.id }) else {
        throw fail(".id", "rule \"\(rule.id)\" is empty or named twice")
      }
      let conditions = rule.conditions
      let version = try conditions?.appVersion.map { text -> VersionRequirement in
        guard let requirement = VersionRequirement(text) else {
          throw fail(
            ".conditions.app_version",
            "expected a version condition such as \">=2.0\", found \"\(text)\"")
        }
        return requirement
      }
      let customer = try conditions?.customer.map { text -> TargetingRule.CustomerKind in
        guard let kind = TargetingRule.CustomerKind(rawValue: text) else {
          throw fail(".conditions.customer", "must be \"new\" or \"returning\", not \"\(text)\"")
        }
        return kind
      }
      if let countries = conditions?.country,
        let bad = countries.first(where: { $0.count != 2 || !$0.allSatisfy(\.isLetter) })
      {
        throw fail(
          ".conditions.country",
          "expected ISO 3166-1 alpha-2 codes such as \"DE\", found \"\(bad)\"")
      }
      rules.append(
        TargetingRule(
          id: rule.id, countries: conditions?.country, appVersion: version,
          attributes: conditions?.attributes ?? [:], customer: customer,
          offeringID: rule.offeringID, placements: rule.placements))
    }
    self.init(revision: entry.revision ?? 1, rules: rules)
  }
}
