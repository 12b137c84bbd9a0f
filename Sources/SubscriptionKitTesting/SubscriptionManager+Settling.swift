import SubscriptionKit

extension SubscriptionManager {
  /// Waits until the manager has settled (`waitUntilSettled()`: launch work,
  /// fetches, and every update its backend already pushed through the update
  /// stream — a renewal, an expiry, a refund), then tells whether `condition`
  /// holds. Never waits on real time and never counts yields.
  ///
  /// Use it after moving a simulated store's clock, when the change reaches
  /// the manager through its update stream rather than through a call:
  ///
  /// ```swift
  /// try store.advance(by: .days(40))
  /// #expect(await manager.settle(until: { !manager.isPremium }))
  /// ```
  ///
  /// - Returns: whether the condition holds once settled.
  @discardableResult
  public func settle(until condition: () -> Bool) async -> Bool {
    await waitUntilSettled()
    return condition()
  }
}
