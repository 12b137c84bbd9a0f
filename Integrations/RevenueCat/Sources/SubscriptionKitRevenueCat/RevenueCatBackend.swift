import Foundation
import RevenueCat
import SubscriptionKit

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
// @unchecked because: it holds only `Purchases`, which RevenueCat documents as thread-safe.
public final class RevenueCatBackend: PurchasesBackend, @unchecked Sendable {
  private let purchases: Purchases

  /// Wraps an already configured `Purchases` instance.
  public init(purchases: Purchases) {
    self.purchases = purchases
  }

  /// Configures the SDK for StoreKit 2 with the key from `bundle`'s Info.plist
  /// (or the `REVENUECAT_API_KEY` environment variable) and returns the backend.
  ///
  /// - Throws: `APIKeyError` when the key is missing, a placeholder, secret,
  ///   unsubstituted, or a Test Store key in a release build.
  public static func configure(
    bundle: Bundle = .main, appUserID: String? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> RevenueCatBackend {
    let key = try APIKey.resolve(
      infoDictionary: bundle.infoDictionary ?? [:], environment: environment)
    return configure(apiKey: key, appUserID: appUserID)
  }

  /// Configures the SDK for StoreKit 2 with a validated key.
  public static func configure(apiKey: APIKey, appUserID: String? = nil) -> RevenueCatBackend {
    if Purchases.isConfigured { return RevenueCatBackend(purchases: .shared) }
    let configuration = Configuration.Builder(withAPIKey: apiKey.rawValue)
      .with(appUserID: appUserID)
      .with(storeKitVersion: .storeKit2)
      .build()
    return RevenueCatBackend(purchases: Purchases.configure(with: configuration))
  }

  public var appUserID: String {
    get async { purchases.appUserID }
  }

  public func offerings() async throws -> SubscriptionKit.Offerings {
    do {
      return RevenueCatMapping.offerings(try await purchases.offerings())
    } catch {
      throw RevenueCatMapping.error(error)
    }
  }

  public func customerInfo() async throws -> SubscriptionKit.CustomerInfo {
    do {
      return try RevenueCatMapping.customerInfo(try await purchases.customerInfo())
    } catch {
      throw RevenueCatMapping.error(error)
    }
  }

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
      let result = try await purchases.purchase(package: rcPackage)
      return SubscriptionKit.PurchaseResult(
        transaction: result.transaction.map(RevenueCatMapping.transaction),
        customerInfo: try RevenueCatMapping.customerInfo(result.customerInfo),
        userCancelled: result.userCancelled)
    } catch {
      throw RevenueCatMapping.error(error)
    }
  }

  public func restorePurchases() async throws -> SubscriptionKit.CustomerInfo {
    do {
      return try RevenueCatMapping.customerInfo(try await purchases.restorePurchases())
    } catch {
      throw RevenueCatMapping.error(error)
    }
  }

  public var customerInfoStream: AsyncStream<SubscriptionKit.CustomerInfo> {
    let source = purchases.customerInfoStream
    return AsyncStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
      let task = Task {
        for await info in source {
          if let mapped = try? RevenueCatMapping.customerInfo(info) { continuation.yield(mapped) }
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  public func checkTrialOrIntroDiscountEligibility(productIdentifiers: [String]) async
    -> [String: IntroEligibilityStatus]
  {
    let answers = await purchases.checkTrialOrIntroDiscountEligibility(
      productIdentifiers: productIdentifiers)
    return answers.mapValues { IntroEligibilityStatus(rawValue: $0.status.rawValue) ?? .unknown }
  }

  public func logIn(_ appUserID: String) async throws -> SubscriptionKit.LogInResult {
    do {
      let (info, created) = try await purchases.logIn(appUserID)
      return SubscriptionKit.LogInResult(
        customerInfo: try RevenueCatMapping.customerInfo(info), created: created)
    } catch {
      throw RevenueCatMapping.error(error)
    }
  }

  public func logOut() async throws -> SubscriptionKit.CustomerInfo {
    do {
      return try RevenueCatMapping.customerInfo(try await purchases.logOut())
    } catch {
      throw RevenueCatMapping.error(error)
    }
  }
}
