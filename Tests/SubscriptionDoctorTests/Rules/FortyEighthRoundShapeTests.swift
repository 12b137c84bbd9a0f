import Foundation
import Testing

@testable import SubscriptionDoctor

/// The false classes of the forty-eighth round (docs/doctor-rules.md,
/// "Forty-eighth round"), each beside the shape that must still fire.
struct FortyEighthRoundShapeTests {
  /// `hardcoded-price` findings for a typed product list named `name`.
  private static func sampleProducts(_ name: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import StoreKit

      @main
      struct BooksApp: App {
        var body: some Scene { WindowGroup { Text(\(name).first?.displayPrice ?? "") } }
      }

      struct StoreProductInfo { let id: String; let displayPrice: String }

      let \(name): [StoreProductInfo] = [
        StoreProductInfo(id: "com.books.pro.annual", displayPrice: "$49.99"),
        StoreProductInfo(id: "com.books.pro.monthly", displayPrice: "$5.99"),
      ]

      """
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test(
    "A typed list named for previews (let previewSampleProducts: [Info] = […]) is sample data; named for plans it is shown"
  )
  func typedPreviewList() {
    #expect(Self.sampleProducts("previewSampleProducts").isEmpty)
    #expect(Self.sampleProducts("planProducts").count == 2)
  }

  @Test(
    "A period word naming what recurs (weeklyLimit) or a cache's lifetime (an expiration interval) is no billing"
  )
  func nonBillingPeriods() {
    #expect(Paywall.namesPeriodicThing("weeklylimit", "weekly"))
    #expect(Paywall.namesPeriodicThing("monthly_report_enabled", "monthly"))
    #expect(!Paywall.namesPeriodicThing("weeklyplan", "weekly"))
    #expect(!Paywall.namesPeriodicThing("weekly", "weekly"))
    #expect(Paywall.readsExpiry("expirationtime"))
    #expect(!Paywall.readsExpiry("cacheexpirationinterval"))
    #expect(Paywall.readsExpiry("expirationdate"))
  }

  @Test("A project bundle renamed to keep a copy (App.xcodeproj.backup) is no project")
  func backupProjectBundle() {
    func targets(_ bundle: String) -> [String] {
      let files = [
        "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(settings: "SDKROOT = iphoneos;"),
        "App/App.swift": "import SwiftUI\n",
        "temp/\(bundle)/project.pbxproj": ProjectText.oneTarget(
          "Snatch", folder: "Snatch", settings: "SDKROOT = iphoneos;"),
      ]
      let snapshot = ProjectSnapshot(
        files: files.map { ProjectSnapshot.File(path: $0.key, bytes: Array($0.value.utf8)) })
      return Doctor.report(snapshot).summary.targets
    }
    #expect(targets("Snatch.xcodeproj.backup") == ["App"])
    #expect(targets("Snatch.xcodeproj").sorted() == ["App", "Snatch"])
  }
}
