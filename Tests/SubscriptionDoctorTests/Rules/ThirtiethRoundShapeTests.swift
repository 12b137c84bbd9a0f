import Testing

@testable import SubscriptionDoctor

/// Shapes of the twenty-ninth and thirtieth rounds' leftovers and the thirtieth
/// round's false classes (docs/doctor-rules.md, "Thirtieth round"), each beside
/// the shape that must stay quiet or fire.
struct ThirtiethRoundShapeTests {
  @Test(
    "A restore offered as a Markdown link handled by an OpenURLAction restores; a handler that only opens the link does not"
  )
  func markdownRestoreLink() {
    func restoreFindings(handler: String) -> Int {
      Fixtures.findings(files: [
        "App/PlansView.swift": RecallCase.legalPaywall(
          """
                Link("Terms of Use", destination: AppLinks.terms)
                Link("Privacy Policy", destination: AppLinks.privacy)
                Text("Already subscribed? [Restore purchases](app://restore)")
                  .environment(\\.openURL, OpenURLAction { url in
          \(handler)
                  })
          """
        ).replacingOccurrences(
          of: "Button(\"Restore Purchases\") {\n        Task { _ = try? await Purchases.shared.restorePurchases() }\n      }",
          with: "")
      ]).count { $0.rule == .paywallMissingRestore }
    }
    #expect(
      restoreFindings(
        handler:
          "            guard url.host == \"restore\" else { return .systemAction }\n            Task { _ = try? await Purchases.shared.restorePurchases() }\n            return .handled"
      ) == 0)
    #expect(
      restoreFindings(handler: "            print(url)\n            return .systemAction") == 1)
  }

  @Test(
    "A same-named start() on a property declared as another app type is that type's; on the purchase service it configures again"
  )
  func sameNamedStartOnAnotherType() {
    func twiceFindings(property: String) -> [Int] {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Walk"),
        "Sources/Walk/PurchaseService.swift": """
        import RevenueCat

        final class PurchaseService {
          static let shared = PurchaseService()
          func start() {
            Purchases.configure(withAPIKey: "appl_aBcDeFgHiJkLmNoPqRsTuVwXyZ1")
          }
        }

        final class AudioEngine {
          func start() {}
        }

        """,
        "Sources/Walk/WalkApp.swift": """
        import SwiftUI

        @main
        struct WalkApp: App {
          init() { PurchaseService.shared.start() }
          var body: some Scene { WindowGroup { RootView() } }
        }

        struct RootView: View {
          \(property)
          var body: some View {
            Text("Walk")
              .onAppear { engine.start() }
          }
        }

        """,
      ]).filter { $0.rule == .configureCalledTwice }.compactMap(\.line)
    }
    #expect(twiceFindings(property: "@State private var engine = AudioEngine()").isEmpty)
    #expect(twiceFindings(property: "private let engine: AudioEngine = .init()").isEmpty)
    #expect(twiceFindings(property: "private let engine = PurchaseService.shared") == [13])
  }

  @Test(
    "A multiplatform-template target listing only macOS builds no iOS app: its leftover iOS deployment target meets no iOS StoreKit issue"
  )
  func macOnlyMultiplatformTarget() {
    func issueNotes(platforms: String) -> Int {
      Fixtures.findings(files: [
        "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
          sources: ["Store.swift"],
          settings:
            "IPHONEOS_DEPLOYMENT_TARGET = 16.4; MACOSX_DEPLOYMENT_TARGET = 14.6; SDKROOT = auto; SUPPORTED_PLATFORMS = \(platforms);"
        ),
        "App/Store.swift": """
        import StoreKit

        final class Store {
          func load() async throws -> [Product] {
            try await Product.products(for: ["app.unlock"])
          }
        }

        """,
      ]).count { $0.rule == .knownStoreKitIssue }
    }
    #expect(issueNotes(platforms: "macosx") == 0)
    #expect(issueNotes(platforms: "\"iphoneos iphonesimulator macosx\"") > 0)
  }

  /// `hardcoded-price` warnings in an app whose plan enum holds prices in
  /// `var description`, and whose paywall `view` line uses it or not.
  private static func planPriceWarnings(conformance: String = "", paywallLine: String) -> Int {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Clip"),
      "Sources/Clip/Plans.swift": """
      import StoreKit

      enum SubscriptionPlan: String, CaseIterable\(conformance) {
        case monthly = "app.clip.monthly"
        case yearly = "app.clip.yearly"

        var description: String {
          switch self {
          case .monthly: return "$2.99/month"
          case .yearly: return "$19.99/year"
          }
        }
      }

      let fallbackPlans: [(String, String)] = [("Monthly", "$2.99"), ("Yearly", "$19.99")]

      """,
      "Sources/Clip/ClipApp.swift": """
      import StoreKit
      import SwiftUI

      @main
      struct ClipApp: App {
        var body: some Scene { WindowGroup { PlansView() } }
      }

      struct PlansView: View {
        let products: [Product] = []
        var body: some View {
          VStack {
            ForEach(products, id: \\.id) { product in
              FeatureRow(description: product.displayName)
              Text(product.displayPrice)
            }
      \(paywallLine)
          }
        }
      }

      struct FeatureRow: View {
        let description: String
        var body: some View { Text(description) }
      }

      """,
    ]).count { $0.rule == .hardcodedPrice }
  }

  @Test(
    "Prices in a member no code reads (an enum's description that is no CustomStringConvertible, a list whose reader was commented out) are never shown"
  )
  func unreadPriceMembers() {
    #expect(Self.planPriceWarnings(paywallLine: "      // ForEach(fallbackPlans, id: \\.0) { Text($0.1) }") == 0)
    // Read by name: both the description and the list are shown.
    #expect(
      Self.planPriceWarnings(
        paywallLine:
          "      Text(SubscriptionPlan.monthly.description)\n      ForEach(fallbackPlans, id: \\.0) { Text($0.1) }"
      ) == 4)
    // Read by Swift: string interpolation of a CustomStringConvertible.
    #expect(
      Self.planPriceWarnings(
        conformance: ", CustomStringConvertible",
        paywallLine: "      Text(\"\\(SubscriptionPlan.monthly)\")") == 2)
  }
}
