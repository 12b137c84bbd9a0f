import Foundation
import StoreSimulator
import SubscriptionWire

/// Benchmarks of reading a very large `.storekit` file, which `subkit store`
/// does on every command (group `storekit`).
///
/// The file: the bundled example plus 100,000 generated auto-renewable
/// subscriptions in 1,000 groups, pretty-printed as Xcode writes it (each with
/// a localization, a third with an introductory offer).
///
/// - `storekit.100k-products.read-seconds`: `StoreKitConfiguration(contentsOf:)`
///   (strict one-pass `JSONParser`, then every value type-checked). Baseline:
///   Foundation's `JSONSerialization` parsing the same bytes into untyped
///   objects, which checks nothing. Lower is better; target ratio ≤ 1.5.
/// - `storekit.100k-products.open-seconds`: everything a `subkit store` command
///   does before its step: read the file, read and check the project file,
///   build the catalog and open an empty ledger. Same baseline.
///
/// Before `JSONParser` (`JSONDecoder` into `JSONValue`, which tries each kind
/// in turn for every value) reading this file took about 12 s per command.
enum StoreKitBenchmarks {
  /// Generated products.
  static let productCount = 100_000

  static func run() throws -> [BenchmarkResult] {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "subkit-bench-storekit-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/InvoiceApp")
    let storekit = directory.appendingPathComponent("Large.storekit")
    try generate(from: examples.appendingPathComponent("InvoiceApp.storekit"), to: storekit)

    var products = 0
    let readSeconds = try Stopwatch.bestSeconds(repetitions: 3) {
      products = try StoreKitConfiguration(contentsOf: storekit).products.count
    }
    guard products == productCount + 3 else {
      throw DoctorBenchmarks.BenchmarkError(description: "read \(products) products")
    }
    let openSeconds = try Stopwatch.bestSeconds(repetitions: 3) {
      _ = try StoreSimulator.open(
        storekit: storekit, project: examples.appendingPathComponent("subscriptions.json"),
        clock: .stopped(at: Date(timeIntervalSince1970: 1_767_225_600)))
    }
    let baselineSeconds = try Stopwatch.bestSeconds(repetitions: 3) {
      _ = try JSONSerialization.jsonObject(with: try Data(contentsOf: storekit))
    }
    return [
      BenchmarkResult(
        name: "storekit.100k-products.read-seconds", value: readSeconds, unit: "s",
        baseline: baselineSeconds),
      BenchmarkResult(
        name: "storekit.100k-products.open-seconds", value: openSeconds, unit: "s",
        baseline: baselineSeconds),
    ]
  }

  /// The example file with `productCount` subscriptions added.
  static func generate(from example: URL, to file: URL) throws {
    let text = try String(contentsOf: example, encoding: .utf8)
    guard let groups = text.range(of: "\"subscriptionGroups\" : [") else {
      throw DoctorBenchmarks.BenchmarkError(description: "the example has no subscriptionGroups")
    }
    var generated = ""
    generated.reserveCapacity(productCount * 700)
    for group in 0..<(productCount / 100) {
      generated += """

            {
              "id" : "G\(group)",
              "localizations" : [],
              "name" : "Group \(group)",
              "subscriptions" : [
        """
      for item in 0..<100 {
        let number = group * 100 + item
        let intro =
          item % 3 == 0
          ? """
                    "introductoryOffer" : {
                      "internalID" : "I\(number)",
                      "numberOfPeriods" : 1,
                      "paymentMode" : "free",
                      "subscriptionPeriod" : "P1W"
                    },

          """ : ""
        generated += """

                  {
                    "adHocOffers" : [],
                    "displayPrice" : "\(item % 50).99",
                    "familyShareable" : false,
                    "groupNumber" : \(item % 5 + 1),
                    "internalID" : "P\(number)",
          \(intro)          "localizations" : [
                      {
                        "description" : "Generated product \(number), described as products are.",
                        "displayName" : "Product \(number)",
                        "locale" : "en_US"
                      }
                    ],
                    "productID" : "generated_\(number)",
                    "recurringSubscriptionPeriod" : "P1M",
                    "referenceName" : "Generated \(number)",
                    "subscriptionGroupID" : "G\(group)",
                    "type" : "RecurringSubscription"
                  }\(item < 99 ? "," : "")
          """
      }
      generated += "\n        ]\n      },"
    }
    var output = text
    output.insert(contentsOf: generated, at: groups.upperBound)
    try Data(output.utf8).write(to: file)
  }
}
