import Foundation
import SubscriptionKit
import SubscriptionWire
import Testing

@Suite("Customer-info streams and app user IDs")
struct CustomerInfoBroadcasterTests {
  static func info(_ user: String, expires: Date?) -> CustomerInfo {
    let now = Fixture.date("2024-01-01T00:00:00Z")
    return CustomerInfo(
      response: SubscriberResponse(
        requestDate: now,
        subscriber: .init(
          originalAppUserID: user, firstSeen: now,
          entitlements: [
            "pro": .init(expiresDate: expires, productIdentifier: "p", purchaseDate: now)
          ],
          subscriptions: ["p": .init(purchaseDate: now, expiresDate: expires)])),
      now: now)
  }

  @Test("A new stream starts with the latest value, then gets only changes")
  func latestThenChanges() async {
    let broadcaster = CustomerInfoBroadcaster()
    let first = Self.info("a", expires: Fixture.date("2024-02-01T00:00:00Z"))
    broadcaster.send(first)
    let stream = broadcaster.stream()
    broadcaster.send(first)  // unchanged: not sent again
    let second = Self.info("a", expires: Fixture.date("2024-03-01T00:00:00Z"))
    broadcaster.send(second)
    broadcaster.finish()
    var received: [CustomerInfo] = []
    for await info in stream { received.append(info) }
    // bufferingNewest(1): a slow reader sees the newest value.
    #expect(received.last == second)
    #expect(received.count <= 2)
  }

  @Test("Every stream receives every change")
  func fanOut() async {
    let broadcaster = CustomerInfoBroadcaster()
    let streams = (0..<3).map { _ in broadcaster.stream() }
    let info = Self.info("b", expires: nil)
    broadcaster.send(info)
    broadcaster.finish()
    for stream in streams {
      var iterator = stream.makeAsyncIterator()
      #expect(await iterator.next() == info)
    }
  }

  @Test("Anonymous IDs follow RevenueCat's format")
  func anonymousIDs() throws {
    let id = AppUserID.generateAnonymous()
    #expect(id.hasPrefix("$RCAnonymousID:"))
    #expect(id.count == "$RCAnonymousID:".count + 32)
    #expect(AppUserID.isAnonymous(id))
    #expect(!AppUserID.isAnonymous("alice"))
    #expect(!AppUserID.isAnonymous("$RCAnonymousID:ABC"))
    #expect(try AppUserID.validated("  alice ") == "alice")
    #expect(
      throws: PurchaseError(.invalidAppUserIdError, detail: "An app user ID cannot be empty.")
    ) {
      try AppUserID.validated("   ")
    }
  }
}
