import Foundation
import StoreSimulator

/// What a durable success costs: `subkit store` commits its ledger with
/// `synchronous=FULL` (an fsync of the WAL per commit), so a purchase it
/// printed survives a power loss, not only a killed process.
///
/// `durability.full_purchases_per_second`: purchases, one customer and one
/// committed step each, on a file ledger with `syncsEveryCommit` (FULL).
/// Baseline: the same purchases with `synchronous=NORMAL`, measured in the
/// same run. Higher is better; the ratio is the price of durability, which
/// depends on the disk (an fsync costs ~0.1 ms on a fast SSD with a cache
/// that honours flushes, milliseconds on a slow disk). A person running
/// `subkit store` pays it once per command, next to ~10 ms of process start.
///
/// Where it stands (2 shared cores, 2026-12-01): 333 purchases/s against
/// 4,350/s, ratio 0.077 — about 3 ms of fsync per command.
enum DurabilityBenchmarks {
  static let purchases = 400

  static func run() throws -> [BenchmarkResult] {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "subkit-bench-durability-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var round = 0
    func seconds(full: Bool) throws -> Double {
      try Stopwatch.bestSeconds(repetitions: 3) {
        round += 1
        try buy(
          ledger: directory.appendingPathComponent("ledger-\(round).sqlite"), syncsEveryCommit: full
        )
      }
    }
    let normal = try seconds(full: false)
    let full = try seconds(full: true)
    return [
      BenchmarkResult(
        name: "durability.full_purchases_per_second", value: Double(purchases) / full,
        unit: "purchases/s", baseline: Double(purchases) / normal)
    ]
  }

  private static func buy(ledger: URL, syncsEveryCommit: Bool) throws {
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/InvoiceApp")
    let store = try StoreSimulator.open(
      storekit: examples.appendingPathComponent("InvoiceApp.storekit"),
      project: examples.appendingPathComponent("subscriptions.json"), ledger: .file(ledger),
      clock: .stopped(at: Date(timeIntervalSince1970: 1_767_225_600)),
      options: StoreSimulatorOptions(syncsEveryCommit: syncsEveryCommit))
    for customer in 0..<purchases {
      let user = "customer-\(customer)"  // each with their own Apple ID
      try store.purchase(productID: "pro_monthly", for: user, storeAccount: user)
    }
  }
}
