import Foundation
import Testing

@testable import SubscriptionKit
@testable import SubscriptionWire

/// `CustomerInfoFeed`: a wait to catch up ends once the listener has taken
/// what was sent last, or no listener runs.
@MainActor
@Suite("CustomerInfoFeed: catching up with the update stream", .timeLimit(.minutes(10)))
struct CustomerInfoFeedTests {
  static func info(_ id: String) -> CustomerInfo {
    let date = Date(timeIntervalSince1970: 1_767_225_600)
    return CustomerInfo(
      response: SubscriberResponse(
        requestDate: date, subscriber: .init(originalAppUserID: id, firstSeen: date)),
      now: date)
  }

  @Test("Without a listener, or with nothing sent, there is nothing to wait for")
  func nothingToWaitFor() {
    let feed = CustomerInfoFeed()
    #expect(feed.hasCaughtUp(with: Self.info("a")))
    feed.start()
    #expect(feed.hasCaughtUp(with: nil))
    #expect(!feed.hasCaughtUp(with: Self.info("a")))
  }

  @Test(
    "A wait ends when the listener takes the value sent, not an earlier one; each take is counted")
  func catchUp() async {
    let feed = CustomerInfoFeed()
    feed.start()
    let sent = Self.info("b")
    let waiting = Task { await feed.catchUp { sent } }
    await Task.yield()
    feed.took(Self.info("a"))
    #expect(!feed.hasCaughtUp(with: sent))
    feed.took(sent)
    await waiting.value
    #expect(feed.lastTaken == sent)
    #expect(feed.deliveries == 2)
  }

  @Test("A wait ends when the listener stops; a new listener starts with nothing taken")
  func stopAndRestart() async {
    let feed = CustomerInfoFeed()
    feed.start()
    feed.took(Self.info("a"))
    let sent = Self.info("b")
    let waiting = Task { await feed.catchUp { sent } }
    await Task.yield()
    feed.stopped()
    await waiting.value
    #expect(!feed.isListening)
    feed.start()
    #expect(feed.lastTaken == nil)
    #expect(feed.deliveries == 1)
  }
}
