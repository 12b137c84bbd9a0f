/// What a paywall shows right now: progress, the content, or why it cannot.
///
/// There is no state with placeholder prices: until offerings load, the
/// paywall is `.loading`.
public enum PaywallState: Sendable, Hashable {
  /// Offerings are loading (or not requested yet).
  case loading
  /// Ready to render.
  case ready(PaywallContent)
  /// Offerings could not be loaded and none are cached; offer a retry
  /// (`SubscriptionManager.loadOfferings()`).
  case failed(ErrorInfo)

  /// The content, when ready.
  public var content: PaywallContent? {
    if case .ready(let content) = self { return content }
    return nil
  }
}
