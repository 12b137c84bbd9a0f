import Foundation
import RevenueCat
import RevenueCatSnapshots
import SubscriptionKit
import SubscriptionWire
import os

/// The real RevenueCat SDK as a `PurchasesBackend`.
///
/// Configure it once at launch and hand it to the manager; nothing else in the
/// app touches `Purchases.shared`:
///
/// ```swift
/// let backend = try RevenueCatBackend.configure(bundle: .main)
/// SubscriptionManager.shared.configure(backend: backend, configuration: .invoiceApp)
/// ```
///
/// The API key comes from the Info.plist key `RevenueCatAPIKey` (set to
/// `$(REVENUECAT_API_KEY)` and defined in a git-ignored Secrets xcconfig) and is
/// checked by `APIKey`: a secret key, a placeholder or a Test Store key in a
/// release build is refused before the SDK sees it.
///
/// Every value the SDK answers is copied field by field into
/// `RevenueCatSnapshots`, where the decisions (placements, targeting,
/// discounts, offline customer info) are made and tested on Linux.
///
/// Sendable without `@unchecked`: it holds only `Purchases` (which RevenueCat
/// declares `Sendable`), values, a `@Sendable` handler and the `OfferLookup`s
/// of the SDK's offer objects it handed out (locked, `Sendable`).
public final class RevenueCatBackend: PurchasesBackend {
  let purchases: Purchases
  private let placements: Set<String>
  private let clock: SubscriptionClock
  private let onUnmappedUpdate: @Sendable (PurchaseError) -> Void
  /// The SDK's signed promotional offers this backend handed out.
  let promotionalOffers = OfferLookup<RevenueCat.PromotionalOffer>()
  /// The SDK's win-back offers this backend handed out.
  let winBackOffers = OfferLookup<RevenueCat.WinBackOffer>()

  static let logger = Logger(subsystem: "SubscriptionKitRevenueCat", category: "RevenueCatBackend")

  /// Wraps an already configured `Purchases` instance.
  ///
  /// - Parameters:
  ///   - purchases: the configured SDK (`Purchases.shared`).
  ///   - placements: the placements the app shows (`PaywallView(placement:)`).
  ///     The SDK answers placements one at a time, so each is asked when
  ///     offerings load; any other placement shows the dashboard's fallback
  ///     offering (docs/manager.md).
  ///   - clock: the clock customer info is judged at (`.live`).
  ///   - onUnmappedUpdate: called with the reason whenever a customer-info
  ///     update from the SDK cannot be read as SubscriptionKit's `CustomerInfo`
  ///     (it is also logged). Such an update is not delivered, so the manager
  ///     keeps the last customer info it had; report it, it is a bug.
  public init(
    purchases: Purchases, placements: Set<String> = [], clock: SubscriptionClock = .live,
    onUnmappedUpdate: @escaping @Sendable (PurchaseError) -> Void = { _ in }
  ) {
    self.purchases = purchases
    self.placements = placements
    self.clock = clock
    self.onUnmappedUpdate = onUnmappedUpdate
  }

  /// Configures the SDK for StoreKit 2 with the key from `bundle`'s Info.plist
  /// (or the `REVENUECAT_API_KEY` environment variable) and returns the backend.
  ///
  /// - Throws: `APIKeyError` when the key is missing, a placeholder, secret,
  ///   unsubstituted, or a Test Store key in a release build; `PurchaseError`
  ///   `.configurationError` when the SDK is already configured for another
  ///   app user ID (see `configure(apiKey:appUserID:onUnmappedUpdate:)`).
  public static func configure(
    bundle: Bundle = .main, appUserID: String? = nil, placements: Set<String> = [],
    environment: [String: String] = ProcessInfo.processInfo.environment,
    onUnmappedUpdate: @escaping @Sendable (PurchaseError) -> Void = { _ in }
  ) throws -> RevenueCatBackend {
    let key = try APIKey.resolve(
      infoDictionary: bundle.infoDictionary ?? [:], environment: environment)
    return try configure(
      apiKey: key, appUserID: appUserID, placements: placements,
      onUnmappedUpdate: onUnmappedUpdate)
  }

