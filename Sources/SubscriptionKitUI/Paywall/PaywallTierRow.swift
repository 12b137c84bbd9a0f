#if canImport(SwiftUI)
  import SubscriptionKit
  import SwiftUI

  /// One selectable tier: title, badge, trial terms and the store's prices.
  /// VoiceOver reads it as one element with the `.isSelected` trait; at
  /// accessibility text sizes the prices move under the title.
  struct PaywallTierRow: View {
    let tier: PaywallTier
    let isSelected: Bool
    /// The tier the offering's variant highlights, marked as recommended.
    var highlight: String? = nil
    let accessibilityLabel: String
    let select: () -> Void

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
      Button(action: select) {
        layout {
          VStack(alignment: .leading, spacing: 4) {
            if let highlight {
              Text(highlight)
                .font(.caption.weight(.bold))
                .foregroundStyle(Color.accentColor)
            }
            HStack(spacing: 8) {
              Text(tier.title).font(.headline)
              if let badge = tier.badgeText {
                Text(badge)
                  .font(.caption.weight(.semibold))
                  .padding(.horizontal, 8)
                  .padding(.vertical, 2)
                  .background(Capsule().fill(Color.accentColor.opacity(0.15)))
              }
            }
            if let trialTerms = tier.trialTerms {
              Text(trialTerms).font(.subheadline).foregroundStyle(.secondary)
            }
          }
          Spacer(minLength: 8)
          VStack(alignment: dynamicTypeSize.isAccessibilitySize ? .leading : .trailing, spacing: 2)
          {
            Text(tier.priceLine).font(.headline)
            if let perMonth = tier.pricePerMonthLine {
              Text(perMonth).font(.caption).foregroundStyle(.secondary)
            }
          }
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(
          RoundedRectangle(cornerRadius: 12)
            .strokeBorder(
              isSelected || highlight != nil ? Color.accentColor : Color.secondary.opacity(0.4),
              lineWidth: isSelected ? 2 : 1)
        )
        .contentShape(RoundedRectangle(cornerRadius: 12))
      }
      .buttonStyle(.plain)
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(accessibilityLabel)
      .accessibilityAddTraits(.isButton)
      .accessibilityAddTraits(isSelected ? .isSelected : [])
    }

    private var layout: AnyLayout {
      dynamicTypeSize.isAccessibilitySize
        ? AnyLayout(VStackLayout(alignment: .leading, spacing: 8))
        : AnyLayout(HStackLayout(alignment: .firstTextBaseline))
    }
  }
#endif
