#if canImport(SwiftUI)
  import SubscriptionKit
  import SwiftUI

  /// A gated feature's upgrade prompt: what it is, what upgrading brings, and
  /// a button that opens the paywall.
  ///
  /// ```swift
  /// LockedFeatureView(prompt: reports.upgradePrompt) { showsPaywall = true }
  /// ```
  @MainActor
  public struct LockedFeatureView: View {
    private let prompt: UpgradePrompt
    private let upgradeTitle: String
    private let upgrade: () -> Void

    /// The prompt, with `upgrade` behind its button.
    public init(
      prompt: UpgradePrompt, upgradeTitle: String = PresentationWording.english.upgrade,
      upgrade: @escaping () -> Void
    ) {
      self.prompt = prompt
      self.upgradeTitle = upgradeTitle
      self.upgrade = upgrade
    }

    public var body: some View {
      ContentUnavailableView {
        Label(prompt.title, systemImage: "lock.fill")
      } description: {
        VStack(spacing: 8) {
          Text(prompt.message)
          ForEach(prompt.benefits, id: \.self) { benefit in
            Label(benefit, systemImage: "checkmark")
          }
        }
      } actions: {
        Button(upgradeTitle, action: upgrade)
          .buttonStyle(.borderedProminent)
          .accessibilityLabel(upgradeTitle)
      }
    }
  }
#endif
