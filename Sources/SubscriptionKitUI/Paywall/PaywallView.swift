#if canImport(SwiftUI)
  import SubscriptionKit
  import SwiftUI

  /// A complete paywall, drawn from `SubscriptionManager.paywallState`: progress
  /// while plans load, the tiers with their badges, the call to action, restore,
  /// the legal footer — or, when plans cannot load, the reason and Retry.
  ///
  /// It has no view model: it reads the one manager directly, so a purchase made
  /// here is visible on every screen the moment it completes. There is always a
  /// Close button (a paywall never traps anyone); a cancelled purchase shows
  /// nothing; a real failure shows an alert whose button may retry or restore.
  /// After a purchase or a restore that unlocks premium it calls `onSuccess`
  /// and dismisses itself.
  ///
  /// ```swift
  /// .sheet(isPresented: $showsPaywall) {
  ///   PaywallView(feature: InvoiceFeatures.reports)
  ///     .onPurchaseCompleted { info in analytics.log("purchase") }
  /// }
  /// ```
  @MainActor
  public struct PaywallView: View {
    private let manager: SubscriptionManager
    private let feature: Feature?
    private let wording: PresentationWording
    private let onSuccess: (@MainActor () -> Void)?
    var callbacks: PaywallCallbacks

    @Environment(\.dismiss) private var dismiss
    /// The alert of this paywall's own last purchase or restore, never another
    /// screen's failure.
    @State private var alert: ErrorInfo?
    @State private var isShowingAlert = false
    @State private var recovery: PaywallRecovery?

    /// A paywall on `manager`.
    ///
    /// - Parameters:
    ///   - manager: the manager to read and buy through (`.shared` in an app).
    ///   - feature: the gated feature the customer reached: the paywall opens on
    ///     its upgrade prompt.
    ///   - wording: every word it shows, the content's and the controls'.
    ///   - callbacks: the handlers of its events (the chaining methods such as
    ///     `onPurchaseCompleted(_:)` set them one by one).
    ///   - onSuccess: called once premium is unlocked, before the paywall
    ///     dismisses itself (complete onboarding here).
    public init(
      manager: SubscriptionManager = .shared, feature: Feature? = nil,
      wording: PresentationWording = .english, callbacks: PaywallCallbacks = PaywallCallbacks(),
      onSuccess: (@MainActor () -> Void)? = nil
    ) {
      self.manager = manager
      self.feature = feature
      self.wording = wording
      self.callbacks = callbacks
      self.onSuccess = onSuccess
    }

    public var body: some View {
      VStack(spacing: 0) {
        HStack {
          Spacer()
          Button(wording.close, action: close)
            .buttonStyle(.borderless)
            #if os(iOS) || os(macOS) || os(visionOS)
              .keyboardShortcut(.cancelAction)
            #endif
            .accessibilityLabel(wording.close)
        }
        .padding([.horizontal, .top])
        stateView
          .frame(maxWidth: .infinity, maxHeight: .infinity)
      }
      .task { await manager.loadOfferings() }
      // The alert follows this paywall's own outcomes: a cancellation shows none.
      .alert(Text(alert?.title ?? ""), isPresented: $isShowingAlert, presenting: alert) {
        error in
        if let recovery {
          Button(error.actionTitle) { Task { await recover(recovery) } }
          Button(wording.cancel, role: .cancel) {}
        } else {
          Button(wording.ok, role: .cancel) {}
        }
      } message: { error in
        Text(error.message)
      }
    }

    @ViewBuilder private var stateView: some View {
      switch manager.paywallState(wording: wording) {
      case .loading:
        ProgressView()
          // Control sizes are not available on tvOS in the SDKs we support.
          #if !os(tvOS)
            .controlSize(.large)
          #endif
          .accessibilityLabel(wording.loadingPlans)
      case .ready(let content):
        ready(content)
      case .failed(let error):
        PaywallFailureView(
          error: error, retryTitle: wording.retry, isRetrying: manager.isLoading
        ) {
          Task { await manager.loadOfferings() }
        }
      }
    }

    private func ready(_ content: PaywallContent) -> some View {
      let controls = PaywallControls(
        content: content, operation: manager.operation, wording: wording)
      return ScrollView {
        VStack(spacing: 24) {
          PaywallHeaderView(header: PaywallHeader(content: content, prompt: feature?.upgradePrompt))
          VStack(spacing: 12) {
            ForEach(content.tiers) { tier in
              PaywallTierRow(
                tier: tier, isSelected: tier.id == content.selectedTierID,
                accessibilityLabel: PaywallControls.accessibilityLabel(for: tier, wording: wording)
              ) {
                manager.select(tier)
              }
              .disabled(!controls.isSelectionEnabled)
            }
          }
          PaywallPurchaseButton(title: controls.purchaseTitle, isBusy: controls.isBusy) {
            Task { await purchase(content.selectedTier?.package) }
          }
          .disabled(!controls.isPurchaseEnabled)
          Button(controls.restoreTitle) { Task { await restore() } }
            .disabled(!controls.isRestoreEnabled)
          PaywallLegalFooter(content: content)
        }
        .padding()
      }
    }

    private func purchase(_ package: Package?) async {
      guard let package else { return }
      callbacks.report(.purchaseStarted(package))
      finish(PaywallFollowUp(await manager.purchase(package)))
    }

    private func restore() async {
      callbacks.report(.restoreStarted)
      finish(PaywallFollowUp(await manager.restore()))
    }

    private func recover(_ recovery: PaywallRecovery) async {
      switch recovery {
      case .retryPurchase:
        await purchase(manager.paywallState(wording: wording).content?.selectedTier?.package)
      case .retryRestore, .restore: await restore()
      }
    }

    private func finish(_ followUp: PaywallFollowUp) {
      recovery = followUp.recovery
      alert = followUp.alert
      isShowingAlert = followUp.alert != nil
      if let event = followUp.event { callbacks.report(event) }
      guard followUp.isUnlocked else { return }
      onSuccess?()
      dismiss()
    }

    private func close() {
      if let onRequestedDismissal = callbacks.onRequestedDismissal {
        onRequestedDismissal()
      } else {
        dismiss()
      }
    }
  }
#endif
