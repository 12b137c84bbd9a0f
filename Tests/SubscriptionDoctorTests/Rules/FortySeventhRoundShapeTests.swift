import Foundation
import Testing

@testable import SubscriptionDoctor

/// The false classes and misses of the forty-seventh round
/// (docs/doctor-rules.md, "Forty-seventh round"), each beside the shape that
/// must still fire.
struct FortySeventhRoundShapeTests {
  @Test(
    "CocoaPods' project and support files are skipped wherever Pods/ landed (an app folder named pods/)"
  )
  func cocoaPodsInsideAppFolder() {
    let findings = Fixtures.findings(files: [
      "pods.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        "pods", folder: "pods", sources: ["App.swift"], settings: "SDKROOT = iphoneos;"),
      "pods/App.swift": "import SwiftUI\n",
      "pods/Pods.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        "Pods-App", folder: "Target Support Files",
        settings: "INFOPLIST_FILE = \"Target Support Files/Pods-App/Pods-App-Info.plist\";"),
      "pods/Target Support Files/Pods-App/Pods-App-Info.plist": """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>$(PODS_DEVELOPMENT_LANGUAGE)</string></dict></plist>

      """,
    ])
    #expect(!findings.contains { $0.rule == .undefinedBuildSetting }, "\(findings)")
  }

  @Test("add(storeManager) registers the app's store object as the observer; add(payment) buys")
  func observerRegistration() throws {
    func addsObserver(_ call: String) throws -> Bool {
      let tokens = try SwiftTokenizer.scan(bytes: Array(call.utf8)).tokens
      let add = try #require(tokens.firstIndex { $0.is("add") })
      return KnownStoreKitIssueRule.addsObserver(tokens, add)
    }
    #expect(try addsObserver("SKPaymentQueue.default().add(storeManager)"))
    #expect(try addsObserver("SKPaymentQueue.default().add(iapHelper)"))
    #expect(try !addsObserver("SKPaymentQueue.default().add(payment)"))
    #expect(try !addsObserver("SKPaymentQueue.default().add(SKPayment(product: product))"))
  }

  /// Drift findings for a RevenueCat model fetching the offering `name`.
  private static func offeringDrift(_ call: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import StoreKit
      import RevenueCat

      @main
      struct TattooApp: App {
        var body: some Scene { WindowGroup { Text("Ink") } }
      }

      func getProducts(offering: String) async {}
      func load() async { \(call) }

      """,
      "App/Products.storekit": RecallCase.storeKitFile([("tattoo.annual", "29.99")]),
    ]).filter { $0.rule == .storeKitConfigDrift && $0.message.contains("names the product") }
  }

  @Test(
    "An offering's identifier (getProducts(offering: \"offer\")) names no product; a product id does"
  )
  func offeringIdentifiers() {
    #expect(Self.offeringDrift("await getProducts(offering: \"offer\")").isEmpty)
    #expect(
      Self.offeringDrift("_ = try? await Product.products(for: [\"tattoo.monthly\"])").count == 1)
  }

  /// Findings for a Mac app whose `PaywallSheet` activates `license`.
  private static func licenceApp(license: String) -> [Finding] {
    Fixtures.findings(files: [
      "Mail.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        "Mail", folder: "Source", sources: ["App.swift", "PaywallSheet.swift"],
        settings: "SDKROOT = macosx;"),
      "Source/App.swift": """
      import SwiftUI

      @main
      struct MailApp: App {
        var body: some Scene { WindowGroup { PaywallSheet() } }
      }

      """,
      "Source/PaywallSheet.swift": """
      import SwiftUI

      struct PaywallSheet: View {
        @State private var \(license) = ""
        var body: some View {
          VStack {
            Text("Lifetime licence from $1.99")
            TextField("Key", text: $\(license))
          }
        }
      }

      """,
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test(
    "An app selling licence keys, with no store code, sells nothing through the App Store; a paywall-named file without them may"
  )
  func licenceKeyApps() {
    #expect(Self.licenceApp(license: "licenseKey").isEmpty)
    #expect(Self.licenceApp(license: "code").count == 1)
  }

  @Test("A hint pack credited with addHints(50) is a consumable balance, like coins")
  func hintPacks() {
    #expect(Paywall.creditsBalance("addhints"))
    #expect(Paywall.creditsBalance("addcoins"))
    #expect(!Paywall.creditsBalance("addhabits"))
  }

  @Test("Whole amounts joined by a dash are a span of money, never one store price")
  func wholeAmountSpans() {
    #expect(SellingContext.isContent("premium stays ($300-800/night)", price: "$300") { true })
    #expect(!SellingContext.isContent("Premium $4.99/month", price: "$4.99") { true })
  }

  /// Known-issue notes for a UIKit game whose `Main.storyboard` (a localized
  /// variant group) creates the view controller that buys, committed or not.
  private static func storyboardNotes(committed: Bool) -> [Finding] {
    let project = ProjectText.oneTarget(
      "Squares", folder: "Squares", sources: ["AppDelegate.swift", "GameViewController.swift"],
      settings: "SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 15.0;"
    )
    .replacingOccurrences(
      of: "P = { isa = PBXSourcesBuildPhase;",
      with:
        "V = { isa = PBXVariantGroup; children = (VB); name = Main.storyboard; sourceTree = \"<group>\"; };\n"
        + "    VB = { isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = \"<group>\"; };\n"
        + "    RB = { isa = PBXBuildFile; fileRef = V; };\n"
        + "    R2 = { isa = PBXResourcesBuildPhase; files = (RB); };\n"
        + "    P = { isa = PBXSourcesBuildPhase;"
    )
    .replacingOccurrences(of: "children = (F0, F1)", with: "children = (F0, F1, V)")
    .replacingOccurrences(of: "buildPhases = (P)", with: "buildPhases = (P, R2)")
    var files = [
      "Squares.xcodeproj/project.pbxproj": project,
      "Squares/AppDelegate.swift": """
      import UIKit

      @UIApplicationMain
      class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
      }

      """,
      "Squares/GameViewController.swift": """
      import UIKit
      import StoreKit

      class GameViewController: UIViewController {
        var product: SKProduct?
        @IBAction func buy(_ sender: Any) {
          guard let product else { return }
          SKPaymentQueue.default().add(SKPayment(product: product))
        }
      }

      """,
    ]
    if committed {
      files["Squares/Base.lproj/Main.storyboard"] = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="A">
          <scenes><scene sceneID="s"><objects>
            <viewController id="A" customClass="GameViewController" sceneMemberID="viewController">
              <view key="view" id="v"><subviews><button id="b"><connections>
                <action selector="buy:" destination="A" eventType="touchUpInside" id="c"/>
              </connections></button></subviews></view>
            </viewController>
          </objects></scene></scenes>
        </document>

        """
    }
    return Fixtures.findings(files: files).filter { $0.rule == .knownStoreKitIssue }
  }

  @Test(
    "A storyboard the project builds but the folder lacks may create any class: its view controllers are not unused"
  )
  func missingStoryboard() {
    #expect(!Self.storyboardNotes(committed: false).isEmpty)
    #expect(!Self.storyboardNotes(committed: true).isEmpty)
  }

  /// Known-issue notes for a repository whose live app (`Itinero`) sells
  /// nothing, beside an older copy (`Old/Triply`) with its own project that
  /// buys, missing `missing` of its twelve sources.
  private static func staleCopyNotes(missing: Int) -> [Finding] {
    let names = (0..<11).map { "View\($0).swift" } + ["IAPManager.swift"]
    var files = [
      "Itinero.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        "Itinero", folder: "App", sources: names,
        settings: "SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
      "Old/Triply.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        "Triply", folder: "Triply", sources: names,
        settings: "SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
      "App/IAPManager.swift": "import StoreKit\n\nfinal class IAPManager { var isPro = true }\n",
      "Old/Triply/IAPManager.swift": """
      import StoreKit

      final class IAPManager {
        static let shared = IAPManager()
        func buy(_ product: Product) async { _ = try? await product.purchase() }
      }

      """,
    ]
    for (offset, name) in names.dropLast().enumerated() {
      let main =
        offset == 0
        ? "@main\nstruct TripApp: App {\n  var body: some Scene { WindowGroup { Text(\"Trip\") } }\n}\n"
        : ""
      files["App/\(name)"] = "import SwiftUI\n\(main)"
      if offset >= missing {
        files["Old/Triply/\(name)"] =
          "import SwiftUI\n\(offset == 10 ? "import StoreKit\n@main\nstruct OldApp: App {\n  var body: some Scene { WindowGroup { Text(\"Old\") } }\n  func unlock(_ p: Product) async { await IAPManager.shared.buy(p) }\n}\n" : "")"
      }
    }
    return Fixtures.findings(files: files).filter {
      $0.rule == .knownStoreKitIssue && $0.file.hasPrefix("Old/")
    }
  }

  @Test(
    "An older copy of the app whose project misses a third of its sources ships nothing; complete, it is an app of its own"
  )
  func staleCopy() {
    #expect(Self.staleCopyNotes(missing: 4).isEmpty)
    #expect(!Self.staleCopyNotes(missing: 1).isEmpty)
  }

  @Test(
    "The Simulator note goes to the store load, not to a view reading the app's own products array")
  func ownProductsArrayAnchor() {
    let notes = Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["App.swift", "Home.swift", "IAPManager.swift"],
        settings: "SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
      "App/App.swift": """
      import SwiftUI

      @main
      struct GradesApp: App {
        var body: some Scene { WindowGroup { Home(iap: IAPManager()) } }
      }

      """,
      "App/Home.swift": """
      import SwiftUI
      import StoreKit

      struct Home: View {
        @ObservedObject var iap: IAPManager
        var body: some View {
          VStack {
            if let pro = self.iap.products.first { Text(pro.displayPrice) }
          }
          .task { await iap.load() }
        }
      }

      """,
      "App/IAPManager.swift": """
      import StoreKit

      final class IAPManager: ObservableObject {
        @Published var products: [Product] = []
        func load() async {
          products = (try? await Product.products(for: ["pro"])) ?? []
        }
      }

      """,
    ]).filter { $0.rule == .knownStoreKitIssue && $0.message.contains("Simulator") }
    #expect(notes.map(\.file) == ["App/IAPManager.swift"], "\(notes)")
  }

  /// Legal-links findings for a subscription paywall whose links are texts
  /// titled `terms` and `privacy` with tap gestures opening short links.
  private static func tapGestureLinks(terms: String, privacy: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/PurchaseView.swift": """
      import SwiftUI
      import StoreKit

      struct PurchaseView: View {
        @State private var products: [Product] = []
        var body: some View {
          VStack {
            ForEach(products) { product in
              Button("\\(product.displayPrice) / month") { Task { _ = try? await product.purchase() } }
            }
            Button("Restore") { Task { try? await AppStore.sync() } }
            Text("\(terms)").bold().font(.caption).foregroundColor(.blue).onTapGesture {
              UIApplication.shared.open(URL(string: "https://subkit.dev/a")!)
            }
            Text("\(privacy)").bold().onTapGesture {
              UIApplication.shared.open(URL(string: "https://subkit.dev/b")!)
            }
          }
        }
      }

      """
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test(
    "A text with a tap gesture opening a link is labelled by its text; a text naming neither document opens neither"
  )
  func tapGestureLegalLinks() {
    #expect(Self.tapGestureLinks(terms: "利用規約", privacy: "プライバシーポリシー").isEmpty)
    #expect(Self.tapGestureLinks(terms: "Terms of Use", privacy: "Privacy Policy").isEmpty)
    let other = Self.tapGestureLinks(terms: "Help", privacy: "Privacy Policy")
    #expect(other.count == 1 && other.first?.message.contains("Terms") == true, "\(other)")
  }
}
