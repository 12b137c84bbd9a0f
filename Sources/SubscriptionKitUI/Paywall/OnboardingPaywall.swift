#if canImport(SwiftUI)
  import SubscriptionKit
  import SwiftUI

  /// The paywall as the last step of onboarding: buying or restoring completes
  /// onboarding as subscribed; "Not Now" completes it as free. `onFinish` is
  /// called exactly once.
  ///
  /// ```swift
  /// if hasCompletedOnboarding {
  ///   MainView()
  /// } else {
  ///   OnboardingPaywall { _ in hasCompletedOnboarding = true }
  /// }
  /// ```
  @MainActor
  public struct OnboardingPaywall: View {
    /// How onboarding ended.
    public enum Result: Sendable, Hashable {
      /// The customer bought or restored premium.
      case subscribed
      /// The customer chose "Not Now" and continues free.
      case skipped
    }

    private let manager: SubscriptionManager
    private let wording: PresentationWording
    private let onFinish: @MainActor (Result) -> Void
    @State private var isFinished = false

    /// The onboarding paywall on `manager`; `onFinish` completes onboarding.
    public init(
      manager: SubscriptionManager = .shared, wording: PresentationWording = .english,
      onFinish: @escaping @MainActor (Result) -> Void
    ) {
      self.manager = manager
      self.wording = wording
      self.onFinish = onFinish
    }

    public var body: some View {
      var stepWording = wording
      stepWording.close = wording.notNow
      return PaywallView(manager: manager, wording: stepWording) { finish(.subscribed) }
        .onRequestedDismissal { finish(.skipped) }
    }

    private func finish(_ result: Result) {
      guard !isFinished else { return }
      isFinished = true
      onFinish(result)
    }
  }
#endif
