import SubscriptionKit

extension SubscriptionManager {
  /// Waits until `condition` holds, letting the manager take in what its
  /// backend pushed through the update stream (a renewal, an expiry, a
  /// refund). Never waits on real time: it finishes launch work and fetches,
  /// then yields to other tasks until the condition holds or `attempts` run out.
  ///
  /// Use it after moving a simulated store's clock, when the change reaches
  /// the manager through its update stream rather than through a call:
  ///
  /// ```swift
  /// try store.advance(by: .days(40))
  /// #expect(await manager.settle(until: { !manager.isPremium }))
  /// ```
  ///
  /// - Returns: whether the condition held.
  @discardableResult
  public func settle(until condition: () -> Bool, attempts: Int = 100_000) async -> Bool {
    await waitUntilSettled()
    for _ in 0..<attempts {
      if condition() { return true }
      await Task.yield()
    }
    return condition()
  }
}
