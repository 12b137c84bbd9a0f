import Foundation
import SubscriptionKit
import SubscriptionWire
import Testing

@Suite("isActive: the server's request date for three days, then the device clock")
struct CustomerInfoActivityTests {
  let requestDate = Fixture.date("2024-03-01T12:00:00Z")
  let threeDays: TimeInterval = 3 * 86_400

  @Test("No expiration date is lifetime access")
  func lifetime() {
    #expect(
      CustomerInfo.isDateActive(expirationDate: nil, requestDate: requestDate, now: .distantFuture))
  }

  @Test("Expiring exactly at the request date is over (EntitlementActivity's boundary)")
  func equality() {
    #expect(
      !CustomerInfo.isDateActive(
        expirationDate: requestDate, requestDate: requestDate, now: requestDate))
    #expect(
      CustomerInfo.isDateActive(
        expirationDate: requestDate.addingTimeInterval(0.001), requestDate: requestDate,
        now: requestDate))
  }

  @Test("Within three days, a device clock past the expiry does not cut access")
  func withinWindowUsesRequestDate() {
    let expiry = requestDate.addingTimeInterval(60)
    let now = requestDate.addingTimeInterval(threeDays - 0.001)  // just under three days
    #expect(CustomerInfo.isDateActive(expirationDate: expiry, requestDate: requestDate, now: now))
    // At exactly three days the request date is no longer trusted (same boundary).
    let atEnd = requestDate.addingTimeInterval(threeDays)
    #expect(
      !CustomerInfo.isDateActive(expirationDate: expiry, requestDate: requestDate, now: atEnd))
  }

  @Test("Past three days, the device clock decides")
  func outsideWindowUsesDeviceClock() {
    let expiry = requestDate.addingTimeInterval(threeDays + 30)
    let now = requestDate.addingTimeInterval(threeDays + 1)
    #expect(CustomerInfo.isDateActive(expirationDate: expiry, requestDate: requestDate, now: now))
    let later = requestDate.addingTimeInterval(threeDays + 31)
    #expect(
      !CustomerInfo.isDateActive(expirationDate: expiry, requestDate: requestDate, now: later))
    let stale = requestDate.addingTimeInterval(60)
    #expect(
      !CustomerInfo.isDateActive(
        expirationDate: stale, requestDate: requestDate,
        now: requestDate.addingTimeInterval(threeDays + 1)))
  }

  @Test("A device clock behind the server cannot extend access")
  func deviceClockBehind() {
    let expiry = requestDate.addingTimeInterval(-60)
    let now = requestDate.addingTimeInterval(-86_400)
    #expect(!CustomerInfo.isDateActive(expirationDate: expiry, requestDate: requestDate, now: now))
  }

  @Test("evaluated(at:) decides again with a new clock reading")
  func reevaluation() throws {
    let response = SubscriberResponse(
      requestDate: requestDate,
      subscriber: .init(
        originalAppUserID: "u1", firstSeen: requestDate,
        entitlements: [
          "pro": .init(
            expiresDate: requestDate.addingTimeInterval(86_400), productIdentifier: "pro_monthly",
            purchaseDate: requestDate)
        ],
        subscriptions: [
          "pro_monthly": .init(
            purchaseDate: requestDate, expiresDate: requestDate.addingTimeInterval(86_400))
        ]))
    let info = CustomerInfo(response: response, now: requestDate)
    #expect(info.entitlements["pro"]?.isActive == true)
    #expect(info.activeSubscriptions == ["pro_monthly"])
    let later = info.evaluated(at: requestDate.addingTimeInterval(threeDays + 86_400))
    #expect(later.entitlements["pro"]?.isActive == false)
    #expect(later.activeSubscriptions.isEmpty)
    #expect(later != info)
  }
}
