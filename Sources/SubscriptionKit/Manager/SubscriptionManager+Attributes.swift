extension SubscriptionManager {
  /// Sets subscriber attributes of the current customer on the backend:
  /// custom ones and RevenueCat's reserved `$` ones (`SubscriberAttribute`).
  /// A nil or empty value removes an attribute.
  ///
  /// Targeting rules read attributes when offerings are served, so offerings
  /// already loaded are fetched again: a paywall shown next reflects them.
  ///
  /// ```swift
  /// try await manager.setAttributes([SubscriberAttribute.email: email, "team_size": "12"])
  /// ```
  ///
  /// - Throws: `PurchaseError`: `.invalidSubscriberAttributesError` for an
  ///   empty name (nothing is sent), `.configurationError` before `configure`,
  ///   or the backend's error.
  public func setAttributes(_ attributes: [String: String?]) async throws {
    let normalized = try SubscriberAttribute.normalized(attributes)
    await finishLaunch()
    guard let backend else { throw Self.notConfigured }
    guard !normalized.isEmpty else { return }
    let asked = epoch.token
    do {
      try await backend.setAttributes(normalized)
    } catch {
      throw PurchaseError(error)
    }
    // An offerings request already in flight may have been answered before
    // the attributes arrived: let it end, then ask again.
    if let running = fetches.inFlight(.offerings) { await running.value }
    guard epoch.isCurrent(asked), offerings != nil else { return }
    session.offeringsSavedAt = nil
    await startOfferingsFetch().value
  }
}
