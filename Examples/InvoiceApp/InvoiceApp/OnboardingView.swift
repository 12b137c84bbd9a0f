import SubscriptionKitUI
import SwiftUI

/// Two pages about the app, then the paywall as the last step: buying,
/// restoring or "Not Now" all complete onboarding.
struct OnboardingView: View {
  let onComplete: () -> Void
  @State private var step = Step.welcome

  private enum Step {
    case welcome, features, paywall
  }

  var body: some View {
    switch step {
    case .welcome:
      page(
        title: "Invoices in Seconds", systemImage: "doc.text.fill",
        message: "Create, send and track invoices from your phone."
      ) { step = .features }
    case .features:
      page(
        title: "Free to Start", systemImage: "gift.fill",
        message: AppSubscriptions.onboardingPrompt.message
      ) { step = .paywall }
    case .paywall:
      // Its own words ("Continue with Free" as the way out), the same
      // AppSubscriptions.onboardingWording the demo's first-launch paywall uses.
      OnboardingPaywall(wording: AppSubscriptions.onboardingWording) { _ in onComplete() }
    }
  }

  private func page(
    title: String, systemImage: String, message: String, next: @escaping () -> Void
  ) -> some View {
    VStack(spacing: 24) {
      Spacer()
      Image(systemName: systemImage)
        .font(.system(.largeTitle))
        .imageScale(.large)
        .foregroundStyle(.tint)
        .accessibilityHidden(true)
      Text(title)
        .font(.largeTitle.bold())
        .multilineTextAlignment(.center)
        .accessibilityAddTraits(.isHeader)
      Text(message)
        .font(.body)
        .foregroundStyle(.secondary)
        .multilineTextAlignment(.center)
      Spacer()
      Button(action: next) {
        Text("Continue").font(.headline).frame(maxWidth: .infinity)
      }
      .buttonStyle(.borderedProminent)
      .controlSize(.large)
    }
    .padding()
  }
}

#if DEBUG
  #Preview {
    OnboardingView {}.previewEnvironment()
  }
#endif
