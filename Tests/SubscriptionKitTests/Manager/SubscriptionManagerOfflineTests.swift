import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import SubscriptionWire
import Testing

/// Offline at renewal time: RevenueCat's request-date grace by default, the
/// device clock as the stricter option.
@MainActor
@Suite("SubscriptionManager: offline access policy", .timeLimit(.minutes(10)))
struct SubscriptionManagerOfflineTests {
  /// An annual subscriber whose app last heard from the backend a day before
  /// the renewal, then lost its connection. Returns the harness, the
  /// expiration and the request date of the last answer.
  func subscriberOfflineAtRenewal(_ policy: OfflineAccessPolicy) async throws -> (
    ManagerHarness, expiration: Date, lastAnswer: Date
  ) {
    var configuration = SubscriptionConfiguration.fixture()
    configuration.offlineAccess = policy
    let harness = await ManagerHarness.make(configuration: configuration)
    harness.backend.renewsAutomatically = true
    await harness.manager.purchase(try #require(harness.package(ManagerHarness.annual)))
    let expiration = try #require(harness.manager.customerInfo?.entitlements["pro"]?.expirationDate)
    await harness.clock.advance(to: expiration.addingTimeInterval(-86_400))
    await harness.manager.refreshStatus()
    let lastAnswer = try #require(harness.manager.customerInfo?.requestDate)
    harness.backend.isReachable = false
    return (harness, expiration, lastAnswer)
  }

  @Test(
    "By default a paying customer offline at renewal keeps access for three days from the last answer"
  )
  func requestDateGraceIsTheDefault() async throws {
    #expect(SubscriptionConfiguration.fixture().offlineAccess == .requestDateGrace)
    let (harness, expiration, lastAnswer) = try await subscriberOfflineAtRenewal(.requestDateGrace)

    await harness.clock.advance(to: expiration.addingTimeInterval(3600))
    await harness.manager.waitUntilSettled()
    #expect(harness.manager.isOffline)
    #expect(harness.manager.isPremium)

    let trustEnd = lastAnswer.addingTimeInterval(CustomerInfo.requestDateGracePeriod)
    await harness.clock.advance(to: trustEnd.addingTimeInterval(-0.001))
    await harness.manager.waitUntilSettled()
    #expect(harness.manager.isPremium)

    await harness.clock.advance(to: trustEnd)
    await waitUntil("access ends") { !harness.manager.isPremium }
    #expect(!harness.manager.isPremium)

    // Back online: the renewal that happened meanwhile unlocks again.
    harness.backend.isReachable = true
    await harness.manager.refreshStatus()
    #expect(harness.manager.isPremium)
  }

  @Test("With the device-clock policy, access ends offline at the expiration instant")
  func deviceClockPolicy() async throws {
    let (harness, expiration, _) = try await subscriberOfflineAtRenewal(.deviceClock)

    await harness.clock.advance(to: expiration.addingTimeInterval(-0.001))
    await harness.manager.waitUntilSettled()
    #expect(harness.manager.isPremium)

    await harness.clock.advance(to: expiration)
    await waitUntil("access ends") { !harness.manager.isPremium }
    #expect(!harness.manager.isPremium)
    #expect(harness.manager.isOffline)
  }

  @Test("The policies judge one cached document differently, and only offline")
  func policiesOnADocument() {
    let request = Date(timeIntervalSince1970: 1_767_225_600)
    let expiry = request.addingTimeInterval(86_400)
    let info = CustomerInfo(
      response: SubscriberResponse(
        requestDate: request,
        subscriber: .init(
          originalAppUserID: "u1", firstSeen: request,
          entitlements: [
            "pro": .init(expiresDate: expiry, productIdentifier: "annual", purchaseDate: request)
          ],
          subscriptions: ["annual": .init(purchaseDate: request, expiresDate: expiry)])),
      now: request)
    let later = expiry.addingTimeInterval(3600)
    #expect(
      info.evaluated(at: later, offline: .requestDateGrace).entitlements["pro"]?.isActive == true)
    #expect(info.evaluated(at: later, offline: .deviceClock).entitlements["pro"]?.isActive == false)
  }
}
