import Foundation
import SubscriptionKit
import SubscriptionWire

/// What RevenueCat's dashboard would say about an app: its offerings and which
/// entitlements each product grants, in RevenueCat's own JSON shapes.
///
/// The file format (documented in `docs/store-simulator.md`):
/// ```json
/// {
///   "offerings": { "current_offering_id": "default", "offerings": [ … ] },
///   "product_entitlement_mapping": {
///     "pro_monthly": { "product_identifier": "pro_monthly", "entitlements": ["pro"] }
///   },
///   "non_renewing_durations": { "season_pass": "P3M" },
///   "usd_exchange_rates": { "EUR": 1.16 },
///   "targeting": { "revision": 1, "rules": [ … ] },
///   "experiments": [ … ]
/// }
/// ```
/// `offerings` is the body of `GET /v1/subscribers/{id}/offerings`;
/// `product_entitlement_mapping` that of `GET /v1/product_entitlement_mapping`.
/// The optional `non_renewing_durations` says how long a non-renewing
/// subscription grants access (without it, access does not end, as in RevenueCat).
/// The optional `usd_exchange_rates` (USD per unit, numbers or strings) convert
/// webhook prices to USD, over `ExchangeRates.defaultTable`. Placements live
/// in `offerings.placements` (RevenueCat's shape); `targeting` (`TargetingRules`)
/// and `experiments` (`SimulatorExperiment`) are ours, documented with them.
public struct SimulatorProject: Sendable, Hashable {
  /// The offerings document.
  public var offerings: OfferingsResponse
  /// The product → entitlement mapping.
  public var entitlementMapping: ProductEntitlementMapping
  /// How long each non-renewing subscription grants access.
  public var nonRenewingDurations: [String: SubscriptionPeriod]
  /// USD per unit of currency, for webhook prices (the default table plus the file's).
  public var exchangeRates: ExchangeRates
  /// Targeting rules: which customers see which offering (none: everyone sees the current one).
  public var targeting: TargetingRules
  /// Paywall experiments, in the file's order.
  public var experiments: [SimulatorExperiment]
  /// The app the App Store's signed payloads name (`app_store`; the example's by default).
  public var appStoreApp: AppStoreApp = .example

  /// Creates a project.
  public init(
    offerings: OfferingsResponse, entitlementMapping: ProductEntitlementMapping,
    nonRenewingDurations: [String: SubscriptionPeriod] = [:],
    exchangeRates: ExchangeRates = ExchangeRates(), targeting: TargetingRules = TargetingRules(),
    experiments: [SimulatorExperiment] = []
  ) {
    self.offerings = offerings
    self.entitlementMapping = entitlementMapping
    self.nonRenewingDurations = nonRenewingDurations
    self.exchangeRates = exchangeRates
    self.targeting = targeting
    self.experiments = experiments
  }

  /// The experiment with this identifier.
  public func experiment(id: String) -> SimulatorExperiment? {
    experiments.first { $0.id == id }
  }

