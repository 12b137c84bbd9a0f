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

  /// Legal-links findings for a subscription paywall whose text view renders `html`.
  private static func htmlLegalText(_ html: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/PlanUpgradeViewController.swift": """
      import UIKit
      import StoreKit

      class PlanUpgradeViewController: UIViewController {
        var product: SKProduct?
        let legal = UITextView()
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(legal)
          let html = "\(html)"
          legal.attributedText = try? NSAttributedString(
            data: Data(html.utf8), options: [.documentType: NSAttributedString.DocumentType.html],
            documentAttributes: nil)
        }
        @objc func subscribe() {
          guard let product else { return }
          let price = UILabel()
          price.text = product.localizedTitle + " / month"
          SKPaymentQueue.default().add(SKPayment(product: product))
        }
        @objc func restore() { SKPaymentQueue.default().restoreCompletedTransactions() }
      }

      """
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test(
    "HTML anchors a text view renders open the documents they link; an anchor to one leaves the other missing"
  )
  func htmlAnchors() {
    #expect(
      Self.htmlLegalText(
        "<a href='https://subkit.dev/terms'>Terms</a> & <a href='https://subkit.dev/privacy'>Privacy</a>"
      ).isEmpty)
    let one = Self.htmlLegalText("<a href='https://subkit.dev/terms'>Terms of Service</a>")
    #expect(one.count == 1 && one.first?.message.contains("Privacy") == true, "\(one)")
    #expect(LegalDocument.htmlLinks(in: "<a href=\"/privacy\">Read</a>") == (false, true))
  }
}
