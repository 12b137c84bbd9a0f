import Foundation
import Testing

@testable import SubscriptionDoctor

/// The false classes of the fiftieth round (docs/doctor-rules.md, "Fiftieth
/// round"), each beside the shape that must still fire.
struct FiftiethRoundShapeTests {
  /// `hardcoded-price` findings for an app whose products type has fallback
  /// prices that `priceFor(productId:)` reads, called from `caller`.
  private static func fallbackPrices(caller: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import RevenueCat

      @main
      struct HockeyApp: App {
        var body: some Scene { WindowGroup { PaywallScreen() } }
      }

      struct PaywallScreen: View {
        let products = LoadedProducts()
        var body: some View { Text(\(caller)) }
      }

      struct LoadedProducts {
        var monthly: Package?
        var monthlyPrice: String { monthly?.storeProduct.localizedPriceString ?? "$12.99" }
        func priceFor(productId: String) -> String { monthlyPrice }
        func title() -> String { monthly?.storeProduct.localizedTitle ?? "" }
      }

      """
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test("A fallback read only by a function nothing calls is never shown; called, it is")
  func fallbackReadByUncalledFunction() {
    #expect(Self.fallbackPrices(caller: "products.title()").isEmpty)
    #expect(Self.fallbackPrices(caller: "products.priceFor(productId: \"m\")").count == 1)
  }

  /// `hardcoded-price` findings for prices nested in a namespace, `used` or not.
  private static func nestedPrices(used: Bool) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import StoreKit

      @main
      struct HockeyApp: App {
        var body: some Scene {
          WindowGroup { Text(MonetizationConfig.productID + \(used ? "MonetizationConfig.DisplayPrices.weekly" : "\"\"")) }
        }
      }

      enum MonetizationConfig {
        static let productID = "com.hockey.pro.weekly"
        struct DisplayPrices {
          static let weekly = "$4.99"
          static let yearly = "$49.99"
        }
      }

      func load() async throws -> [Product] { try await Product.products(for: [MonetizationConfig.productID]) }

      """
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test("Prices in a nested type nothing names are never shown; named, they are")
  func nestedNamespace() {
    #expect(Self.nestedPrices(used: false).isEmpty)
    // The yearly price is still read by nothing.
    #expect(Self.nestedPrices(used: true).map(\.line) == [14])
  }

  /// `hardcoded-price` findings for a model built with a price field that
  /// `reader` reads (or nothing does).
  private static func unreadField(reader: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/AppDelegate.swift": """
      import UIKit
      import StoreKit

      @UIApplicationMain
      class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(
          _ application: UIApplication,
          didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
          window?.rootViewController = SubscriptionVC()
          return true
        }
      }

      struct SubscriptionModel {
        var productId: String
        var productTitle: String
        var productPrice: String
      }

      class SubscriptionVC: UIViewController {
        var products: [SubscriptionModel] = []
        let label = UILabel()
        override func viewDidLoad() {
          super.viewDidLoad()
          products = [.init(productId: "com.deal.monthly", productTitle: "Monthly", productPrice: "6.99$")]
          label.text = \(reader)
        }
        @objc func buy() {
          SKPaymentQueue.default().add(SKMutablePayment())
          print(products.first?.productId ?? "")
        }
      }

      """
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test("A price set through a memberwise initialiser into a field nothing reads is never shown")
  func memberwiseFieldNobodyReads() {
    #expect(Self.unreadField(reader: "products.first?.productTitle").isEmpty)
    #expect(Self.unreadField(reader: "products.first?.productPrice").count == 1)
  }

  @Test("A usage rate (~$0.15/1M tokens) in a file that sells nothing is no price; a plan's is")
  func usageRates() {
    #expect(SellingContext.isUsageRate("GPT-4o-mini: ~$0.15/1M tokens.", "$0.15"))
    #expect(SellingContext.isUsageRate("$2 per 1,000 requests", "$2"))
    #expect(!SellingContext.isUsageRate("$4.99/month", "$4.99"))
    #expect(SellingContext.isApproximate("Very cheap ~$0.14", "$0.14"))
    #expect(!SellingContext.isApproximate("Only $0.14", "$0.14"))
    func findings(_ text: String) -> [Finding] {
      Fixtures.findings(files: [
        "App/App.swift": """
        import SwiftUI
        import StoreKit

        @main
        struct ShaderApp: App {
          var body: some Scene { WindowGroup { Text(ProviderInfo.openAI.note) } }
        }

        func buy(_ product: Product) async throws { _ = try await product.purchase() }

        """,
        "App/ProviderInfo.swift": """
        enum ProviderInfo {
          case openAI
          var note: String {
            switch self {
            case .openAI: return "\(text)"
            }
          }
        }

        """,
      ]).filter { $0.rule == .hardcodedPrice }
    }
    #expect(findings("GPT-4o-mini: ~$0.15/1M tokens. Requires an API key").isEmpty)
    #expect(findings("Pro: $4.99/month").count == 1)
  }

  @Test(
    "subscribeTo…Loading registers an observer: a one-time unlock's manager sells no subscription")
  func subscribeToLoading() {
    func legal(_ registration: String) -> [Finding] {
      Fixtures.findings(files: [
        "App/App.swift": """
        import SwiftUI
        import StoreKit

        @main
        struct DetectApp: App {
          var body: some Scene { WindowGroup { FullVersionView() } }
        }

        struct FullVersionView: View {
          @State private var price = ""
          var body: some View {
            VStack {
              Text(price)
              Button("Buy Pro") { Task { await FullVersionManager.buy() } }
              Button("Restore") { Task { try? await AppStore.sync() } }
            }
            .onAppear { FullVersionManager.\(registration)(self) { price = FullVersionManager.price } }
          }
        }

        enum FullVersionManager {
          static var price = ""
          static func \(registration)(_ observer: Any, action: @escaping () -> Void) {}
          static func buy() async {
            guard let product = try? await Product.products(for: ["com.detect.pro"]).first else { return }
            price = product.displayPrice
            _ = try? await product.purchase()
          }
        }

        """
      ]).filter { $0.rule == .paywallMissingLegalLinks }
    }
    #expect(legal("subscribeToProductInfoLoading").isEmpty)
    #expect(legal("subscribeToPremiumPlan").count == 1)
  }

  /// `purchases-multiple-owners` findings for an owner and a second use of
  /// `Purchases.shared` in `second`, called as `call`.
  private static func secondOwner(_ second: String, call: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import RevenueCat

      @main
      struct SeatApp: App {
        init() {
          Purchases.configure(withAPIKey: "appl_aBcDeFgHiJkLmNoPqRsTuVwXyZ1")
          SubscriptionStore.shared.start()
          \(call)
        }
        var body: some Scene { WindowGroup { Text("Seats") } }
      }

      final class SubscriptionStore {
        static let shared = SubscriptionStore()
        var isPro = false
        func start() {
          Purchases.shared.getCustomerInfo { info, _ in
            self.isPro = info?.entitlements["pro"]?.isActive == true
          }
        }
        func refresh() {
          Purchases.shared.getOfferings { _, _ in }
        }
      }

      \(second)

      """
    ]).filter { $0.rule == .purchasesMultipleOwners }
  }

  @Test("Purchases.shared in a function only #if DEBUG code calls never runs in what ships")
  func debugOnlyFunction() {
    let function = """
      var debugOfferings: Offerings?
      func debugPrintRevenueCat() {
        Purchases.shared.getOfferings { offerings, _ in debugOfferings = offerings }
      }
      """
    #expect(
      Self.secondOwner(function, call: "#if DEBUG\n    debugPrintRevenueCat()\n    #endif")
        .isEmpty)
    #expect(Self.secondOwner(function, call: "debugPrintRevenueCat()").count == 1)
  }

  @Test("getCustomerInfo whose info is discarded keeps no state; read, it does")
  func discardedCustomerInfo() {
    let discarded = """
      enum Identity {
        static func sync() {
          Purchases.shared.getCustomerInfo { _, _ in print("ready") }
        }
      }
      """
    #expect(Self.secondOwner(discarded, call: "Identity.sync()").isEmpty)
    let kept = """
      enum Identity {
        static var isPro = false
        static func sync() {
          Purchases.shared.getCustomerInfo { info, _ in isPro = info != nil }
        }
      }
      """
    #expect(Self.secondOwner(kept, call: "Identity.sync()").count == 1)
  }

  @Test("An include into a committed Pods/ resolves; into an absent one it is a note")
  func committedPods() throws {
    func notes(committed: Bool) throws -> [Finding] {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let include = "Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig"
      try folder.write("Garage.xcodeproj/project.pbxproj", RecallCase.xcconfigBasedProject)
      try folder.write("App/App.swift", "import SwiftUI\nlet appName = \"Garage\"\n")
      try folder.write("Config/Project.xcconfig", "#include \"../\(include)\"\n")
      try folder.write("Podfile", "platform :ios, '16.0'\n")
      if committed { try folder.write(include, "OTHER_LDFLAGS = -ObjC\n") }
      return try Doctor.run(directory: folder.url.path).filter { $0.rule == .brokenXCConfigInclude }
    }
    #expect(try notes(committed: true).isEmpty)
    let absent = try notes(committed: false)
    #expect(absent.count == 1 && absent.first?.severity == .note, "\(absent)")
  }

  /// Drift warnings for an app whose scheme runs with `Products.storekit`
  /// (holding `schemeProduct`) beside an unused `Configuration.storekit`
  /// (holding the code's product).
  private static func runFileDrift(schemeProduct: String) -> [Finding] {
    let project = ProjectText.oneTarget(
      sources: ["App.swift"], settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;")
    return Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": project,
      "App.xcodeproj/xcshareddata/xcschemes/App.xcscheme": RecallCase.scheme(
        usingStoreKit: "../App/Products.storekit"),
      "App/App.swift": """
      import SwiftUI
      import StoreKit

      @main
      struct NotesApp: App {
        var body: some Scene { WindowGroup { Text("Notes").task { await load() } } }
        func load() async { _ = try? await Product.products(for: ["Leadership_Notes_Monthly"]) }
      }

      """,
      "App/Products.storekit": RecallCase.storeKitFile([(schemeProduct, "4.99")]),
      "App/Configuration.storekit": RecallCase.storeKitFile([
        ("Leadership_Notes_Monthly", "4.99")
      ]),
    ]).filter { $0.rule == .storeKitConfigDrift && $0.severity == .warning }
  }

  @Test("A product only an unused .storekit has never loads from the scheme's file")
  func productOnlyInUnusedFile() {
    let missing = Self.runFileDrift(schemeProduct: "com.notes.monthly")
    #expect(
      missing.count == 1 && missing.first?.message.contains("Configuration.storekit") == true,
      "\(missing)")
    #expect(Self.runFileDrift(schemeProduct: "Leadership_Notes_Monthly").isEmpty)
  }

  /// Legal-links findings for a subscription paywall whose one legal button,
  /// labelled for both documents, opens `url`.
  private static func oneLegalButton(url: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import StoreKit

      @main
      struct ListApp: App {
        var body: some Scene { WindowGroup { PaywallView() } }
      }

      struct PaywallView: View {
        @Environment(\\.openURL) private var openURL
        @State private var products: [Product] = []
        var body: some View {
          VStack {
            ForEach(products) { product in
              Button("\\(product.displayName) \\(product.displayPrice) / month") {
                Task { _ = try? await product.purchase() }
              }
            }
            Button("Restore Purchases") { Task { try? await AppStore.sync() } }
            Button("Terms of Service and Privacy Policy") {
              openURL(URL(string: "\(url)")!)
            }
          }
          .task { products = (try? await Product.products(for: ["list.monthly"])) ?? [] }
        }
      }

      """
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("A button labelled for both documents opens only what its URL names")
  func labelNamesMoreThanURL() {
    let eula = Self.oneLegalButton(
      url: "https://www.apple.com/legal/internet-services/itunes/dev/stdeula/")
    #expect(eula.count == 1 && eula.first?.message.contains("Privacy") == true, "\(eula)")
    #expect(Self.oneLegalButton(url: "https://subkit.dev/legal").isEmpty)
  }
}
