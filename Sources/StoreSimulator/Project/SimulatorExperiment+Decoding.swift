import Foundation

extension SimulatorExperiment {
  /// The project file's form of an experiment, checked when it is turned into one.
  struct Entry: Decodable {
    struct VariantEntry: Decodable {
      var id: String?
      var offeringID: String
      var percentage: Double?

      enum CodingKeys: String, CodingKey {
        case id, percentage
        case offeringID = "offering_id"
      }
    }

    var id: String
    var placement: String?
    var enrollmentPercentage: Double?
    var start: String?
    var stop: String?
    var audience: String?
    var variants: [VariantEntry]

    enum CodingKeys: String, CodingKey {
      case id, placement, start, stop, audience, variants
      case enrollmentPercentage = "enrollment_percentage"
    }
  }

  /// Variant names by position when the file gives none.
  static let defaultVariantIDs = ["a", "b", "c", "d"]

  /// Builds an experiment from its file entry at `path` (`$.experiments[0]`).
  ///
  /// - Throws: `SimulatorProjectError` naming the bad field.
  init(entry: Entry, path: String, file: URL?) throws {
    func fail(_ field: String, _ problem: String) -> SimulatorProjectError {
      SimulatorProjectError(file: file, path: path + field, problem: problem)
    }
    func date(_ text: String?, _ field: String) throws -> Date? {
      guard let text else { return nil }
      guard let date = ISO8601DateFormatter().date(from: text) else {
        throw fail(
          field, "expected an ISO 8601 date such as \"2026-01-01T00:00:00Z\", found \"\(text)\"")
      }
      return date
    }
    guard !entry.id.isEmpty else { throw fail(".id", "must not be empty") }
    guard (2...4).contains(entry.variants.count) else {
      throw fail(".variants", "needs 2 to 4 variants, found \(entry.variants.count)")
    }
    let percentage = entry.enrollmentPercentage ?? 100
    guard percentage.isFinite, (0...100).contains(percentage) else {
      throw fail(".enrollment_percentage", "must be between 0 and 100, not \(percentage)")
    }
    let audience = try entry.audience.map { text -> Audience in
      guard let audience = Audience(rawValue: text) else {
        throw fail(".audience", "must be \"new\" or \"all\", not \"\(text)\"")
      }
      return audience
    }
    var variants: [Variant] = []
    for (index, variant) in entry.variants.enumerated() {
      let id = variant.id ?? Self.defaultVariantIDs[index]
      guard !id.isEmpty, !variants.contains(where: { $0.id == id }) else {
        throw fail(".variants[\(index)].id", "variant \"\(id)\" is empty or named twice")
      }
      guard id != Self.holdoutID else {
        throw fail(
          ".variants[\(index)].id",
          "\"\(Self.holdoutID)\" names the customers kept on no variant; call the variant otherwise"
        )
      }
      if let share = variant.percentage, !(share > 0 && share <= 100) {
        throw fail(
          ".variants[\(index)].percentage", "must be above 0 and at most 100, not \(share)")
      }
      variants.append(
        Variant(id: id, offeringID: variant.offeringID, percentage: variant.percentage))
    }
    let shares = variants.compactMap(\.percentage)
    if !shares.isEmpty && shares.count != variants.count {
      throw fail(".variants", "give every variant a percentage, or none (an equal split)")
    }
    if shares.reduce(0, +) > 100 + 1e-9 {
      throw fail(
        ".variants",
        "the percentages sum to \(shares.reduce(0, +)), above 100 (below 100, the rest is a holdout)"
      )
    }
    let start = try date(entry.start, ".start")
    let stop = try date(entry.stop, ".stop")
    if let start, let stop, stop <= start {
      throw fail(".stop", "is not after the start (\(entry.start ?? ""))")
    }
    self.init(
      id: entry.id, placement: entry.placement, enrollmentPercentage: percentage, start: start,
      stop: stop, audience: audience ?? .newCustomers, variants: variants)
  }
}
