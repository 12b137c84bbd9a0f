/// What a purchase returned: the transaction, the customer afterwards, and
/// whether the customer backed out.
///
/// As with RevenueCat's async `purchase(package:)`, cancelling does not throw:
/// it returns `userCancelled == true` with the unchanged customer info.
public struct PurchaseResult: Sendable, Hashable {
  /// The transaction, unless the customer cancelled.
  public let transaction: StoreTransaction?
  /// The customer after the purchase.
  public let customerInfo: CustomerInfo
  /// True when the customer backed out.
  public let userCancelled: Bool

  /// Creates a result.
  public init(transaction: StoreTransaction?, customerInfo: CustomerInfo, userCancelled: Bool) {
    self.transaction = transaction
    self.customerInfo = customerInfo
    self.userCancelled = userCancelled
  }
}

/// What `logIn` returned: the customer, and whether the app user ID was new to the project.
public struct LogInResult: Sendable, Hashable {
  /// The customer now logged in.
  public let customerInfo: CustomerInfo
  /// True when RevenueCat created the customer.
  public let created: Bool

  /// Creates a result.
  public init(customerInfo: CustomerInfo, created: Bool) {
    self.customerInfo = customerInfo
    self.created = created
  }
}
