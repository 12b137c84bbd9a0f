import SubscriptionKitUI
import SwiftUI

/// Onboarding until it is completed, then the app.
struct RootView: View {
  @AppStorage("hasCompletedOnboarding") private var hasCompletedOnboarding = false

  var body: some View {
    if hasCompletedOnboarding {
      MainView()
    } else {
      OnboardingView {
        withAnimation { hasCompletedOnboarding = true }
      }
    }
  }
}

#if DEBUG
  #Preview {
    RootView().previewEnvironment()
  }
#endif
