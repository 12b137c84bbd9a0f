import Foundation

/// Reads an experiment query from named text values — `subkit-analytics
/// report --experiment`'s options and the experiment pages' query string
/// alike, so both take the same values and refuse bad ones with the same words.
///
/// Names: `stop` (`YYYY-MM-DD`, UTC midnight, not after now), `control` (a
/// variant id), `primary` (an `ExperimentMetric`), `environment`
/// (`production`, `sandbox`), `looks` (`any`, `one`), `split`
/// (`a=45,b=45,holdout=10`: the configured split the sample-ratio check uses).
///
/// ```swift
/// let query = try ExperimentQueryParameters("prexp_paywall", ["stop": "2026-04-01"], now: now)
///   .query()
/// ```
public struct ExperimentQueryParameters: Sendable {
  /// The experiment's id.
  public var experimentID: String
  /// The values, by name (without any `--`).
  public var values: [String: String]
  /// The instant a stop may not be after.
  public var now: Date
  /// How a name is written in messages: `"--"` for command-line options, `""` for URLs.
  public var prefix: String

  /// Every name read here.
  public static let names: Set<String> = [
    "stop", "control", "primary", "environment", "looks", "split",
  ]

  /// Values to read.
  public init(_ experimentID: String, _ values: [String: String], now: Date, prefix: String = "") {
    self.experimentID = experimentID
    self.values = values
    self.now = now
    self.prefix = prefix
  }

  /// The query.
  ///
  /// - Throws: `AnalyticsError` (`.invalidQuery`) with one line naming the bad value.
  public func query() throws(AnalyticsError) -> ExperimentQuery {
    guard !experimentID.isEmpty else {
      throw AnalyticsError(.invalidQuery, "the experiment id is empty")
    }
    // A database would end the text at the NUL and answer for another experiment.
    guard !experimentID.utf8.contains(0) else {
      throw AnalyticsError(.invalidQuery, "the experiment id contains a NUL character")
    }
    for (key, value) in values.sorted(by: { $0.key < $1.key }) where value.utf8.contains(0) {
      throw problem("\(prefix)\(key) contains a NUL character")
    }
    var environment = AnalyticsEnvironment.production
    if let text = values["environment"] {
      guard let value = AnalyticsEnvironment(rawValue: text.uppercased()) else {
        throw problem(
          "\(prefix)environment takes \(AnalyticsEnvironment.allowedText), not '\(text)'")
      }
      environment = value
    }
    var primary = ExperimentMetric.initialConversion
    if let text = values["primary"] {
      guard let value = ExperimentMetric(rawValue: text) else {
        throw problem(
          "\(prefix)primary takes "
            + ExperimentMetric.allCases.map(\.rawValue).joined(separator: ", ")
            + ", not '\(text)'")
      }
      primary = value
    }
    var stop: Date?
    if let text = values["stop"] {
      let date = try MetricQueryParameters([:], now: now, prefix: prefix).day(text, "stop")
      guard date <= now else { throw problem("\(prefix)stop is after now") }
      stop = date
    }
    if values["control"]?.isEmpty == true { throw problem("\(prefix)control is empty") }
    var looks = ExperimentLooks.any
    if let text = values["looks"] {
      guard let value = ExperimentLooks(rawValue: text) else {
        throw problem("\(prefix)looks takes any or one, not '\(text)'")
      }
      looks = value
    }
    return ExperimentQuery(
      experimentID, environment: environment, stop: stop, control: values["control"],
      primary: primary, looks: looks, split: try values["split"].map(split) ?? [:])
  }

  /// `a=45,b=45,holdout=10`: each variant once, each share a positive number.
  private func split(_ text: String) throws(AnalyticsError) -> [String: Double] {
    var shares: [String: Double] = [:]
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let share = pieces.count == 2 ? Double(pieces[1].trimmingCharacters(in: .whitespaces)) : nil
      let name = pieces.first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
      guard let share, !name.isEmpty else {
        throw problem(
          "\(prefix)split takes variant=percent pairs such as a=45,b=45,holdout=10, not '\(text)'")
      }
      guard share > 0, share.isFinite, share <= 100 else {
        throw problem(
          "\(prefix)split gives \(name) \(share); each share must be above 0 and at most 100")
      }
      guard shares.updateValue(share, forKey: name) == nil else {
        throw problem("\(prefix)split names \(name) twice")
      }
    }
    return shares
  }

  private func problem(_ message: String) -> AnalyticsError {
    AnalyticsError(.invalidQuery, message)
  }
}
