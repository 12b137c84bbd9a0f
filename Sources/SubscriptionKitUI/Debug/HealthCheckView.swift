#if canImport(SwiftUI)
  import SubscriptionKit
  import SwiftUI

  #if DEBUG
    /// A debug panel listing the production checklist for this build: key,
    /// offerings, products, entitlement — each problem with its fix. It exists
    /// only in DEBUG builds.
    ///
    /// ```swift
    /// #if DEBUG
    /// NavigationLink("Subscription Health") {
    ///   HealthCheckView(requiresAPIKey: false, entitlementsByProduct: mapping)
    /// }
    /// #endif
    /// ```
    @MainActor
    public struct HealthCheckView: View {
      private let manager: SubscriptionManager
      private let requiresAPIKey: Bool
      private let apiKeyText: String?
      private let entitlementsByProduct: [String: [String]]?

      /// The health of `manager` now; it updates as offerings load.
      ///
      /// - Parameters:
      ///   - requiresAPIKey: false for the StoreSimulator, which needs no key.
      ///   - apiKeyText: the key as found in Info.plist, when not in configuration.
      ///   - entitlementsByProduct: the product→entitlement mapping, when known.
      public init(
        manager: SubscriptionManager = .shared, requiresAPIKey: Bool = true,
        apiKeyText: String? = nil, entitlementsByProduct: [String: [String]]? = nil
      ) {
        self.manager = manager
        self.requiresAPIKey = requiresAPIKey
        self.apiKeyText = apiKeyText
        self.entitlementsByProduct = entitlementsByProduct
      }

      public var body: some View {
        let manager = self.manager
        let report = manager.healthReport(
          requiresAPIKey: requiresAPIKey, apiKeyText: apiKeyText,
          entitlementsByProduct: entitlementsByProduct)
        List(report.findings) { finding in
          VStack(alignment: .leading, spacing: 4) {
            Label(finding.message, systemImage: Self.symbol(for: finding.status))
              .foregroundStyle(Self.color(for: finding.status))
            if let fix = finding.fix {
              Text(fix).font(.footnote).foregroundStyle(.secondary)
            }
          }
          .accessibilityElement(children: .combine)
        }
        .refreshable { await manager.refreshIfStale() }
        .task { await manager.loadOfferings() }
      }

      private static func symbol(for status: HealthFinding.Status) -> String {
        switch status {
        case .pass: "checkmark.circle.fill"
        case .warning: "exclamationmark.triangle.fill"
        case .failure: "xmark.octagon.fill"
        case .skipped: "minus.circle"
        }
      }

      private static func color(for status: HealthFinding.Status) -> Color {
        switch status {
        case .pass: .green
        case .warning: .orange
        case .failure: .red
        case .skipped: .secondary
        }
      }
    }
  #endif
#endif