  /// Configures the SDK for StoreKit 2 with a validated key.
  ///
  /// RevenueCat is configured once per process. When it already is (by an
  /// earlier call, or by code outside SubscriptionKit), the existing instance
  /// is used — and `appUserID`, when given, must be the customer it is
  /// configured for: a different one is refused rather than silently ignored,
  /// since purchases would otherwise go to the wrong customer. Switch customers
  /// with `SubscriptionManager.logIn(_:)`.
  ///
  /// - Throws: `PurchaseError` `.configurationError` naming both app user IDs.
  public static func configure(
    apiKey: APIKey, appUserID: String? = nil, placements: Set<String> = [],
    onUnmappedUpdate: @escaping @Sendable (PurchaseError) -> Void = { _ in }
  ) throws -> RevenueCatBackend {
    if Purchases.isConfigured {
      let purchases = Purchases.shared
      if let appUserID, appUserID != purchases.appUserID {
        throw PurchaseError(
          .configurationError,
          detail: "RevenueCat is already configured for app user ID \(purchases.appUserID), "
            + "not \(appUserID). Configure it once at launch, or switch customers with "
            + "SubscriptionManager.logIn(_:).")
      }
      return RevenueCatBackend(
        purchases: purchases, placements: placements, onUnmappedUpdate: onUnmappedUpdate)
    }
    let configuration = Configuration.Builder(withAPIKey: apiKey.rawValue)
      .with(appUserID: appUserID)
      .with(storeKitVersion: .storeKit2)
      .build()
    logger.info("Configuring RevenueCat with key \(apiKey.description, privacy: .public)")
    return RevenueCatBackend(
      purchases: Purchases.configure(with: configuration), placements: placements,
      onUnmappedUpdate: onUnmappedUpdate)
  }

  /// The SDK's current app user ID.
  public var appUserID: String {
    get async { purchases.appUserID }
  }

  /// The SDK's offerings, with every declared placement's answer and the
  /// targeting context, mapped.
  public func offerings() async throws -> SubscriptionKit.Offerings {
    do {
      let offerings = try await purchases.offerings()
      return SubscriptionKit.Offerings(
        snapshot: try RevenueCatCopy.offerings(offerings, placements: placements))
    } catch {
      throw RevenueCatCopy.error(error)
    }
  }

  /// The SDK's customer info, current (never the SDK's possibly stale cache).
  public func customerInfo() async throws -> SubscriptionKit.CustomerInfo {
    try await customerInfo(fetchPolicy: .fetchCurrent)
  }

  /// The SDK's customer info under the same cache policy, mapped.
  public func customerInfo(fetchPolicy: SubscriptionKit.CacheFetchPolicy) async throws
    -> SubscriptionKit.CustomerInfo
  {
    do {
      let policy =
        RevenueCat.CacheFetchPolicy(
          rawValue: RevenueCatCalls.fetchPolicyRawValue(fetchPolicy)) ?? .fetchCurrent
      return try map(try await purchases.customerInfo(fetchPolicy: policy))
    } catch {
      throw RevenueCatCopy.error(error)
    }
  }

  /// Buys the SDK's own package object, found where it was shown (its
  /// placement, the current offering, or its offering), so the placement and
  /// targeting context travel with the sale.
  ///
  /// The SDK returns `userCancelled` when the customer backs out (and throws
  /// `purchaseCancelledError` in some modes); both come back as a result with
  /// `userCancelled` true and the SDK's cached customer info (thrown as a
  /// cancellation `PurchaseError` only when nothing is cached yet — the
  /// manager shows no alert for either).
  public func purchase(_ package: SubscriptionKit.Package) async throws
    -> SubscriptionKit.PurchaseResult
  {
    do {
      let rcPackage = try await sdkPackage(package)
      return try await completePurchase { try await self.purchases.purchase(package: rcPackage) }
    } catch {
      throw RevenueCatCopy.error(error)
    }
  }

  /// The SDK's own package object for `package`, found where it was shown
  /// (its placement, the current offering, or its offering).
  func sdkPackage(_ package: SubscriptionKit.Package) async throws -> RevenueCat.Package {
    let offerings = try await purchases.offerings()
    let found: RevenueCat.Package? =
      switch RevenueCatCalls.location(
        of: package, currentOfferingID: offerings.current?.identifier)
      {
      case .placement(let placement, let packageID):
        offerings.currentOffering(forPlacement: placement)?.package(identifier: packageID)
      case .current(let packageID):
        offerings.current?.package(identifier: packageID)
      case .offering(let offeringID, let packageID):
        offerings.offering(identifier: offeringID)?.package(identifier: packageID)
      }
    guard let found else {
      throw PurchaseError(
        .productNotAvailableForPurchaseError,
        detail: "Package \(package.identifier) is not in offering \(package.offeringIdentifier).")
    }
    return found
  }

  /// Runs one of the SDK's purchase calls and maps its answer; a
  /// cancellation the SDK throws comes back as `userCancelled` with the
  /// cached customer info (rethrown only when nothing is cached).
  func completePurchase(_ buy: () async throws -> PurchaseResultData) async throws
    -> SubscriptionKit.PurchaseResult
  {
    let result: PurchaseResultData
    do {
      result = try await buy()
    } catch let error where RevenueCatCopy.error(error).isCancellation {
      guard let cached = purchases.cachedCustomerInfo else { throw error }
      return SubscriptionKit.PurchaseResult(
        transaction: nil, customerInfo: try map(cached), userCancelled: true)
    }
    return SubscriptionKit.PurchaseResult(
      transaction: result.transaction.map {
        SubscriptionKit.StoreTransaction(snapshot: RevenueCatCopy.transaction($0))
      },
      customerInfo: try map(result.customerInfo), userCancelled: result.userCancelled)
  }

