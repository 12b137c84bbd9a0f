import Foundation

/// Reads a metric query from named text values — `subkit-analytics report`'s
/// options and the HTTP API's query string alike, so both accept the same
/// values, apply the same defaults and refuse bad ones with the same words.
///
/// Names: `from`, `to` (`YYYY-MM-DD`, UTC), `resolution` (`day`, `week`,
/// `month`), `environment` (`production`, `sandbox`), `currency` (ISO 4217),
/// `product`, `store`, `country`, `entitlement`, and `lifetime` (days of
/// customer lifetime for the LTV metrics: `7`, `30`, … or `all`), and
/// `retention` (the product duration subscription retention measures:
/// `week`, `month` (the default), `year`, … as `BillingPeriod`). Without
/// `to` the range ends on `now`'s day; without `from` it goes back 30 days,
/// 12 weeks or 12 months by resolution.
///
/// ```swift
/// let queries = try MetricQueryParameters(["from": "2026-01-01", "resolution": "month"], now: now)
///   .queries([.mrr, .churn])
/// ```
public struct MetricQueryParameters: Sendable {
  /// The values, by name (without any `--`).
  public var values: [String: String]
  /// The instant a missing `to` defaults to.
  public var now: Date
  /// The resolution when `resolution` is missing.
  public var defaultResolution: MetricResolution
  /// How a name is written in messages: `"--"` for command-line options, `""` for URLs.
  public var prefix: String

  /// Every name read here.
  public static let names: Set<String> = [
    "from", "to", "resolution", "environment", "currency", "product", "store", "country",
    "entitlement", "lifetime", "retention",
  ]

  /// Values to read.
  public init(
    _ values: [String: String], now: Date, defaultResolution: MetricResolution = .day,
    prefix: String = ""
  ) {
    self.values = values
    self.now = now
    self.defaultResolution = defaultResolution
    self.prefix = prefix
  }

  /// The query for each of `names`.
  ///
  /// - Throws: `AnalyticsError` (`.invalidQuery`) with one line naming the bad value.
  public func queries(_ names: [MetricName]) throws(AnalyticsError) -> [MetricQuery] {
    // A database would end the text at the NUL and answer for another value.
    for (key, value) in values.sorted(by: { $0.key < $1.key }) where value.utf8.contains(0) {
      throw problem("\(prefix)\(key) contains a NUL character")
    }
    let resolution = try choice("resolution", MetricResolution.init) ?? defaultResolution
    let environment =
      try choice("environment") { AnalyticsEnvironment(rawValue: $0.uppercased()) } ?? .production
    let to = try values["to"].map { text throws(AnalyticsError) in try day(text, "to") } ?? now
    let span: (Calendar.Component, Int) =
      switch resolution {
      case .day: (.day, -29)
      case .week: (.weekOfYear, -11)
      case .month: (.month, -11)
      }
    let from =
      try values["from"].map { text throws(AnalyticsError) in try day(text, "from") }
      ?? Self.utc.date(byAdding: span.0, value: span.1, to: to) ?? to
    guard from <= to else { throw problem("\(prefix)from is after \(prefix)to") }
    if let currency = values["currency"],
      currency.count != 3 || !currency.allSatisfy({ $0.isASCII && $0.isLetter })
    {
      throw problem("\(prefix)currency takes an ISO 4217 code such as EUR, not '\(currency)'")
    }
    for key in ["product", "store", "country", "entitlement"] where values[key]?.isEmpty == true {
      throw problem("\(prefix)\(key) is empty")
    }
    var lifetime: Int?
    if let text = values["lifetime"], text != "all" {
      guard let days = Int(text), (0...36_500).contains(days) else {
        throw problem(
          "\(prefix)lifetime takes a number of days (7, 30, 365, …) or all, not '\(text)'")
      }
      lifetime = days
    }
    let retentionPeriod = try choice("retention") { BillingPeriod(rawValue: $0) } ?? .month
    return names.map {
      var query = MetricQuery(
        $0, from: from, to: to, resolution: resolution, product: values["product"],
        store: values["store"], country: values["country"], entitlement: values["entitlement"],
        environment: environment, currency: values["currency"]?.uppercased())
      query.lifetimeDays = lifetime
      query.retentionPeriod = retentionPeriod
      return query
    }
  }

  /// The UTC calendar the dates are read in.
  public static let utc: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar
  }()

  private func choice<Value>(_ name: String, _ make: (String) -> Value?) throws(AnalyticsError)
    -> Value?
  {
    guard let text = values[name] else { return nil }
    guard let value = make(text) else {
      let allowed =
        switch name {
        case "resolution": "day, week or month"
        case "retention": BillingPeriod.allowedText
        default: AnalyticsEnvironment.allowedText
        }
      throw problem("\(prefix)\(name) takes \(allowed), not '\(text)'")
    }
    return value
  }

  /// `YYYY-MM-DD`, as a UTC midnight.
  func day(_ text: String, _ name: String) throws(AnalyticsError) -> Date {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard text.count == 10, parts.count == 3, let year = Int(parts[0]),
      let month = Int(parts[1]), let day = Int(parts[2]),
      let date = Self.utc.date(from: DateComponents(year: year, month: month, day: day)),
      Self.utc.component(.day, from: date) == day, Self.utc.component(.month, from: date) == month
    else {
      throw problem("\(prefix)\(name) takes a date as YYYY-MM-DD, not '\(text)'")
    }
    return date
  }

  private func problem(_ message: String) -> AnalyticsError {
    AnalyticsError(.invalidQuery, message)
  }
}
