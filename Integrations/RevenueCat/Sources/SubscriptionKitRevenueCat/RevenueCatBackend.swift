import Foundation
import RevenueCat
import SubscriptionKit
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
/// Sendable without `@unchecked`: it holds only `Purchases` (which RevenueCat
/// declares `Sendable`) and a `@Sendable` handler.
public final class RevenueCatBackend: PurchasesBackend {
  private let purchases: Purchases
  private let onUnmappedUpdate: @Sendable (PurchaseError) -> Void

  static let logger = Logger(subsystem: "SubscriptionKitRevenueCat", category: "RevenueCatBackend")

  /// Wraps an already configured `Purchases` instance.
  ///
  /// - Parameters:
  ///   - purchases: the configured SDK (`Purchases.shared`).
  ///   - onUnmappedUpdate: called with the reason whenever a customer-info
  ///     update from the SDK cannot be read as SubscriptionKit's `CustomerInfo`
  ///     (it is also logged). Such an update is not delivered, so the manager
  ///     keeps the last customer info it had; report it, it is a bug.
  public init(
    purchases: Purchases,
    onUnmappedUpdate: @escaping @Sendable (PurchaseError) -> Void = { _ in }
  ) {
    self.purchases = purchases
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
    bundle: Bundle = .main, appUserID: String? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    onUnmappedUpdate: @escaping @Sendable (PurchaseError) -> Void = { _ in }
  ) throws -> RevenueCatBackend {
    let key = try APIKey.resolve(
      infoDictionary: bundle.infoDictionary ?? [:], environment: environment)
    return try configure(apiKey: key, appUserID: appUserID, onUnmappedUpdate: onUnmappedUpdate)
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
    apiKey: APIKey, appUserID: String? = nil,
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
      return RevenueCatBackend(purchases: purchases, onUnmappedUpdate: onUnmappedUpdate)
    }
    let configuration = Configuration.Builder(withAPIKey: apiKey.rawValue)
      .with(appUserID: appUserID)
      .with(storeKitVersion: .storeKit2)
      .build()
    logger.info("Configuring RevenueCat with key \(apiKey.description, privacy: .public)")
    return RevenueCatBackend(
      purchases: Purchases.configure(with: configuration), onUnmappedUpdate: onUnmappedUpdate)
  }

  /// The SDK's current app user ID.
  public var appUserID: String {
    get async { purchases.appUserID }
  }

  /// The SDK's offerings, mapped.
  public func offerings() async throws -> SubscriptionKit.Offerings {
    do {
      return RevenueCatMapping.offerings(try await purchases.offerings())
    } catch {
      throw RevenueCatMapping.error(error)
    }
  }

  /// The SDK's customer info, mapped.
  public func customerInfo() async throws -> SubscriptionKit.CustomerInfo {
    do {
      return try RevenueCatMapping.customerInfo(try await purchases.customerInfo())
    } catch {
      throw RevenueCatMapping.error(error)
    }
  }

  /// Buys the SDK's package with the same offering and package identifiers.
  ///
  /// The SDK throws `ErrorCode.purchaseCancelledError` when the customer backs
  /// out; as `PurchasesBackend` requires, that comes back as a result with
  /// `userCancelled` true and the SDK's cached customer info (thrown as a
  /// cancellation `PurchaseError` only when nothing is cached yet — the
  /// manager shows no alert for either).
  public func purchase(_ package: SubscriptionKit.Package) async throws
    -> SubscriptionKit.PurchaseResult
  {
    do {
      let offerings = try await purchases.offerings()
      guard
        let rcPackage = offerings.offering(identifier: package.offeringIdentifier)?
          .package(identifier: package.identifier)
      else {
        throw PurchaseError(
          .productNotAvailableForPurchaseError,
          detail: "Package \(package.identifier) is not in offering \(package.offeringIdentifier).")
      }
      let result: PurchaseResultData
      do {
        result = try await purchases.purchase(package: rcPackage)
      } catch let error where RevenueCatMapping.error(error).isCancellation {
        guard let cached = purchases.cachedCustomerInfo else { throw error }
        return SubscriptionKit.PurchaseResult(
          transaction: nil, customerInfo: try RevenueCatMapping.customerInfo(cached),
          userCancelled: true)
      }
      return SubscriptionKit.PurchaseResult(
        transaction: result.transaction.map(RevenueCatMapping.transaction),
        customerInfo: try RevenueCatMapping.customerInfo(result.customerInfo),
        userCancelled: result.userCancelled)
    } catch {
      throw RevenueCatMapping.error(error)
    }
  }

  /// Restores through the SDK.
  public func restorePurchases() async throws -> SubscriptionKit.CustomerInfo {
    do {
      return try RevenueCatMapping.customerInfo(try await purchases.restorePurchases())
    } catch {
      throw RevenueCatMapping.error(error)
    }
  }

  /// The SDK's `customerInfoStream`, mapped. An update that cannot be mapped
  /// is logged and reported to `onUnmappedUpdate`, never dropped silently.
  public var customerInfoStream: AsyncStream<SubscriptionKit.CustomerInfo> {
    let source = purchases.customerInfoStream
    let onUnmappedUpdate = self.onUnmappedUpdate
    return AsyncStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
      let task = Task {
        for await info in source {
          do {
            continuation.yield(try RevenueCatMapping.customerInfo(info))
          } catch {
            let reason = RevenueCatMapping.error(error)
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
    return answers.mapValues { RevenueCatMapping.eligibility($0.status) }
  }

  /// Logs in through the SDK.
  public func logIn(_ appUserID: String) async throws -> SubscriptionKit.LogInResult {
    do {
      let (info, created) = try await purchases.logIn(appUserID)
      return SubscriptionKit.LogInResult(
        customerInfo: try RevenueCatMapping.customerInfo(info), created: created)
    } catch {
      throw RevenueCatMapping.error(error)
    }
  }

  /// Logs out through the SDK.
  public func logOut() async throws -> SubscriptionKit.CustomerInfo {
    do {
      return try RevenueCatMapping.customerInfo(try await purchases.logOut())
    } catch {
      throw RevenueCatMapping.error(error)
    }
  }

  /// StoreKit's refund request sheet through the SDK (iOS; elsewhere
  /// `unsupportedError`). `.success` means Apple has the request; a granted
  /// refund arrives later through `customerInfoStream`.
  public func beginRefundRequest(forProduct productIdentifier: String) async throws
    -> SubscriptionKit.RefundRequestStatus
  {
    #if os(iOS)
      do {
        switch try await purchases.beginRefundRequest(forProduct: productIdentifier) {
        case .success: return .success
        case .userCancelled: return .userCancelled
        case .error: return .error
        @unknown default: return .error
        }
      } catch {
        throw RevenueCatMapping.error(error)
      }
    #else
      throw PurchaseError(
        .unsupportedError, detail: "Refund requests exist on iOS only.")
    #endif
  }
}
