import Foundation
import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the fifty-eighth to sixtieth rounds
/// (docs/doctor-rules.md), each beside the shape that must still fire.
struct SixtiethRoundShapeTests {
  /// `hardcoded-price` findings for a plan enum whose `title` holds prices,
  /// beside a paywall whose own `PricingOption` rows are read as
  /// `option.title` and whose body adds `reader`. The paywall's view model
  /// holds the selected plan.
  private static func planTitlePrices(reader: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI

      @main
      struct PlansApp: App {
        var body: some Scene { WindowGroup { PaywallView() } }
      }

      """,
      "App/Plan.swift": """
      enum Plan: String, CaseIterable, Identifiable {
        case monthly = "com.plans.monthly"
        case yearly = "com.plans.yearly"
        var id: String { rawValue }
        var title: String {
          switch self {
          case .monthly: return "$4.99/month. Cancel anytime."
          case .yearly: return "$39.99/year. Cancel anytime."
          }
        }
      }

      """,
      "App/PlanModel.swift": """
      import Combine

      final class PlanModel: ObservableObject {
        @Published var selected: Plan = .yearly
      }

      """,
      "App/PaywallView.swift": """
      import SwiftUI
      import StoreKit

      struct PricingOption: Identifiable {
        let id: String
        let title: String
      }

      struct PaywallView: View {
        @State private var products: [Product] = []
        @StateObject private var model = PlanModel()
        private let options = [PricingOption(id: "annual", title: "Best value")]
        var body: some View {
          VStack {
            Text("Go Pro").font(.title)
            ForEach(options) { option in Text(option.title) }
            ForEach(options, id: \\.title) { option in Text(option.id) }
            ForEach(products) { product in
              Button(product.displayPrice) { Task { _ = try? await product.purchase() } }
            }
            \(reader)
          }
        }
      }

      """,
    ]).filter { $0.rule == .hardcodedPrice && $0.file == "App/Plan.swift" }
  }

  @Test(
    "A plan enum's title is read only where a value of the enum can be: another type's title, an implicit .title and a key path do not read it"
  )
  func memberReadOnlyWhereItsTypeReaches() {
    #expect(Self.planTitlePrices(reader: "").isEmpty)
    // Named by the paywall, the enum's titles are shown.
    let named = Self.planTitlePrices(
      reader: "ForEach(Plan.allCases) { plan in Text(plan.title) }")
    #expect(named.count == 2, "\(named)")
    // Reached through a view model's property declared with the enum.
    let carried = Self.planTitlePrices(reader: "Text(model.selected.title)")
    #expect(carried.count == 2, "\(carried)")
  }
}
