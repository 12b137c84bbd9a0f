import Testing

@testable import SubscriptionDoctor

/// Shapes from the twenty-fourth round's measurement (docs/doctor-rules.md,
/// "Twenty-fourth round"): a game's expired timer, a "buy me a coffee" tip,
/// and "TRY" in capitals.
struct TwentyFourthRoundShapeTests {
  /// A SwiftUI screen buying one product, showing `label`, whose view also
  /// declares `state`.
  private static func screen(label: String, state: String) -> [String: String] {
    [
      "App/PreGameView.swift": """
      import StoreKit
      import SwiftUI

      struct PreGameView: View {
        let store: TipStore
        @State private var \(state) = false
        var body: some View {
          Button("\(label)") { Task { await store.buy() } }
        }
      }

      """,
      "App/TipStore.swift": """
      import StoreKit

      @MainActor final class TipStore {
        let productID: String
        var product: Product?
        init(productID: String) { self.productID = productID }
        func buy() async { _ = try? await product?.purchase() }
      }

      """,
    ]
  }

  @Test(
    "A game's expired timer is no subscription's expiry; an expiration date is"
  )
  func timerExpiredIsNoExpiry() {
    func legalLinks(_ state: String) -> Int {
      Fixtures.findings(files: Self.screen(label: "Unlock all levels", state: state)).count {
        $0.rule == .paywallMissingLegalLinks
      }
    }
    #expect(legalLinks("timerExpired") == 0)
    #expect(legalLinks("sessionExpired") == 0)
    #expect(legalLinks("isExpired") == 1)
    #expect(legalLinks("showsExpirationDate") == 1)
  }

  @Test("A \"buy me a coffee\" button sells a tip: nothing to restore; an unlock has")
  func buyMeACoffeeIsATip() {
    func restores(_ label: String) -> Int {
      Fixtures.findings(files: Self.screen(label: label, state: "isPlaying")).count {
        $0.rule == .paywallMissingRestore
      }
    }
    #expect(restores("Buy me a coffee!") == 0)
    #expect(restores("Unlock all levels") == 1)
  }

  @Test(
    "TRY before a number of days is a verb in capitals, not Turkish lira; before an amount it is")
  func tryBeforeDays() {
    #expect(PriceDetector.price(in: "TRY 3 DAYS FOR FREE") == nil)
    #expect(PriceDetector.price(in: "Try 7 days free") == nil)
    #expect(PriceDetector.price(in: "TRY 29,99") == "TRY 29,99")
    #expect(PriceDetector.price(in: "USD 4.99 / month") == "USD 4.99")
  }
}

extension TwentyFourthRoundShapeTests {
  @Test(
    "A NavigationLink to one of the app's own screens goes to a known place: the missing documents are an error, not a run-time note"
  )
  func navigationLinkToOwnScreen() {
    func legalFindings(_ link: String) -> [Finding] {
      Fixtures.findings(files: [
        "App/PaywallView.swift": """
        import StoreKit
        import SwiftUI

        struct PaywallView: View {
          @State private var product: Product?
          var body: some View {
            NavigationStack {
              VStack {
                Text("Premium, $\\(product?.displayPrice ?? "") per month")
                Button("Subscribe") { Task { _ = try? await product?.purchase() } }
                Button("Restore") { Task { try? await AppStore.sync() } }
              }
              .toolbar { \(link) }
            }
          }
        }

        struct SettingsView: View {
          var body: some View { Text("Settings") }
        }

        struct LegalView: View {
          var body: some View {
            Link("Terms of Use", destination: URL(string: "https://subkit.dev/terms")!)
            Link("Privacy Policy", destination: URL(string: "https://subkit.dev/privacy")!)
          }
        }

        """
      ]).filter { $0.rule == .paywallMissingLegalLinks }
    }
    let toSettings = legalFindings(
      "NavigationLink { SettingsView() } label: { Image(systemName: \"gear\") }")
    #expect(toSettings.count == 1)
    #expect(toSettings.first?.severity == .error)
    #expect(
      legalFindings("NavigationLink { LegalView() } label: { Image(systemName: \"doc\") }")
        .isEmpty)
  }
}
