#if canImport(SwiftUI)
  import SubscriptionKit
  import SwiftUI

  /// The customer's plan in a sentence — "Premium · Renews on March 3, 2026",
  /// "Free" — with "Manage Subscription" for active subscribers. For a settings
  /// screen; it updates the moment anything changes, wherever it changed.
  ///
  /// ```swift
  /// Section("Subscription") { SubscriptionStatusView() }
  /// ```
  @MainActor
  public struct SubscriptionStatusView: View {
    private let manager: SubscriptionManager
    private let wording: PresentationWording
    private let showsManageButton: Bool
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone

    /// The status of `manager`'s customer; `showsManageButton` false leaves
    /// out "Manage Subscription" (a screen that offers it elsewhere).
    public init(
      manager: SubscriptionManager = .shared, wording: PresentationWording = .english,
      showsManageButton: Bool = true
    ) {
      self.manager = manager
      self.wording = wording
      self.showsManageButton = showsManageButton
    }

    public var body: some View {
      let status = manager.subscriptionStatus(locale: locale, timeZone: timeZone, wording: wording)
      VStack(alignment: .leading, spacing: 8) {
        VStack(alignment: .leading, spacing: 4) {
          Label(
            status.title, systemImage: status.kind == .free ? "person.crop.circle" : "crown.fill"
          )
          .font(.headline)
          Text(status.detail)
            .font(.subheadline)
            .foregroundStyle(.secondary)
        }
        .accessibilityElement(children: .combine)
        if showsManageButton, status.canManage {
          ManageSubscriptionButton(manager: manager, wording: wording)
        }
      }
    }
  }
#endif
