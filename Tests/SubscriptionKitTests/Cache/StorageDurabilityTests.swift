import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import SubscriptionWire
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What the cache and the usage meter promise about their files: every record
/// persists, failures are reported, and names never collide.
@Suite("Cache and usage files")
struct StorageDurabilityTests {
  static let invoices = Feature.quota(
    "invoices", limit: 1_000_000, per: .month,
    upgradePrompt: UpgradePrompt(title: "More", message: "More invoices.", benefits: []))
  static let now = Date(timeIntervalSince1970: 1_767_225_600)

  struct WriteFailed: Error, LocalizedError {
    var errorDescription: String? { "No space left on device" }
  }

  @Test("Records from many threads at once all persist, even when each write is slow")
  func concurrentRecordsPersist() throws {
    let files = Locked<[String: Data]>([:])
    // A slow disk: each write yields the processor many times before it lands,
    // so a snapshot taken earlier could land after a later one.
    let slow = FileStore(
      read: { name in files.withLock { $0[name] } },
      write: { data, name in
        for _ in 0..<200 { sched_yield() }
        files.withLock { $0[name] = data }
      },
      remove: { name in files.withLock { _ = $0.removeValue(forKey: name) } })
    let meter = UsageMeter(store: slow, now: { Self.now })
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      for _ in 0..<50 { meter.record(Self.invoices) }
    }
    #expect(meter.count(for: Self.invoices) == 200)
    let reopened = UsageMeter(store: slow, now: { Self.now })
    #expect(reopened.count(for: Self.invoices) == 200, "every record reached the disk")
  }

  @Test("A usage write that fails is reported to the diagnostics, not swallowed")
  func usageWriteFailureReported() {
    let failing = FileStore(
      read: { _ in nil }, write: { _, _ in throw WriteFailed() }, remove: { _ in })
    let diagnostics = StorageDiagnostics()
    let meter = UsageMeter(store: failing, now: { Self.now }, diagnostics: diagnostics)
    meter.record(Self.invoices)
    #expect(meter.count(for: Self.invoices) == 1, "the count still holds for this launch")
    #expect(diagnostics.recent.map(\.file) == [UsageMeter.fileName])
    #expect(diagnostics.recent.first?.message.contains("No space left on device") == true)
  }

  @Test("Cache write failures reach the manager's storage diagnostics")
  @MainActor
  func cacheWriteFailureReported() async throws {
    let failing = FileStore(
      read: { _ in nil }, write: { _, _ in throw WriteFailed() }, remove: { _ in })
    let reported = Locked<[String]>([])
    let cache = SubscriptionCache(
      store: failing,
      diagnostics: StorageDiagnostics { entry in reported.withLock { $0.append(entry.file) } })
    let clock = TestClock()
    let backend = InMemoryBackend(
      products: [ManagerHarness.monthly], entitlement: "pro", clock: clock.subscriptionClock)
    let manager = SubscriptionManager(
      backend: backend, configuration: .fixture(), clock: clock.subscriptionClock,
      cache: cache)
    cache.saveLastAppUserID("ann")
    #expect(manager.storageDiagnostics.recent.map(\.file) == ["last-app-user-id"])
    #expect(reported.withLock { $0 } == ["last-app-user-id"])
  }

  @Test("Cache file names come from a hash of the app user ID: Bob and bob never collide")
  func hashedNames() throws {
    #expect(
      SubscriptionCache.fileKey("abc")
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      SubscriptionCache.fileKey("")
        == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    let long = String(repeating: "a", count: 1_000)
    #expect(SubscriptionCache.fileKey(long).count == 64)
    #expect(
      SubscriptionCache.fileKey("Bob").lowercased() != SubscriptionCache.fileKey("bob").lowercased()
    )
    // On disk: two customers differing only by case keep separate files.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = SubscriptionCache(store: .directory(folder))
    cache.saveLastAppUserID("Bob")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(names == ["last-app-user-id"], "no temporary files left behind")
    let key = SubscriptionCache.fileKey("../etc/passwd")
    #expect(key.allSatisfy { $0.isHexDigit })
  }
}
