import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import SubscriptionWire
import Testing

@Suite("SubscriptionCache")
struct SubscriptionCacheTests {
  static let start = Date(timeIntervalSince1970: 1_767_225_600)

  static func info(for id: String, expires: Date?) -> CustomerInfo {
    CustomerInfo(
      response: SubscriberResponse(
        requestDate: start,
        subscriber: SubscriberResponse.Subscriber(
          originalAppUserID: id, firstSeen: start,
          entitlements: [
            "pro": SubscriberResponse.Entitlement(
              expiresDate: expires, productIdentifier: "p", purchaseDate: start)
          ],
          subscriptions: [
            "p": SubscriberResponse.Subscription(purchaseDate: start, expiresDate: expires)
          ])), now: start)
  }

  @Test("Values are kept per app user ID and fresh for five minutes")
  func perUserAndFresh() throws {
    let cache = SubscriptionCache.inMemory()
    cache.save(Self.info(for: "alice", expires: nil), for: "alice", at: Self.start)
    #expect(cache.customerInfo(for: "bob", now: Self.start) == nil)
    let cached = try #require(cache.customerInfo(for: "alice", now: Self.start))
    #expect(cached.value.entitlements["pro"]?.isActive == true)
    #expect(cached.isFresh(at: Self.start.addingTimeInterval(299), maxAge: cache.maxAge))
    #expect(!cached.isFresh(at: Self.start.addingTimeInterval(300), maxAge: cache.maxAge))
    #expect(!cached.isFresh(at: Self.start.addingTimeInterval(-1), maxAge: cache.maxAge))
  }

  @Test("Activity is decided again when read")
  func reevaluatedOnRead() throws {
    let cache = SubscriptionCache.inMemory()
    let expires = Self.start.addingTimeInterval(3600)
    cache.save(Self.info(for: "a", expires: expires), for: "a", at: Self.start)
    // Four days later the device clock decides: expired.
    let later = try #require(
      cache.customerInfo(for: "a", now: Self.start.addingTimeInterval(4 * 86_400)))
    #expect(later.value.entitlements["pro"]?.isActive == false)
    // An hour and a bit later, the server's date still rules; offline evaluation does not.
    let soon = try #require(cache.customerInfo(for: "a", now: expires.addingTimeInterval(1)))
    #expect(soon.value.entitlements["pro"]?.isActive == true)
    #expect(
      soon.value.evaluatedOffline(at: expires.addingTimeInterval(1)).entitlements["pro"]?.isActive
        == false)
  }

  @Test("A corrupt file reads as absent and is removed")
  func corrupt() throws {
    let store = FileStore.inMemory()
    let cache = SubscriptionCache(store: store)
    let name = "customer-info." + SubscriptionCache.fileKey("a") + ".json"
    try store.write(Data("{}".utf8), name)
    #expect(cache.customerInfo(for: "a", now: Self.start) == nil)
    #expect(try store.read(name) == nil)
  }

  @Test("File names escape everything but letters, digits, - and _")
  func fileNames() {
    #expect(FileStore.fileName(escaping: "$RCAnonymousID:ab12") == "%24RCAnonymousID%3Aab12")
    #expect(FileStore.fileName(escaping: "../etc") == "%2E.%2Fetc")
    #expect(FileStore.fileName(escaping: "") == "%")
    #expect(FileStore.fileName(escaping: "a/b") != FileStore.fileName(escaping: "a%2Fb"))
  }

  @Test("The directory store writes files atomically and reads them back")
  func directoryStore() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("SubscriptionCacheTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let cache = SubscriptionCache(store: .directory(directory))
    cache.saveLastAppUserID("alice")
    cache.save(Self.info(for: "alice", expires: nil), for: "alice", at: Self.start)
    #expect(cache.lastAppUserID() == "alice")
    #expect(cache.customerInfo(for: "alice", now: Self.start) != nil)
    cache.clear(appUserID: "alice")
    #expect(cache.customerInfo(for: "alice", now: Self.start) == nil)
  }
}
