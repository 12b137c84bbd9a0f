#if canImport(SwiftUI)
  import SubscriptionKit
  import SwiftUI

  /// The legal text of the selected tier (its renewal price and terms) and the
  /// Terms of Use and Privacy Policy links App Review requires.
  struct PaywallLegalFooter: View {
    let content: PaywallContent

    var body: some View {
      VStack(spacing: 8) {
        Text(content.legalText)
          .foregroundStyle(.secondary)
          .multilineTextAlignment(.center)
          .fixedSize(horizontal: false, vertical: true)
        HStack(spacing: 16) {
          Link(content.termsOfService.title, destination: content.termsOfService.url)
          Link(content.privacyPolicy.title, destination: content.privacyPolicy.url)
        }
      }
      .font(.footnote)
    }
  }
#endif
