import SubscriptionWire

/// The production checklist RevenueCat integration guides end with, as data:
/// configured or not; API key valid for this build; offerings non-empty with a
/// current offering; every package's product found in the store; every
/// configured product offered; the configured entitlement unlocked by an
/// offered product. Each problem carries its fix.
///
/// Pure: give it what is known, get a report. All wording is in this file.
///
/// ```swift
/// let report = manager.healthReport(entitlementsByProduct: mapping)
/// for problem in report.problems { print(problem.message, "→", problem.fix ?? "") }
/// ```
public enum HealthCheck {
  /// What the check looks at; anything nil is reported as skipped.
  public struct Input: Sendable {
    /// The app's configuration, nil when `configure` was never called.
    public var configuration: SubscriptionConfiguration?
    /// Whether the backend needs a RevenueCat key (the simulator does not).
    public var requiresAPIKey: Bool
    /// The key's text as found (Info.plist or environment), when not in configuration.
    public var apiKeyText: String?
    /// The build the app runs in.
    public var build: BuildConfiguration
    /// The offerings joined to the store's products.
    public var offerings: Offerings?
    /// The offerings document, to see packages whose product the store lacks.
    public var offeringsResponse: OfferingsResponse?
    /// The products the store returned, by identifier.
    public var storeProductIdentifiers: Set<String>?
    /// The product→entitlement mapping of the project.
    public var entitlementsByProduct: [String: [String]]?

    /// Creates an input.
    public init(
      configuration: SubscriptionConfiguration?, requiresAPIKey: Bool = true,
      apiKeyText: String? = nil, build: BuildConfiguration = .current,
      offerings: Offerings? = nil, offeringsResponse: OfferingsResponse? = nil,
      storeProductIdentifiers: Set<String>? = nil, entitlementsByProduct: [String: [String]]? = nil
    ) {
      self.configuration = configuration
      self.requiresAPIKey = requiresAPIKey
      self.apiKeyText = apiKeyText
      self.build = build
      self.offerings = offerings
      self.offeringsResponse = offeringsResponse
      self.storeProductIdentifiers = storeProductIdentifiers
      self.entitlementsByProduct = entitlementsByProduct
    }
  }

  /// Runs every check.
  public static func run(_ input: Input) -> HealthReport {
    HealthReport(findings: [
      configured(input), apiKey(input), offerings(input), productsFound(input),
      configuredProducts(input), entitlementUnlocked(input),
    ])
  }

  static func configured(_ input: Input) -> HealthFinding {
    guard let configuration = input.configuration else {
      return HealthFinding(
        check: .configured, status: .failure, message: "SubscriptionKit is not configured.",
        fix: "Call SubscriptionManager.shared.configure(backend:configuration:) once at launch, "
          + "in your App's init.")
    }
    return HealthFinding(
      check: .configured, status: .pass,
      message: "Configured; premium is the \"\(configuration.entitlementIdentifier)\" entitlement.")
  }

  static func apiKey(_ input: Input) -> HealthFinding {
    guard input.requiresAPIKey else {
      return HealthFinding(
        check: .apiKey, status: .pass, message: "This backend needs no RevenueCat API key.")
    }
    guard let text = input.apiKeyText ?? input.configuration?.apiKey?.rawValue else {
      return HealthFinding(
        check: .apiKey, status: .failure, message: "No RevenueCat API key was found.",
        fix: APIKeyError.missing.description)
    }
    do {
      let key = try APIKey(text, build: input.build)
      return HealthFinding(
        check: .apiKey, status: .pass,
        message: "The API key (\(key)) is valid for a \(input.build.rawValue) build.")
    } catch {
      return HealthFinding(
        check: .apiKey, status: .failure,
        message: "The API key (\(APIKey.redact(text))) cannot be used in this build.",
        fix: error.description)
    }
  }

  static func offerings(_ input: Input) -> HealthFinding {
    guard let offerings = input.offerings else {
      return HealthFinding(
        check: .offerings, status: .failure, message: "No offerings are loaded.",
        fix: "Create an offering with packages in the RevenueCat dashboard, attach products the "
          + "store sells, and check the connection; then call loadOfferings().")
    }
    guard offerings.current != nil else {
      return HealthFinding(
        check: .offerings, status: .failure,
        message: "There are \(offerings.all.count) offering(s) but no current offering.",
        fix: "Mark one offering as Current in the RevenueCat dashboard.")
    }
    return HealthFinding(
      check: .offerings, status: .pass,
      message: "The current offering has \(offerings.current?.availablePackages.count ?? 0) "
        + "package(s).")
  }

  static func productsFound(_ input: Input) -> HealthFinding {
    guard let response = input.offeringsResponse, let store = input.storeProductIdentifiers else {
      return HealthFinding(
        check: .productsFound, status: .skipped,
        message: "Not checked: the offerings document and the store's products are not known.")
    }
    let missing = Array(Set(response.productIdentifiers).subtracting(store)).sorted()
    guard missing.isEmpty else {
      return HealthFinding(
        check: .productsFound, status: .failure,
        message: "The store did not return: \(missing.joined(separator: ", ")).",
        fix: "Create these products in App Store Connect (or your .storekit file) with exactly "
          + "these identifiers, and make sure the agreements are signed and the products are "
          + "Ready to Submit.")
    }
    return HealthFinding(
      check: .productsFound, status: .pass,
      message: "Every offered product was found in the store.")
  }

  static func configuredProducts(_ input: Input) -> HealthFinding {
    guard let configuration = input.configuration, !configuration.productIdentifiers.isEmpty,
      let offerings = input.offerings
    else {
      return HealthFinding(
        check: .configuredProducts, status: .skipped,
        message: "Not checked: no product identifiers are configured or no offerings are loaded.")
    }
    let offered = Set(
      offerings.all.values.flatMap(\.availablePackages).map(\.storeProduct.productIdentifier))
    let missing = configuration.productIdentifiers.filter { !offered.contains($0) }
    guard missing.isEmpty else {
      return HealthFinding(
        check: .configuredProducts, status: .warning,
        message: "Configured but not offered: \(missing.joined(separator: ", ")).",
        fix: "Add a package for each product to an offering in the RevenueCat dashboard, or "
          + "remove the identifier from the configuration.")
    }
    return HealthFinding(
      check: .configuredProducts, status: .pass,
      message: "Every configured product is offered.")
  }

  static func entitlementUnlocked(_ input: Input) -> HealthFinding {
    guard let configuration = input.configuration, let mapping = input.entitlementsByProduct,
      let offerings = input.offerings
    else {
      return HealthFinding(
        check: .entitlementUnlocked, status: .skipped,
        message: "Not checked: the product→entitlement mapping is not known.")
    }
    let entitlement = configuration.entitlementIdentifier
    let offered = offerings.all.values.flatMap(\.availablePackages).map(
      \.storeProduct.productIdentifier)
    let unlocking = Set(offered.filter { mapping[$0]?.contains(entitlement) == true })
    guard !unlocking.isEmpty else {
      return HealthFinding(
        check: .entitlementUnlocked, status: .failure,
        message: "No offered product unlocks the \"\(entitlement)\" entitlement: a purchase "
          + "would not make anyone premium.",
        fix: "In the RevenueCat dashboard, attach the offered products to the \"\(entitlement)\" "
          + "entitlement, or configure the entitlement identifier the dashboard uses.")
    }
    return HealthFinding(
      check: .entitlementUnlocked, status: .pass,
      message: "\(unlocking.count) offered product(s) unlock \"\(entitlement)\".")
  }
}
