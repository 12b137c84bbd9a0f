import Testing

@testable import SubscriptionDoctor

/// Shapes left over from the ninety-seventh round and met while measuring the
/// ninety-eighth (docs/doctor-rules.md), each beside the shape that must
/// still fire or stay quiet.
struct NinetyEighthRoundShapeTests {
  @Test(
    "A period adjective beside `daily` chooses how often something repeats; alone it is a billing period"
  )
  func recurrenceChoices() {
    func legalLinkErrors(_ cases: String, buttons: String = "") -> Int {
      Fixtures.findings(files: [
        "App/Reminder.swift": """
        enum Repeat: String, CaseIterable { case \(cases) }

        """,
        "App/UnlockView.swift": """
        import StoreKit
        import SwiftUI

        struct UnlockView: View {
          @State private var product: Product?
          @State private var schedule = Repeat.allCases[0]
          \(buttons)
          var body: some View {
            VStack {
              Text("Unlock every feature")
              Picker("Repeat", selection: $schedule) {
                ForEach(Repeat.allCases, id: \\.self) { Text($0.rawValue).tag($0) }
              }
              if let product {
                Button(product.displayPrice) { Task { _ = try? await product.purchase() } }
              }
              Button("Restore Purchases") { Task { try? await AppStore.sync() } }
            }
            .task { product = try? await Product.products(for: ["com.app.unlock"]).first }
          }
        }

        """,
      ]).count { $0.rule == .paywallMissingLegalLinks }
    }
    // PrayerDevotion: a prayer repeats daily or weekly; the unlock is paid once.
    #expect(legalLinkErrors("daily, weekly") == 0)
    #expect(legalLinkErrors("hourly, weekly, monthly") == 0)
    // Its controls come in the same pairs (`dailyButton`, `weeklyButton`).
    let pair = "let dailyButton = UIButton(); let weeklyButton = UIButton()"
    #expect(legalLinkErrors("once, other", buttons: pair) == 0)
    #expect(legalLinkErrors("once, other", buttons: "let weeklyButton = UIButton()") == 1)
    // Plans billed weekly or monthly are a subscription's.
    #expect(legalLinkErrors("weekly, monthly") == 1)
  }

  @Test(
    "A model stores a currency when each value has one (let currencyCode), not through its catalogue's static constant"
  )
  func currencyOfEachValue() {
    func planFindings(_ currency: String) -> [Finding] {
      Fixtures.findings(files: [
        "App/Coin.swift": """
        struct Coin {
          let id: String
          private var price: Double?
          \(currency)
          func isNative() -> Bool {
            let currencyID = Coin.nativeCurrencyCoinID
            return id == currencyID
          }
        }

        """,
        "App/StoreView.swift": """
        import StoreKit
        import SwiftUI

        struct StoreView: View {
          @State private var product: Product?
          let coins: [Coin] = []
          var body: some View {
            VStack {
              Text("Portfolio: \\(coins.count) coins")
              if let product {
                Button(product.displayPrice) { Task { _ = try? await product.purchase() } }
              }
              Button("Restore Purchases") { Task { try? await AppStore.sync() } }
            }
            .task { product = try? await Product.products(for: ["com.app.unlock"]).first }
          }
        }

        """,
      ]).filter { $0.rule == .planTypeWithPrice }
    }
    // Coin-Pal: a crypto coin's market price, beside a static catalogue id.
    #expect(planFindings(#"static let nativeCurrencyCoinID = "native-currency""#).isEmpty)
    // A value carrying its own currency mirrors a store product.
    #expect(planFindings("let currencyCode: String").count == 1)
  }
}
