import Testing

@testable import SubscriptionDoctor

/// Shapes from the seventeenth round's measurement (docs/doctor-rules.md,
/// "Seventeenth round"): an Info.plist key's name beside a same-named key
/// handed to another client, a regex template passed without a label, a
/// partial commit, a web screen whose file is missing, a storyboard scene
/// nothing reaches, an app-wide constants namespace, and SwiftyStoreKit
/// imported without StoreKit.
struct SeventeenthRoundShapeTests {
  @Test(
    "A key's name in a nested Keys enum is the Info.plist entry it is read by, though another client gets a same-named key; the constant handed to RevenueCat is held to the rule"
  )
  func keyNameBesideSameNamedKey() {
    func placeholders(_ configure: String) -> Int {
      Fixtures.findings(files: [
        "App/Environment.swift": """
        import Foundation
        import RevenueCat

        enum EnvironmentInfo {
          enum Keys {
            static let apiKey = "API_KEY"
            static let revenueCat = "REVENUE_CAT"
          }

          static let apiKey: String = Bundle.main.infoDictionary?[Keys.apiKey] as? String ?? ""
          static let revenueCat: String =
            Bundle.main.infoDictionary?[Keys.revenueCat] as? String ?? ""
        }

        func start() {
          let client = OpenAI(apiKey: EnvironmentInfo.apiKey)
          \(configure)
        }

        """
      ]).count { $0.rule == .placeholderAPIKey }
    }
    #expect(placeholders("Purchases.configure(withAPIKey: EnvironmentInfo.revenueCat)") == 0)
    #expect(placeholders("Purchases.configure(withAPIKey: EnvironmentInfo.Keys.apiKey)") == 1)
    #expect(placeholders("Purchases.configure(withAPIKey: Keys.apiKey)") == 1)
  }

  @Test(
    "An unlabelled template after the pattern of a call named for regular expressions is no price; the same text in another call is"
  )
  func unlabelledRegexTemplate() {
    func prices(_ call: String) -> Int {
      Fixtures.findings(files: [
        "App/Furigana.swift": """
        import StoreKit

        func parts(_ text: String) -> [String] {
          \(call).components(separatedBy: "👻")
        }

        """
      ]).count { $0.rule == .hardcodedPrice }
    }
    #expect(prices("text.replaceRegex(\"([0-9]+)\", \"👻$1👻\")") == 0)
    #expect(prices("text.appending(\"Only $1.99\")") == 1)
  }

