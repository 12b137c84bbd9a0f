import Testing

@testable import SubscriptionDoctor

/// Shapes from the seventh round's measurement that are about how often a
/// rule reports, not whether (docs/doctor-rules.md, "Seventh round").
struct SeventhRoundShapeTests {
  private static func notificationFindings(_ declaration: String) -> [Finding] {
    let source = """
      import StoreKit

      extension Notification.Name {
      \(declaration)
      }

      """
    // Posted elsewhere: a name nothing posts or observes is not reported.
    let post =
      "import Foundation\n\nfunc changed() {\n  NotificationCenter.default.post(name: .subscriptionStatusChanged, object: nil)\n}\n"
    return Fixtures.findings(files: ["App/Store.swift": source, "App/Post.swift": post])
      .filter { $0.rule == .notificationSubscriptionState && $0.file == "App/Store.swift" }
  }

  @Test("A secret in a resource says whether a target bundles it or it is only committed")
  func secretResourcePlace() {
    let secret = "{ \"stripe\": \"sk_live_\(String(repeating: "Ab3dE", count: 6))\" }\n"
    let findings = Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["App.swift", "Config.json"], settings: ""),
      "App/App.swift": "import SwiftUI\n",
      "App/Config.json": secret,
      "server/keys.json": secret,
    ]).filter { $0.rule == .secretAPIKey }
    let bundled = findings.first { $0.file == "App/Config.json" }
    let committed = findings.first { $0.file == "server/keys.json" }
    #expect(bundled?.message.contains("a bundled resource") == true, "\(findings)")
    #expect(committed?.message.contains("no target bundles") == true, "\(findings)")
    #expect(committed?.message.contains("bundled resource") == false, "\(findings)")
  }

  /// An app for iOS 18 with a StoreKit 1 observer that `cancel` says how it
  /// handles a cancel, beside a sign-in file with `signIn`.
  private static func cancelApp(cancel: String, signIn: String) -> [String: String] {
    [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["StoreObserver.swift", "SignIn.swift"],
        settings: "IPHONEOS_DEPLOYMENT_TARGET = 18.0;"),
      "App/StoreObserver.swift": """
      import StoreKit

      final class StoreObserver: NSObject, SKPaymentTransactionObserver {
        override init() {
          super.init()
          SKPaymentQueue.default().add(self)
        }

        func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
          for transaction in transactions where transaction.transactionState == .failed {
            \(cancel)
            queue.finishTransaction(transaction)
          }
        }
      }

      """,
      "App/SignIn.swift": """
      import AuthenticationServices

      enum AuthError: Error {
        case userCancelled
        case failed
      }

      func describe(_ error: AuthError) -> String {
        switch error {
        \(signIn)
        default: return "Sign-in failed."
        }
      }

      """,
    ]
  }

  @Test(
    "StoreKit's paymentCancelled meets the canceled-state issue; the app's own AuthError.userCancelled does not"
  )
  func ownCancelIsNotStoreKits() {
    let signIn = "case .userCancelled: return \"Sign-in cancelled.\""
    let storeKitCancel = Fixtures.findings(
      files: Self.cancelApp(
        cancel:
          "if (transaction.error as? SKError)?.code == .paymentCancelled { print(\"cancelled\") }",
        signIn: signIn)
    ).filter { $0.rule == .knownStoreKitIssue }
    let ownCancel = Fixtures.findings(
      files: Self.cancelApp(
        cancel: "print(transaction.error?.localizedDescription ?? \"failed\")", signIn: signIn)
    ).filter { $0.rule == .knownStoreKitIssue }
    #expect(storeKitCancel.map(\.file) == ["App/StoreObserver.swift"], "\(storeKitCancel)")
    #expect(ownCancel.isEmpty, "\(ownCancel)")
  }

  @Test("Every phrase that denies an offer is taken out, whatever word it starts with")
  func denials() {
    for phrase in [
      "One-time purchase, no subscription.", "It doesn't renew.", "It won’t renew.",
      "Never renews.", "Without a subscription.", "This will not renew.",
      "Buy once, keep forever: none are subscriptions.", "These are not subscriptions.",
      "It isn't a subscription.", "Nothing renews.",
    ] {
      let left = Paywall.withoutDenials(phrase.lowercased())
      #expect(!left.contains("subscri") && !left.contains("renew"), "\(phrase) → \(left)")
    }
    #expect(Paywall.withoutDenials("renews monthly") == "renews monthly")
  }

  @Test("A Notification.Name declared over two lines is reported once, as on one line")
  func declarationOverTwoLines() {
    let oneLine = Self.notificationFindings(
      "  static let subscriptionStatusChanged = Notification.Name(\"subscriptionStatusChanged\")")
    let twoLines = Self.notificationFindings(
      "  static let subscriptionStatusChanged =\n    Notification.Name(\"subscriptionStatusChanged\")"
    )
    #expect(oneLine.count == 1, "\(oneLine)")
    #expect(twoLines.count == 1, "\(twoLines)")
    #expect(twoLines.first?.message.contains("Notification name subscriptionStatusChanged") == true)
  }

  /// A subscription service whose hard-coded fallback options `caller` reaches
  /// (or nobody in the app does), with a test calling it (or `test`).
  private static func fallbackApp(
    caller: String, declaration: String = "func",
    test: String = "func testFallback() { _ = AccountService().hardcodedOptions() }"
  ) -> [String: String] {
    [
      "App/AccountService.swift": """
      import RevenueCat

      protocol AccountServiceProtocol {
        func hardcodedOptions() -> [PricingModel]
      }

      struct PricingModel { let id: String; let title: String }

      final class AccountService: AccountServiceProtocol {
        \(declaration) hardcodedOptions() -> [PricingModel] {
          [PricingModel(id: "pro.yearly", title: "49.99 USD")]
        }
      }

      """,
      "App/PlansView.swift": """
      import SwiftUI

      struct PlansView: View {
        let service: AccountServiceProtocol
        var body: some View {
          \(caller)
        }
      }

      """,
      "AppTests/AccountServiceTests.swift": """
      @testable import App

      \(test)

      """,
    ]
  }

  @Test(
    "A price in a fallback only the tests call is never shown; once the app calls it, or nothing does, it fires"
  )
  func fallbackOnlyTestsCall() {
    func prices(_ files: [String: String]) -> [Int?] {
      Fixtures.findings(files: files).filter { $0.rule == .hardcodedPrice }.map(\.line)
    }
    #expect(prices(Self.fallbackApp(caller: "Text(\"Plans\")")).isEmpty)
    #expect(
      prices(
        Self.fallbackApp(caller: "List(service.hardcodedOptions(), id: \\.id) { Text($0.title) }"))
        == [11])
    // `@objc` lets the runtime call it only by a selector something spells:
    // with nothing selecting it, the tests' call is still the only one.
    #expect(
      prices(Self.fallbackApp(caller: "Text(\"Plans\")", declaration: "@objc func")).isEmpty)
    #expect(
      prices(
        Self.fallbackApp(
          caller: "Text(\"Plans\")", declaration: "@objc(hardcodedOptions) func")) == [11])
    #expect(prices(Self.fallbackApp(caller: "Text(\"Plans\")", test: "")) == [11])
    let mock = """
      final class AccountServiceMock: AccountServiceProtocol {
        func hardcodedOptions() -> [PricingModel] { [] }
      }
      """
    #expect(prices(Self.fallbackApp(caller: "Text(\"Plans\")", test: mock)).isEmpty)
  }

  @Test("A framework's callback is called though no app code names it")
  func frameworkCallbackStillFires() {
    let source = """
      import StoreKit
      import UIKit

      final class PlansController: UITableViewController {
        override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
          "Pro is $4.99 a month."
        }
      }

      final class PlansSource: NSObject, UITableViewDataSource {
        func footer(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
          "Pro is $4.99 a month."
        }
      }

      """
    let lines = Fixtures.findings(files: ["App/PlansController.swift": source])
      .filter { $0.rule == .hardcodedPrice }.map(\.line)
    #expect(lines == [6, 12])
  }
}
