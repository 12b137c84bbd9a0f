import Foundation
import SubscriptionKit
import SubscriptionWire
import Testing

@Suite("EntitlementActivity: active while expires_date is later than now")
struct EntitlementActivityTests {
  let expiry = Fixture.date("2026-12-08T10:00:00.000Z")

  @Test("One millisecond before the expiry is active; at it and after it is not")
  func boundary() {
    #expect(
      EntitlementActivity.isActive(expiresDate: expiry, at: expiry.addingTimeInterval(-0.001)))
    #expect(!EntitlementActivity.isActive(expiresDate: expiry, at: expiry))
    #expect(
      !EntitlementActivity.isActive(expiresDate: expiry, at: expiry.addingTimeInterval(0.001)))
  }

  @Test("No expiration is lifetime access")
  func lifetime() {
    #expect(EntitlementActivity.isActive(expiresDate: nil, at: .distantFuture))
    #expect(EntitlementActivity.endOfAccess(expiresDate: nil) == nil)
    #expect(EntitlementActivity.endOfAccess(expiresDate: expiry) == expiry)
  }

  @Test("A period covers its start and not its end")
  func period() {
    let start = expiry.addingTimeInterval(-86_400)
    #expect(EntitlementActivity.isActive(from: start, expiresDate: expiry, at: start))
    #expect(
      !EntitlementActivity.isActive(
        from: start, expiresDate: expiry, at: start.addingTimeInterval(-0.001)))
    #expect(!EntitlementActivity.isActive(from: start, expiresDate: expiry, at: expiry))
    #expect(EntitlementActivity.isActive(from: nil, expiresDate: nil, at: expiry))
  }

  @Test("CustomerInfo judges entitlements and subscriptions by the same rule")
  func customerInfoUsesTheRule() {
    let response = SubscriberResponse(
      requestDate: expiry,
      subscriber: .init(
        originalAppUserID: "u1", firstSeen: expiry.addingTimeInterval(-86_400),
        entitlements: [
          "pro": .init(
            expiresDate: expiry, productIdentifier: "pro_monthly",
            purchaseDate: expiry.addingTimeInterval(-86_400))
        ],
        subscriptions: [
          "pro_monthly": .init(
            purchaseDate: expiry.addingTimeInterval(-86_400), expiresDate: expiry)
        ]))
    let atExpiry = CustomerInfo(response: response, now: expiry)
    #expect(atExpiry.entitlements["pro"]?.isActive == false)
    #expect(atExpiry.activeSubscriptions.isEmpty)

    var earlier = response
    earlier.requestDate = expiry.addingTimeInterval(-0.001)
    let before = CustomerInfo(response: earlier, now: earlier.requestDate)
    #expect(before.entitlements["pro"]?.isActive == true)
    #expect(before.activeSubscriptions == ["pro_monthly"])
  }
}
