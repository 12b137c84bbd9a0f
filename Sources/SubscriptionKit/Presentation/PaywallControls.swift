/// The titles and enabled states of a paywall's buttons, and what VoiceOver
/// says for each tier: a pure function of the content and the operation in
/// flight, so a view only renders it.
///
/// ```swift
/// let controls = PaywallControls(content: content, operation: manager.operation)
/// Button(controls.purchaseTitle) { … }.disabled(!controls.isPurchaseEnabled)
/// ```
public struct PaywallControls: Sendable, Hashable {
  /// The call to action, or "Purchasing…" while a purchase runs.
  public let purchaseTitle: String
  /// False while a purchase or restore runs, or when nothing is selected.
  public let isPurchaseEnabled: Bool
  /// The restore button's title, or "Restoring…" while a restore runs.
  public let restoreTitle: String
  /// False while a purchase or restore runs.
  public let isRestoreEnabled: Bool
  /// Whether tiers may be selected (not while a purchase or restore runs).
  public let isSelectionEnabled: Bool
  /// Whether a purchase or restore runs: show progress on the button.
  public let isBusy: Bool

  /// The controls for `content` while `operation` runs (nil: nothing runs).
  public init(
    content: PaywallContent, operation: SubscriptionManager.Operation?,
    wording: PresentationWording = .english
  ) {
    let isIdle = operation == nil
    isBusy = !isIdle
    isSelectionEnabled = isIdle
    isPurchaseEnabled = isIdle && content.selectedTier != nil
    isRestoreEnabled = isIdle
    switch operation {
    case .purchasing, .redeemingOfferCode:
      purchaseTitle = wording.purchasing
      restoreTitle = content.restoreTitle
    case .restoring:
      purchaseTitle = content.callToAction
      restoreTitle = wording.restoring
    case nil:
      purchaseTitle = content.callToAction
      restoreTitle = content.restoreTitle
    }
  }

  /// What VoiceOver says for a tier: its title, price, per-month price, badge
  /// and trial terms ("Annual, $49.99/yr, $4.16/mo, Save 48%"). Selection is
  /// announced by the `.isSelected` trait, not in the label.
  public static func accessibilityLabel(
    for tier: PaywallTier, wording: PresentationWording = .english
  ) -> String {
    let parts: [String?] = [
      tier.title, tier.priceLine, tier.pricePerMonthLine, tier.badgeText, tier.trialTerms,
    ]
    return wording.joinedForSpeech(parts.compactMap { $0 })
  }
}