  /// Restores through the SDK.
  public func restorePurchases() async throws -> SubscriptionKit.CustomerInfo {
    do {
      return try map(try await purchases.restorePurchases())
    } catch {
      throw RevenueCatCopy.error(error)
    }
  }

  /// Sets subscriber attributes through the SDK (a removal is the empty
  /// string, as RevenueCat takes it) and syncs them with offerings at once,
  /// so targeting sees them at the next offerings fetch.
  public func setAttributes(_ attributes: [String: String?]) async throws {
    purchases.attribution.setAttributes(RevenueCatCalls.attributes(attributes))
    do {
      _ = try await purchases.syncAttributesAndOfferingsIfNeeded()
    } catch {
      throw RevenueCatCopy.error(error)
    }
  }

  /// The SDK's customer info (either shape of its `rawData`), judged now.
  func map(_ info: RevenueCat.CustomerInfo) throws -> SubscriptionKit.CustomerInfo {
    try SubscriptionKit.CustomerInfo(
      snapshot: try RevenueCatCopy.customerInfo(info), now: clock.now())
  }

  /// The SDK's `customerInfoStream`, mapped. An update that cannot be mapped
  /// is logged and reported to `onUnmappedUpdate`, never dropped silently.
  public var customerInfoStream: AsyncStream<SubscriptionKit.CustomerInfo> {
    let source = purchases.customerInfoStream
    let onUnmappedUpdate = self.onUnmappedUpdate
    let clock = self.clock
    return AsyncStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
      let task = Task {
        for await info in source {
          do {
            continuation.yield(
              try SubscriptionKit.CustomerInfo(
                snapshot: try RevenueCatCopy.customerInfo(info), now: clock.now()))
          } catch {
            let reason = RevenueCatCopy.error(error)
            RevenueCatBackend.logger.error(
              "A customer info update could not be mapped and was not delivered: \(reason.description, privacy: .public)"
            )
            onUnmappedUpdate(reason)
          }
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  /// The SDK's intro-offer eligibility, mapped number for number.
  public func checkTrialOrIntroDiscountEligibility(productIdentifiers: [String]) async
    -> [String: SubscriptionKit.IntroEligibilityStatus]
  {
    let answers = await purchases.checkTrialOrIntroDiscountEligibility(
      productIdentifiers: productIdentifiers)
    return answers.mapValues {
      SubscriptionKit.IntroEligibilityStatus(snapshotRawValue: $0.status.rawValue)
    }
  }

  /// Logs in through the SDK. Offers signed for the previous customer are forgotten.
  public func logIn(_ appUserID: String) async throws -> SubscriptionKit.LogInResult {
    forgetOffers()
    do {
      let (info, created) = try await purchases.logIn(appUserID)
      return SubscriptionKit.LogInResult(
        customerInfo: try map(info), created: created)
    } catch {
      throw RevenueCatCopy.error(error)
    }
  }

  /// Logs out through the SDK. Offers signed for the previous customer are forgotten.
  public func logOut() async throws -> SubscriptionKit.CustomerInfo {
    forgetOffers()
    do {
      return try map(try await purchases.logOut())
    } catch {
      throw RevenueCatCopy.error(error)
    }
  }

  /// StoreKit's refund request sheet through the SDK (iOS and visionOS;
  /// elsewhere `unsupportedError`). `.success` means Apple has the request; a granted
  /// refund arrives later through `customerInfoStream`.
  public func beginRefundRequest(forProduct productIdentifier: String) async throws
    -> SubscriptionKit.RefundRequestStatus
  {
    #if os(iOS) || os(visionOS) || SUBKIT_TYPECHECK_IOS
      do {
        switch try await purchases.beginRefundRequest(forProduct: productIdentifier) {
        case .success: return .success
        case .userCancelled: return .userCancelled
        case .error: return .error
        @unknown default: return .error
        }
      } catch {
        throw RevenueCatCopy.error(error)
      }
    #else
      throw PurchaseError(
        .unsupportedError, detail: "Refund requests exist on iOS and visionOS only.")
    #endif
  }

  /// Reports a paywall impression to RevenueCat as a custom paywall's
  /// (`trackCustomPaywallImpression`), with the offering it showed, so its
  /// paywall events and experiments count the exposure. The SDK has no call
  /// for a custom paywall's close (`RevenueCatCalls.forwardsPaywallEvent`).
  public func track(_ event: PaywallDisplayEvent) async {
    // The paywall shows loaded offerings, so the SDK has them cached.
    guard RevenueCatCalls.forwardsPaywallEvent(event),
      let offering = purchases.cachedOfferings?.offering(identifier: event.offeringIdentifier)
    else { return }
    purchases.trackCustomPaywallImpression(CustomPaywallImpressionParams(offering: offering))
  }
}