  /// Reads a project file.
  ///
  /// - Throws: `SimulatorProjectError` naming the file, the JSON path and the problem.
  public init(contentsOf url: URL) throws {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw SimulatorProjectError(
        file: url, path: "$", problem: "cannot be read (\(error.localizedDescription))")
    }
    try self.init(data: data, file: url)
  }

  /// Reads a project document from memory; `file` only names it in errors.
  public init(data: Data, file: URL? = nil) throws {
    let document: Document
    do {
      document = try JSONDecoder().decode(Document.self, from: data)
    } catch let error as DecodingError {
      if case .dataCorrupted(let context) = error, context.codingPath.isEmpty,
        let problem = Self.syntaxProblem(data)
      {
        throw SimulatorProjectError(file: file, path: "$", problem: problem)
      }
      throw Self.error(from: error, file: file)
    } catch {
      throw SimulatorProjectError(
        file: file, path: "$", problem: Self.syntaxProblem(data) ?? "is not valid JSON (\(error))")
    }
    var durations: [String: SubscriptionPeriod] = [:]
    for (productID, text) in document.nonRenewingDurations ?? [:] {
      guard let period = SubscriptionPeriod(iso8601: text) else {
        throw SimulatorProjectError(
          file: file, path: "$.non_renewing_durations.\(productID)",
          problem: "expected an ISO-8601 period such as \"P1M\", found \"\(text)\"")
      }
      durations[productID] = period
    }
    var rates: [String: Decimal] = [:]
    for (code, value) in document.usdExchangeRates ?? [:] {
      guard let rate = Decimal(string: value.text, locale: Locale(identifier: "en_US_POSIX")),
        rate > 0, code.count == 3
      else {
        throw SimulatorProjectError(
          file: file, path: "$.usd_exchange_rates.\(code)",
          problem: "expected a positive number of US dollars per unit, found \(value.text)")
      }
      rates[code] = rate
    }
    let targeting = try document.targeting.map { try TargetingRules(entry: $0, file: file) }
    var experiments: [SimulatorExperiment] = []
    for (index, entry) in (document.experiments ?? []).enumerated() {
      experiments.append(
        try SimulatorExperiment(entry: entry, path: "$.experiments[\(index)]", file: file))
    }
    self.init(
      offerings: document.offerings,
      entitlementMapping: ProductEntitlementMapping(products: document.productEntitlementMapping),
      nonRenewingDurations: durations, exchangeRates: ExchangeRates(overrides: rates),
      targeting: targeting ?? TargetingRules(), experiments: experiments)
    appStoreApp = AppStoreApp(entry: document.appStore)
    guard appStoreApp.appAppleId > 0, !appStoreApp.bundleId.isEmpty else {
      throw SimulatorProjectError(
        file: file, path: "$.app_store",
        problem: "needs a non-empty bundle_id and a positive app_apple_id")
    }
  }

  private struct Document: Decodable {
    var offerings: OfferingsResponse
    var productEntitlementMapping: [String: ProductEntitlementMapping.Entry]
    var nonRenewingDurations: [String: String]?
    var usdExchangeRates: [String: NumberText]?
    var targeting: TargetingRules.Entry?
    var experiments: [SimulatorExperiment.Entry]?
    var appStore: AppStoreApp.Entry?

    enum CodingKeys: String, CodingKey {
      case targeting, experiments
      case appStore = "app_store"
      case usdExchangeRates = "usd_exchange_rates"
      case offerings
      case productEntitlementMapping = "product_entitlement_mapping"
      case nonRenewingDurations = "non_renewing_durations"
    }
  }

  /// A JSON number or string, kept as its text so no rate passes through `Double`.
  private struct NumberText: Decodable {
    var text: String

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let string = try? container.decode(String.self) {
        text = string
      } else {
        text = "\(try container.decode(Decimal.self))"
      }
    }
  }

  /// Why `data` is not JSON, in words, when Foundation's parser gave none:
  /// the strict parser names the line, and says "too deep" for nesting past
  /// its limit (Foundation calls that "not valid JSON" too). Nil when the
  /// strict parser reads it.
  private static func syntaxProblem(_ data: Data) -> String? {
    do {
      _ = try JSONParser.parse(Array(data))
      return nil
    } catch let failure where failure.isTooDeep {
      return "is nested too deep: the limit is \(JSONParser.maximumDepth) levels of arrays and "
        + "objects (line \(failure.line))"
    } catch {
      return "is not valid JSON (\(error.description))"
    }
  }

  private static func error(from error: DecodingError, file: URL?) -> SimulatorProjectError {
    func path(_ codingPath: [any CodingKey]) -> String {
      codingPath.reduce("$") { path, key in
        key.intValue.map { "\(path)[\($0)]" } ?? "\(path).\(key.stringValue)"
      }
    }
    switch error {
    case .keyNotFound(let key, let context):
      return SimulatorProjectError(
        file: file, path: path(context.codingPath + [key]), problem: "required field is missing")
    case .valueNotFound(let type, let context):
      return SimulatorProjectError(
        file: file, path: path(context.codingPath), problem: "expected \(type), found null")
    case .typeMismatch(let type, let context):
      return SimulatorProjectError(
        file: file, path: path(context.codingPath), problem: "expected \(type)")
    case .dataCorrupted(let context):
      return SimulatorProjectError(
        file: file, path: path(context.codingPath),
        problem: context.codingPath.isEmpty ? "is not valid JSON" : context.debugDescription)
    @unknown default:
      return SimulatorProjectError(file: file, path: "$", problem: "\(error)")
    }
  }
}
