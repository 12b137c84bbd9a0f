/// A storefront's country and currency, from the ISO 3166-1 alpha-3 code a
/// `.storekit` file names (`"USA"` → US, USD).
public struct Storefront: Sendable, Hashable {
  /// The alpha-3 code (`"USA"`).
  public let code: String
  /// The alpha-2 country code RevenueCat's webhooks carry (`"US"`).
  public let countryCode: String
  /// The ISO 4217 currency (`"USD"`).
  public let currencyCode: String

  /// The storefront for `code`; unknown codes fall back to the United States' currency.
  public init(code: String) {
    let upper = code.uppercased()
    let entry = Self.table[upper]
    self.code = upper
    self.countryCode = entry?.country ?? String(upper.prefix(2))
    self.currencyCode = entry?.currency ?? "USD"
  }

  /// Whether `code` is a storefront this table knows (its country and currency).
  public static func isKnown(_ code: String) -> Bool { table[code.uppercased()] != nil }

  private static let euro = "EUR"
  private static let table: [String: (country: String, currency: String)] = [
    "USA": ("US", "USD"), "CAN": ("CA", "CAD"), "MEX": ("MX", "MXN"), "BRA": ("BR", "BRL"),
    "GBR": ("GB", "GBP"), "IRL": ("IE", euro), "FRA": ("FR", euro), "DEU": ("DE", euro),
    "ESP": ("ES", euro), "ITA": ("IT", euro), "NLD": ("NL", euro), "BEL": ("BE", euro),
    "AUT": ("AT", euro), "PRT": ("PT", euro), "FIN": ("FI", euro), "GRC": ("GR", euro),
    "CHE": ("CH", "CHF"), "SWE": ("SE", "SEK"), "NOR": ("NO", "NOK"), "DNK": ("DK", "DKK"),
    "POL": ("PL", "PLN"), "TUR": ("TR", "TRY"), "RUS": ("RU", "RUB"), "IND": ("IN", "INR"),
    "JPN": ("JP", "JPY"), "CHN": ("CN", "CNY"), "KOR": ("KR", "KRW"), "AUS": ("AU", "AUD"),
    "NZL": ("NZ", "NZD"), "SGP": ("SG", "SGD"), "HKG": ("HK", "HKD"), "TWN": ("TW", "TWD"),
    "SAU": ("SA", "SAR"), "ARE": ("AE", "AED"), "ISR": ("IL", "ILS"), "ZAF": ("ZA", "ZAR"),
    "EGY": ("EG", "EGP"), "IDN": ("ID", "IDR"), "THA": ("TH", "THB"), "VNM": ("VN", "VND"),
    "PHL": ("PH", "PHP"), "MYS": ("MY", "MYR"), "CHL": ("CL", "CLP"), "COL": ("CO", "COP"),
    "PER": ("PE", "PEN"), "ARG": ("AR", "USD"),
  ]
}
