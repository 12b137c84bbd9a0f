#if canImport(SwiftUI)
  import SubscriptionKit
  import SwiftUI

  /// How much of a free quota is left — "3 of 5 left this month" over a meter,
  /// highlighted near the limit — or "Unlimited" for premium customers.
  ///
  /// ```swift
  /// FeatureUsageView(InvoiceFeatures.invoices, gate: gate)
  /// ```
  @MainActor
  public struct FeatureUsageView: View {
    private let feature: Feature
    private let gate: FeatureGate
    private let wording: PresentationWording

    /// The usage of `feature` as `gate` counts it.
    public init(_ feature: Feature, gate: FeatureGate, wording: PresentationWording = .english) {
      self.feature = feature
      self.gate = gate
      self.wording = wording
    }

    public var body: some View {
      let summary = gate.usageSummary(for: feature, wording: wording)
      let isWarning = summary.isNearLimit || summary.isBlocked
      VStack(alignment: .leading, spacing: 6) {
        Text(summary.text)
          .font(.subheadline)
          .foregroundStyle(isWarning ? Color.orange : Color.secondary)
        if let fractionUsed = summary.fractionUsed {
          ProgressView(value: fractionUsed)
            .tint(isWarning ? Color.orange : Color.accentColor)
            .accessibilityHidden(true)
        }
      }
      .accessibilityElement(children: .combine)
    }
  }
#endif