  /// An app whose project builds `missing` files from `App/Model/`, none of them here.
  private static func partialCommit(_ missing: [String]) -> [String: String] {
    [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["App.swift"] + missing.map { "Model/\($0)" }, settings: ""),
      "App/App.swift": "import SwiftUI\n",
    ]
  }

  @Test(
    "A key file missing beside two or more other missing files of its folder is a partial commit; missing alone or beside one, it is a key file kept out with no ignore rule"
  )
  func keyFileInPartialCommit() {
    func errors(_ missing: [String]) -> Int {
      Fixtures.findings(files: Self.partialCommit(missing)).count {
        $0.rule == .secretsNotIgnored
      }
    }
    #expect(errors(["AppConfig.swift"]) == 1)
    #expect(errors(["AppConfig.swift", "Wallpaper.swift"]) == 1)
    #expect(errors(["AppConfig.swift", "Wallpaper.swift", "Category.swift"]) == 0)
  }

  /// A UIKit subscription screen (the recall cases' StoreKit 1 screen, with
  /// a restore and a period in its title) whose Terms and Privacy buttons
  /// push `screen`.
  private static func subscriptionScreen(pushing screen: String) -> [String: String] {
    let documents = ["Terms": "kTermsURL", "Privacy": "kPrivacyURL"].sorted { $0.key > $1.key }
      .map { name, url in
        """

          @IBAction func btn\(name)(_ sender: UIButton) {
            let controller = \(screen).controller()
            controller.urlString = \(url)
            navigationController?.pushViewController(controller, animated: true)
          }
        """
      }
    return [
      "App/SubscriptionVC.swift": RecallCase.storeKitOneScreen(
        buy: "SKPaymentQueue.default().add(SKPayment(product: product))",
        members: RecallCase.restoreAction + RecallCase.monthlyTitle + documents.joined())
    ]
  }

  @Test(
    "Terms and Privacy buttons pushing the project's web screen open the documents, even when its file is missing; pushing another screen does not"
  )
  func webScreenOpensDocuments() {
    func errors(_ screen: String) -> Int {
      Fixtures.findings(files: Self.subscriptionScreen(pushing: screen)).count {
        $0.rule == .paywallMissingLegalLinks
      }
    }
    #expect(errors("WebVC") == 0)
    #expect(errors("WebPageViewController") == 0)
    #expect(errors("AboutVC") == 1)
  }

  /// A UIKit app whose `Main.storyboard` holds a purchase scene of class
  /// `IAPViewController` (no restore) with `sceneAttributes`, plus `extra` storyboard
  /// markup and a line of app code, `request`.
  private static func storyboardApp(
    sceneAttributes: String, extra: String = "", request: String = ""
  ) -> [String: String] {
    [
      "App/AppDelegate.swift": """
      import UIKit

      @main
      final class AppDelegate: UIResponder, UIApplicationDelegate {
        func show(_ storyboard: UIStoryboard) {
          \(request)
        }
      }

      """,
      "App/IAPViewController.swift": """
      import StoreKit
      import UIKit

      final class IAPViewController: UIViewController {
        var product: SKProduct?

        @IBAction func buyTapped(_ sender: UIButton) {
          guard let product else { return }
          SKPaymentQueue.default().add(SKPayment(product: product))
        }
      }

      """,
      "App/Base.lproj/Main.storyboard": """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="Home-01">
          <scenes>
              <scene sceneID="s1">
                  <objects>
                      <viewController id="Home-01" customClass="HomeViewController" customModule="App" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="v1"/>
                          \(extra)
                      </viewController>
                  </objects>
              </scene>
              <scene sceneID="s2">
                  <objects>
                      <viewController \(sceneAttributes) customClass="IAPViewController" customModule="App" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="v2">
                              <button opaque="NO" title="Buy &gt; now" id="b2">
                                  <connections>
                                      <action selector="buyTapped:" destination="IAP-01" eventType="touchUpInside" id="a2"/>
                                  </connections>
                              </button>
                          </view>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>

      """,
    ]
  }

  @Test(
    "A storyboard scene no segue leads to, that is not initial and whose identifier no code asks for, shows nothing; reached any of those ways, it is held to the rules"
  )
  func storyboardSceneReachability() {
    func restoreErrors(_ attributes: String, extra: String = "", request: String = "") -> Int {
      Fixtures.findings(
        files: Self.storyboardApp(sceneAttributes: attributes, extra: extra, request: request)
      ).count { $0.rule == .paywallMissingRestore }
    }
    let identified = "storyboardIdentifier=\"IAPViewController\" id=\"IAP-01\""
    #expect(restoreErrors(identified) == 0)
    #expect(restoreErrors("id=\"IAP-01\"") == 0)
    // Commented-out code asks for nothing.
    #expect(
      restoreErrors(
        identified,
        request: "// storyboard.instantiateViewController(withIdentifier: \"IAPViewController\")"
      ) == 0)
    #expect(
      restoreErrors(
        identified,
        request: "_ = storyboard.instantiateViewController(withIdentifier: \"IAPViewController\")"
      ) == 1)
    #expect(
      restoreErrors(
        "id=\"IAP-01\"",
        extra: "<connections><segue destination=\"IAP-01\" kind=\"show\" id=\"g1\"/></connections>")
        == 1)
    #expect(
      restoreErrors(
        identified,
        extra:
          "<viewControllerPlaceholder storyboardName=\"Main\" referencedIdentifier=\"IAPViewController\" id=\"p1\" sceneMemberID=\"viewController\"/>"
      ) == 1)
    // A class the app's code names is used whatever the storyboard says.
    #expect(restoreErrors("id=\"IAP-01\"", request: "_ = IAPViewController()") == 1)
  }

  @Test(
    "An app-wide constants namespace lends a screen no words: a tip jar's cell key does not make the Pro screen a tip jar"
  )
  func constantsNamespace() {
    func restoreErrors(_ cellKey: String) -> Int {
      Fixtures.findings(files: [
        "App/Constants.swift": """
        struct K {
          static let proPurchasedKey = "appPro"
          static let baseSourceKey = "baseSource"
          static let themeKey = "theme"
          static let firstLaunchKey = "firstLaunch"
          struct Cells {
            static let \(cellKey) = "\(cellKey.replacingAll("Key", with: ""))"
            static let proCellKey = "proCell"
            static let themeCellKey = "themeCell"
            static let aboutCellKey = "aboutCell"
          }
        }

        """,
        "App/ProViewController.swift": """
        import StoreKit
        import UIKit

        final class ProViewController: UITableViewController {
          var product: SKProduct?

          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
            -> UITableViewCell
          {
            tableView.dequeueReusableCell(withIdentifier: K.Cells.proCellKey, for: indexPath)
          }

          @IBAction func purchaseButtonPressed(_ sender: UIButton) {
            guard let product else { return }
            SKPaymentQueue.default().add(SKPayment(product: product))
          }
        }

        """,
      ]).count { $0.rule == .paywallMissingRestore }
    }
    #expect(restoreErrors("tipJarCellKey") == 1)
    #expect(restoreErrors("settingsCellKey") == 1)
  }

  @Test(
    "A paywall's fix names the API it buys through: StoreKit 1's restore and price, a UIKit button for the documents; the Observable note names the app's type and target"
  )
  func fixesInTheScreensAPI() throws {
    let findings = Fixtures.findings(files: Self.subscriptionScreen(pushing: "AboutVC"))
    let links = try #require(findings.first { $0.rule == .paywallMissingLegalLinks })
    #expect(links.fix.contains("UIApplication.shared.open"), "\(links.fix)")
    let noRestore = Self.subscriptionScreen(pushing: "WebVC").mapValues {
      $0.replacingAll("SKPaymentQueue.default().restoreCompletedTransactions()", with: "")
    }
    let restore = try #require(
      Fixtures.findings(files: noRestore).first { $0.rule == .paywallMissingRestore })
    #expect(restore.fix.contains("restoreCompletedTransactions()"), "\(restore.fix)")
    #expect(!restore.fix.contains("Purchases.shared"))

    let observable = Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["PremiumManager.swift"], settings: "IPHONEOS_DEPLOYMENT_TARGET = 26.2;"),
      "App/PremiumManager.swift": """
      import StoreKit

      final class PremiumManager: ObservableObject {
        @Published var hasPremiumAccess = false
      }

      """,
    ]).first { $0.rule == .notificationSubscriptionState }
    let note = try #require(observable)
    #expect(note.message.contains("iOS 26.2"), "\(note.message)")
    #expect(note.fix.contains("PremiumManager") && note.fix.contains("hasPremiumAccess"))
  }

  @Test("A file importing SwiftyStoreKit and not StoreKit buys through StoreKit all the same")
  func swiftyStoreKitWithoutStoreKit() {
    func notes(_ imports: String) -> Int {
      Fixtures.findings(files: [
        "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
          sources: ["Store.swift"], settings: "IPHONEOS_DEPLOYMENT_TARGET = 15.0;"),
        "App/Store.swift": """
        \(imports)

        enum Store {
          static func buy(_ id: String) {
            SwiftyStoreKit.purchaseProduct(id, atomically: true) { _ in }
          }
        }

        """,
      ]).count { $0.rule == .knownStoreKitIssue }
    }
    #expect(notes("import SwiftyStoreKit") > 0)
    #expect(notes("import Foundation") == 0)
  }
}
