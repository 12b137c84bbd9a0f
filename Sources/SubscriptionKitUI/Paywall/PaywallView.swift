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
  /// With a `placement` it shows the offering RevenueCat's placement rules
  /// choose (`SubscriptionManager.offering(forPlacement:)`); check that it is
  /// not nil before presenting, since a placement may be set to show nothing.
  /// The offering's metadata — an experiment variant's — chooses the layout
  /// (list, cards, compact), the highlighted tier, headline, benefits and
  /// whether the trial is advertised (`PaywallVariant`).
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
    private let placement: String?
    private let wording: PresentationWording
    private let onSuccess: (@MainActor () -> Void)?
    var callbacks: PaywallCallbacks

    @Environment(\.dismiss) private var dismiss
    /// The alert of this paywall's own last purchase or restore, never another
    /// screen's failure.
    @State private var alert: ErrorInfo?
    @State private var isShowingAlert = false
    @State private var recovery: PaywallRecovery?
    @State private var showsAllPlans = false

    /// A paywall on `manager`.
    ///
    /// - Parameters:
    ///   - manager: the manager to read and buy through (`.shared` in an app).
    ///   - feature: the gated feature the customer reached: the paywall opens on
    ///     its upgrade prompt.
    ///   - placement: where in the app it shows (`"onboarding"`); nil shows the
    ///     current offering.
    ///   - wording: every word it shows, the content's and the controls'.
    ///   - callbacks: the handlers of its events (the chaining methods such as
    ///     `onPurchaseCompleted(_:)` set them one by one).
    ///   - onSuccess: called once premium is unlocked, before the paywall
    ///     dismisses itself (complete onboarding here).
    public init(
      manager: SubscriptionManager = .shared, feature: Feature? = nil, placement: String? = nil,
      wording: PresentationWording = .english, callbacks: PaywallCallbacks = PaywallCallbacks(),
      onSuccess: (@MainActor () -> Void)? = nil
    ) {
      self.manager = manager
      self.feature = feature
      self.placement = placement
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
      .task {
        await manager.loadOfferings()
        await manager.paywallShown(placement: placement)
      }
      .onDisappear { Task { await manager.paywallClosed(placement: placement) } }
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

    /// The paywall of the placement, or of the current offering; nil when the
    /// placement is set to show nothing.
    private var state: PaywallState? {
      guard let placement else { return manager.paywallState(wording: wording) }
      return manager.paywallState(forPlacement: placement, wording: wording)
    }

    @ViewBuilder private var stateView: some View {
      switch state {
      case nil:
        EmptyView()
      case .loading?:
        ProgressView()
          // Control sizes are not available on tvOS in the SDKs we support.
          #if !os(tvOS)
            .controlSize(.large)
          #endif
          .accessibilityLabel(wording.loadingPlans)
      case .ready(let content)?:
        ready(content)
      case .failed(let error)?:
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
          tiers(content, controls: controls)
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

    /// The tiers in the variant's layout: rows, side-by-side cards, or only
    /// the highlighted (else selected) tier until "More plans" is tapped.
    @ViewBuilder
    private func tiers(_ content: PaywallContent, controls: PaywallControls) -> some View {
      let shown =
        content.variant.layout == .compact && !showsAllPlans
        ? content.tiers.filter { $0.id == (content.highlightedTierID ?? content.selectedTierID) }
        : content.tiers
      switch content.variant.layout {
      case .cards:
        ScrollView(.horizontal, showsIndicators: false) {
          HStack(spacing: 12) { rows(shown, content: content, controls: controls) }
        }
      case .list, .compact:
        VStack(spacing: 12) {
          rows(shown, content: content, controls: controls)
          if shown.count < content.tiers.count {
            Button(wording.morePlans) { showsAllPlans = true }
          }
        }
      }
    }

    private func rows(
      _ tiers: [PaywallTier], content: PaywallContent, controls: PaywallControls
    ) -> some View {
      ForEach(tiers) { tier in
        PaywallTierRow(
          tier: tier, isSelected: tier.id == content.selectedTierID,
          highlight: tier.id == content.highlightedTierID ? wording.recommended : nil,
          accessibilityLabel: PaywallControls.accessibilityLabel(for: tier, wording: wording)
        ) {
          manager.select(tier)
        }
        .disabled(!controls.isSelectionEnabled)
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
        await purchase(state?.content?.selectedTier?.package)
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
