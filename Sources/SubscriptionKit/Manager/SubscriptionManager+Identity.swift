extension SubscriptionManager {
  /// Switches to the customer `appUserID` (after the app's own sign-in).
  ///
  /// Every piece of state — customer info, premium, eligibility, selection,
  /// pending success and error — switches to the new customer in one step, so
  /// no screen ever shows one customer's access with another's data. Results
  /// still arriving for the previous customer are dropped.
  ///
  /// - Throws: `PurchaseError` (`invalidAppUserIdError` for an empty ID).
  @discardableResult
  public func logIn(_ appUserID: String) async throws -> LogInResult {
    guard let backend else { throw Self.notConfigured }
    let id = try AppUserID.validated(appUserID)
    beginSwitchingCustomer()
    defer {
      epoch.endSwitchingCustomer()
      endLoading()
    }
    let result = try await backend.logIn(id)
    switchCustomer(to: await backend.appUserID, info: result.customerInfo)
    return result
  }

  /// Switches to a new anonymous customer (after the app's own sign-out).
  ///
  /// - Throws: `PurchaseError` `logOutAnonymousUserError` when the current
  ///   customer is already anonymous.
  @discardableResult
  public func logOut() async throws -> CustomerInfo {
    guard let backend else { throw Self.notConfigured }
    beginSwitchingCustomer()
    defer {
      epoch.endSwitchingCustomer()
      endLoading()
    }
    let info = try await backend.logOut()
    switchCustomer(to: await backend.appUserID, info: info)
    return info
  }

  /// From here on the backend may answer for the next customer: answers still
  /// arriving for the current one are dropped, and stream updates wait.
  func beginSwitchingCustomer() {
    epoch.beginSwitchingCustomer()
    beginLoading()
  }

  func switchCustomer(to id: String, info: CustomerInfo) {
    epoch.newCustomer()
    fetches.forgetAll()
    showCustomer(id, info: info)
    if !areOfferingsFresh { startOfferingsFetch() }
  }
}
