import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import SubscriptionWire

/// A backend that answers customer info from a script of subscriber documents
/// by date, as RevenueCat would answer at the clock's time: for lifecycles the
/// in-memory backend cannot express (a billing issue in a grace period).
final class DocumentBackend: PurchasesBackend, Sendable {
  /// The document the server holds from `from` on.
  struct Step: Sendable {
    var from: Date
    var subscriber: SubscriberResponse.Subscriber
  }

  let steps: [Step]
  let now: @Sendable () -> Date
  let reachable = Locked(true)
  let customerInfoCalls = Locked(0)

  init(steps: [Step], now: @escaping @Sendable () -> Date) {
    self.steps = steps.sorted { $0.from < $1.from }
    self.now = now
  }

  var appUserID: String { "customer" }

  func offerings() async throws -> Offerings {
    Offerings(all: [:], currentOfferingID: nil)
  }

  func customerInfo() async throws -> CustomerInfo {
    customerInfoCalls.withLock { $0 += 1 }
    guard reachable.withLock({ $0 }) else { throw PurchaseError(.offlineConnectionError) }
    let date = now()
    let subscriber = steps.last { $0.from <= date }?.subscriber ?? steps[0].subscriber
    return CustomerInfo(
      response: SubscriberResponse(requestDate: date, subscriber: subscriber), now: date)
  }

  func purchase(_ package: Package) async throws -> PurchaseResult {
    throw PurchaseError(.unsupportedError)
  }

  func restorePurchases() async throws -> CustomerInfo { try await customerInfo() }

  var customerInfoStream: AsyncStream<CustomerInfo> { AsyncStream { $0.finish() } }

  func checkTrialOrIntroDiscountEligibility(productIdentifiers: [String]) async
    -> [String: IntroEligibilityStatus]
  { [:] }

  func logIn(_ appUserID: String) async throws -> LogInResult {
    throw PurchaseError(.unsupportedError)
  }

  func logOut() async throws -> CustomerInfo { throw PurchaseError(.logOutAnonymousUserError) }
}
