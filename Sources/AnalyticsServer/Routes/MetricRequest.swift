import Foundation
import SubscriptionAnalytics

/// Reads `from`, `to`, `resolution`, `product`, `store`, `country`,
/// `entitlement`, `currency` and `environment` from a query string, with the
/// defaults `subkit-analytics report` uses: the range ends today (UTC) and
/// goes back 30 days, 12 weeks or 12 months by resolution.
struct MetricRequest {
  /// What went wrong, for a 400 answer.
  struct Problem: Error {
    let message: String
  }

  let parameters: [String: String]
  let now: Date
  let defaultResolution: MetricResolution

  private static let parameterNames: Set<String> = [
    "from", "to", "resolution", "product", "store", "country", "entitlement", "currency",
    "environment", "token",
  ]

  /// The query for `name` (or for each of `names`).
  func queries(_ names: [MetricName]) throws(Problem) -> [MetricQuery] {
    if let unknown = parameters.keys.sorted().first(where: { !Self.parameterNames.contains($0) }) {
      throw Problem(message: "unknown parameter '\(unknown)'")
    }
    var resolution = defaultResolution
    if let text = parameters["resolution"] {
      guard let value = MetricResolution(rawValue: text) else {
        throw Problem(message: "resolution takes day, week or month, not '\(text)'")
      }
      resolution = value
    }
    var environment = AnalyticsEnvironment.production
    if let text = parameters["environment"] {
      guard let value = AnalyticsEnvironment(rawValue: text.uppercased()) else {
        throw Problem(message: "environment takes production or sandbox, not '\(text)'")
      }
      environment = value
    }
    let to = try parameters["to"].map { text throws(Problem) in try Self.day(text, "to") } ?? now
    let span: (Calendar.Component, Int) =
      switch resolution {
      case .day: (.day, -29)
      case .week: (.weekOfYear, -11)
      case .month: (.month, -11)
      }
    let from =
      try parameters["from"].map { text throws(Problem) in try Self.day(text, "from") }
      ?? Self.utc.date(byAdding: span.0, value: span.1, to: to) ?? to
    guard from <= to else { throw Problem(message: "from is after to") }
    if let currency = parameters["currency"],
      currency.count != 3 || !currency.allSatisfy({ $0.isASCII && $0.isUppercase })
    {
      throw Problem(message: "currency takes an ISO 4217 code such as EUR, not '\(currency)'")
    }
    for key in ["product", "store", "country", "entitlement"] where parameters[key]?.isEmpty == true
    {
      throw Problem(message: "\(key) is empty")
    }
    return names.map {
      MetricQuery(
        $0, from: from, to: to, resolution: resolution, product: parameters["product"],
        store: parameters["store"], country: parameters["country"],
        entitlement: parameters["entitlement"], environment: environment,
        currency: parameters["currency"])
    }
  }

  static let utc: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar
  }()

  /// `YYYY-MM-DD`, as a UTC midnight.
  static func day(_ text: String, _ name: String) throws(Problem) -> Date {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard text.count == 10, parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]),
      let day = Int(parts[2]),
      let date = utc.date(from: DateComponents(year: year, month: month, day: day)),
      utc.component(.day, from: date) == day
    else {
      throw Problem(message: "\(name) takes a date as YYYY-MM-DD, not '\(text)'")
    }
    return date
  }
}
