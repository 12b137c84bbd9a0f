#if canImport(SwiftUI)
  import SubscriptionKit
  import SwiftUI

  /// The paywall's headline, subtitle and benefits.
  struct PaywallHeaderView: View {
    let header: PaywallHeader

    var body: some View {
      VStack(spacing: 12) {
        Text(header.title)
          .font(.largeTitle.bold())
          .multilineTextAlignment(.center)
          .accessibilityAddTraits(.isHeader)
        if let subtitle = header.subtitle {
          Text(subtitle)
            .font(.body)
            .foregroundStyle(.secondary)
            .multilineTextAlignment(.center)
        }
        if !header.benefits.isEmpty {
          VStack(alignment: .leading, spacing: 8) {
            ForEach(header.benefits, id: \.self) { benefit in
              Label(benefit, systemImage: "checkmark.circle.fill")
            }
          }
          .font(.body)
        }
      }
    }
  }
#endif
