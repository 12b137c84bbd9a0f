import Foundation
import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the seventy-fourth round (docs/doctor-rules.md),
/// each beside the shape that must still fire.
struct SeventyFourthRoundSourceTests {
  /// Unreadable-file findings for a share extension's file holding `line`.
  private static func unreadable(_ line: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": Fixtures.swiftUIApp(showing: "Text(ShareParser.name(in: \"\"))"),
      "App/ShareParser.swift": """
      import Foundation

      enum ShareParser {
        static func name(in html: String) -> String? {
          \(line)
        }
      }

      """,
    ]).filter { $0.rule == .unreadableFile }
  }

  @Test("A raw string holding one quote (#\"\"\"#) is a one-line string, as swiftc reads it")
  func rawStringOfOneQuote() {
    let quote = Self.unreadable(
      ##"html.components(separatedBy: #"content=""#).last?.components(separatedBy: #"""#).first"##)
    #expect(quote.isEmpty, "\(quote)")
    // A raw multi-line opening that nothing closes is still unreadable.
    let open = Self.unreadable("let text = #\"\"\"\n  return text")
    #expect(open.count == 1, "\(open)")
  }

  /// Hard-coded-price findings for an app importing no StoreKit or purchase
  /// SDK, whose only sign of selling may be the file `named` holding
  /// `paywall`, and whose ticket form shows a price-looking amount.
  private static func expensesApp(paywall: String, named: String = "PayWall.swift") -> [Finding] {
    Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["App.swift", named, "TicketView.swift"],
        settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
      "App/App.swift": Fixtures.swiftUIApp(showing: "TicketView()"),
      "App/\(named)": paywall,
      "App/TicketView.swift": """
      import SwiftUI

      struct TicketView: View {
        var body: some View {
          Text("$4.99")
        }
      }

      """,
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test("A paywall file holding only comments makes no app one that sells")
  func commentedOutPaywall() {
    let commented = """
      ////  PayWall.swift
      //import SwiftUI
      //import StoreKit
      //struct PayWall: View {
      //    @State private var premiumManager = PremiumManager.shared
      //    var body: some View { Text("Go Premium") }
      //}

      """
    let quiet = Self.expensesApp(paywall: commented)
    #expect(quiet.isEmpty, "\(quiet)")
    // One line of code in it, and the file's name counts again.
    let firing = Self.expensesApp(paywall: "import SwiftUI\n" + commented)
    #expect(firing.count == 1, "\(firing)")
  }

  @Test("In-app is read as words of a name, not as letters running across two (MainAppView)")
  func inAppAcrossWords() {
    let main = Self.expensesApp(
      paywall:
        "import SwiftUI\n\nstruct MainAppView: View {\n  var body: some View { TicketView() }\n}\n",
      named: "MainAppView.swift")
    #expect(main.isEmpty, "\(main)")
    // A type named for in-app purchases (its store code may be Objective-C) still sells.
    let purchases = Self.expensesApp(
      paywall: "import Foundation\n\nfinal class InAppPurchases {}\n", named: "Store.swift")
    #expect(purchases.count == 1, "\(purchases)")
  }

  /// `@Observable` notes for `App/Model.swift` holding `model`, in an app on
  /// iOS 17 whose store file buys with StoreKit and publishes nothing.
  private static func observableNotes(_ model: String) -> [Finding] {
    Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["App.swift", "Model.swift", "Store.swift"],
        settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
      "App/App.swift": Fixtures.swiftUIApp(
        showing: "Text(Model().title).task { try? await Store().buy() }"),
      "App/Model.swift": model,
      "App/Store.swift": """
      import StoreKit

      final class Store {
        func buy() async throws {
          guard let pro = try await Product.products(for: ["pro"]).first else { return }
          _ = try await pro.purchase()
        }
      }

      """,
    ]).filter { $0.rule == .notificationSubscriptionState && $0.file == "App/Model.swift" }
  }

  @Test("A purchase date in a type that never touches the store is the app's own data")
  func domainPurchaseDate() {
    let vehicle = Self.observableNotes(
      """
      import SwiftUI

      final class Model: ObservableObject {
        @Published var title = ""
        @Published public var purchaseDate: Date = Calendar.current.startOfDay(for: Date())
        @Published var productionDate = Date()
      }

      """)
    #expect(vehicle.isEmpty, "\(vehicle)")
    // An ownership flag beside it still counts.
    let owned = Self.observableNotes(
      """
      import SwiftUI

      final class Model: ObservableObject {
        @Published var title = ""
        @Published var purchaseDate: Date?
        @Published var isPurchased = false
      }

      """)
    #expect(owned.map(\.message).contains { $0.contains("isPurchased") }, "\(owned)")
    // A store manager's purchase date, set from a transaction, still counts.
    let store = Self.observableNotes(
      """
      import StoreKit
      import SwiftUI

      final class Model: ObservableObject {
        @Published var title = ""
        @Published var purchaseDate: Date?

        func refresh() async {
          for await result in Transaction.currentEntitlements {
            if case .verified(let transaction) = result { purchaseDate = transaction.purchaseDate }
          }
        }
      }

      """)
    #expect(store.map(\.message).contains { $0.contains("purchaseDate") }, "\(store)")
  }

  /// Simulator notes for a grocery app whose view model, buying through
  /// Apphud, tests its own `.products` case and reads `products` of a
  /// property declared `declaration`.
  private static func simulatorNotes(declaration: String) -> [String] {
    Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["App.swift", "ListModel.swift", "NewItemViewModel.swift"],
        settings: "IPHONEOS_DEPLOYMENT_TARGET = 15.0;"),
      "App/App.swift": Fixtures.swiftUIApp(
        showing: "Text(NewItemViewModel().defaultShop() ?? \"\")"),
      "App/ListModel.swift": """
      import Foundation

      struct Item { var name: String; var store: String? }

      struct ListModel { var products: [Item] = [] }

      """,
      "App/NewItemViewModel.swift": """
      import ApphudSDK
      import StoreKit

      final class NewItemViewModel {
        enum Kind { case products, purchased }

        \(declaration)
        var kind = Kind.products

        func defaultShop() -> String? {
          guard kind == .products else { return nil }
          let stores = model?.products.compactMap({ $0.store }) ?? []
          return stores.first
        }
      }

      """,
    ]).filter { $0.rule == .knownStoreKitIssue && $0.message.contains("Simulator") }.map(\.file)
  }

  @Test(
    "An app model's products read through optional chaining, or an app enum's .products case, is no store product load"
  )
  func appModelProducts() {
    let grocery = Self.simulatorNotes(declaration: "var model: ListModel?")
    #expect(grocery.isEmpty, "\(grocery)")
    // StoreKit 1's response read the same way still loads products.
    let response = Self.simulatorNotes(declaration: "var model: SKProductsResponse?")
    #expect(response == ["App/NewItemViewModel.swift"], "\(response)")
  }

  @Test("Apphud's paywalls loading with their products meets the Simulator's product loading")
  func apphudPaywallsLoad() {
    let notes = Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["App.swift", "Router.swift"], settings: "IPHONEOS_DEPLOYMENT_TARGET = 15.0;"),
      "App/App.swift": Fixtures.swiftUIApp(
        showing: "Text(\"Lists\").onAppear { Router().showPaywall() }"),
      "App/Router.swift": """
      import ApphudSDK

      final class Router {
        func showPaywall() {
          Apphud.paywallsDidLoadCallback { paywalls in
            print(paywalls.count)
          }
        }
      }

      """,
    ]).filter { $0.rule == .knownStoreKitIssue && $0.message.contains("Simulator") }
    #expect(notes.map(\.file) == ["App/Router.swift"], "\(notes)")
  }
}
