import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import Testing

@Suite("UsageMeter")
struct UsageMeterTests {
  static let prompt = UpgradePrompt(
    title: "Unlimited Invoices", message: "Create as many invoices as you need.",
    benefits: ["No monthly limit"])
  static let invoices = Feature.quota("invoices", limit: 5, per: .month, upgradePrompt: prompt)
  static let exports = Feature.quota("exports", limit: 3, per: .day, upgradePrompt: prompt)

  static var newYork: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "America/New_York") ?? calendar.timeZone
    return calendar
  }

  static func date(_ text: String) -> Date {
    // Fixed instants, written in UTC.
    ISO8601DateFormatter().date(from: text) ?? Date(timeIntervalSince1970: 0)
  }

  @Test("The monthly quota resets at the month boundary in the user's time zone")
  func monthBoundary() async {
    // 2026-01-31 23:00 in New York is already February 1 in UTC.
    let clock = TestClock(start: Self.date("2026-02-01T04:00:00Z"))
    let meter = UsageMeter(store: .inMemory(), calendar: Self.newYork, now: clock.dateProvider)
    for _ in 0..<4 { meter.record(Self.invoices) }
    #expect(meter.count(for: Self.invoices) == 4)
    #expect(meter.resetDate(for: Self.invoices) == Self.date("2026-02-01T05:00:00Z"))

    await clock.advance(by: .seconds(59 * 60))  // 23:59 in New York: still January
    #expect(meter.count(for: Self.invoices) == 4)

    await clock.advance(by: .seconds(60))  // midnight, February 1 in New York
    #expect(meter.count(for: Self.invoices) == 0)
    meter.record(Self.invoices)
    #expect(meter.count(for: Self.invoices) == 1)
  }

  @Test("A daily quota resets at local midnight across the spring-forward change")
  func springForward() async {
    // 2026-03-08: clocks in New York jump from 02:00 to 03:00 (a 23-hour day).
    let clock = TestClock(start: Self.date("2026-03-08T05:30:00Z"))  // 00:30 EST
    let meter = UsageMeter(store: .inMemory(), calendar: Self.newYork, now: clock.dateProvider)
    meter.record(Self.exports)
    meter.record(Self.exports)
    #expect(meter.resetDate(for: Self.exports) == Self.date("2026-03-09T04:00:00Z"))

    await clock.advance(by: .seconds(2 * 3600))  // 03:30 EDT, the same day
    #expect(meter.count(for: Self.exports) == 2)
    await clock.advance(by: .seconds(20 * 3600 + 29 * 60))  // 23:59 EDT
    #expect(meter.count(for: Self.exports) == 2)
    await clock.advance(by: .seconds(60))  // midnight after 23 hours
    #expect(meter.count(for: Self.exports) == 0)
  }

  @Test("A daily quota resets at local midnight across the fall-back change")
  func fallBack() async {
    // 2026-11-01: clocks in New York fall back from 02:00 to 01:00 (a 25-hour day).
    let clock = TestClock(start: Self.date("2026-11-01T04:30:00Z"))  // 00:30 EDT
    let meter = UsageMeter(store: .inMemory(), calendar: Self.newYork, now: clock.dateProvider)
    meter.record(Self.exports)
    await clock.advance(by: .seconds(24 * 3600))  // 23:30 EST, still November 1
    #expect(meter.count(for: Self.exports) == 1)
    await clock.advance(by: .seconds(30 * 60))  // midnight, 25 hours after the day began
    #expect(meter.count(for: Self.exports) == 0)
  }

  @Test("Counts persist across launches, and a corrupt file counts as no usage")
  func persistence() throws {
    let store = FileStore.inMemory()
    let now = Self.date("2026-05-10T12:00:00Z")
    let first = UsageMeter(store: store, calendar: Self.newYork, now: { now })
    first.record(Self.invoices, uses: 3)
    let second = UsageMeter(store: store, calendar: Self.newYork, now: { now })
    #expect(second.count(for: Self.invoices) == 3)

    try store.write(Data("garbage".utf8), UsageMeter.fileName)
    let third = UsageMeter(store: store, calendar: Self.newYork, now: { now })
    #expect(third.count(for: Self.invoices) == 0)
  }

  @Test("Counts survive on disk, written atomically")
  func onDisk() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("UsageMeterTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let now = Self.date("2026-05-10T12:00:00Z")
    UsageMeter(store: .directory(directory), calendar: Self.newYork, now: { now })
      .record(Self.invoices, uses: 2)
    let reread = UsageMeter(store: .directory(directory), calendar: Self.newYork, now: { now })
    #expect(reread.count(for: Self.invoices) == 2)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(files == [UsageMeter.fileName])
  }
}
