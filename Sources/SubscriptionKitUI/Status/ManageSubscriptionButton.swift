#if canImport(SwiftUI)
  import SubscriptionKit
  import SwiftUI

  #if os(iOS) || os(visionOS)
    import StoreKit
  #endif

  /// "Manage Subscription" for an active subscriber: the App Store's own sheet
  /// on iOS and visionOS, the customer's management URL elsewhere. Shows nothing for free
  /// customers, lifetime access or the debug override.
  ///
  /// ```swift
  /// ManageSubscriptionButton()
  /// ```
  @MainActor
  public struct ManageSubscriptionButton: View {
    private let manager: SubscriptionManager
    private let wording: PresentationWording
    @State private var isShowingManageSheet = false

    /// The button for `manager`'s customer.
    public init(manager: SubscriptionManager = .shared, wording: PresentationWording = .english) {
      self.manager = manager
      self.wording = wording
    }

    public var body: some View {
      let status = manager.subscriptionStatus(wording: wording)
      if status.canManage {
        #if os(iOS) || os(visionOS)
          Button(wording.manageSubscription) { isShowingManageSheet = true }
            .accessibilityLabel(wording.manageSubscription)
            .manageSubscriptionsSheet(isPresented: $isShowingManageSheet)
            .onChange(of: isShowingManageSheet) { _, isShowing in
              // The stream brings changes too; this makes a cancellation show at once.
              if !isShowing { Task { await manager.refreshStatus() } }
            }
        #else
          if let url = status.managementURL {
            Link(wording.manageSubscription, destination: url)
              .accessibilityLabel(wording.manageSubscription)
          }
        #endif
      }
    }
  }
#endif
