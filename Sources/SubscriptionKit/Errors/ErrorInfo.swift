/// What to tell a person about a failure: a title, a message, the button that
/// helps and whether trying again may work.
///
/// All wording lives here, so it can be reviewed at a glance and tests assert
/// on values.
public struct ErrorInfo: Sendable, Hashable, Codable {
  /// The alert title ("Network Error").
  public let title: String
  /// What happened and what to do, in the user's terms.
  public let message: String
  /// The button that helps ("Retry", "Restore", "OK").
  public let actionTitle: String
  /// Whether the same action may succeed if tried again.
  public let isRetryable: Bool

  /// Creates an error message.
  public init(title: String, message: String, actionTitle: String, isRetryable: Bool) {
    self.title = title
    self.message = message
    self.actionTitle = actionTitle
    self.isRetryable = isRetryable
  }

  /// The message for an error, or nil for a cancellation (show nothing).
  public init?(_ error: PurchaseError) {
    switch error.category {
    case .cancelled:
      return nil
    case .network:
      self = .network
    case .storeProblem:
      self.init(
        title: "Store Unavailable",
        message: "The App Store could not complete the request. If you were charged, "
          + "your purchase is still being processed and will appear shortly.",
        actionTitle: "OK", isRetryable: true)
    case .paymentPending:
      self.init(
        title: "Purchase Pending",
        message: "Your purchase is awaiting approval. You'll get access as soon as it is approved.",
        actionTitle: "OK", isRetryable: false)
    case .notAllowed:
      self.init(
        title: "Payment Not Allowed",
        message: "In-app purchases are disabled on this device.",
        actionTitle: "OK", isRetryable: false)
    case .productUnavailable:
      self = .productNotFound
    case .alreadyPurchased:
      self.init(
        title: "Already Purchased",
        message: "You already own this. Restore purchases to unlock it on this device.",
        actionTitle: "Restore", isRetryable: true)
    case .accountConflict:
      self.init(
        title: "Account Conflict",
        message: "This purchase belongs to another account. Restore purchases to transfer it here.",
        actionTitle: "Restore", isRetryable: true)
    case .configuration:
      self.init(
        title: "Configuration Error",
        message: "Purchases are not set up correctly in this app. Please contact support.",
        actionTitle: "OK", isRetryable: false)
    case .backend, .unknown:
      self.init(
        title: "Purchase Error",
        message: "Something went wrong with your purchase. Please try again.",
        actionTitle: "Retry", isRetryable: true)
    }
  }

  /// No connection.
  public static let network = ErrorInfo(
    title: "Network Error", message: "Please check your internet connection and try again.",
    actionTitle: "Retry", isRetryable: true)

  /// A restore that found nothing to restore.
  public static let nothingToRestore = ErrorInfo(
    title: "Nothing to Restore", message: "No active subscriptions found.",
    actionTitle: "OK", isRetryable: false)

  /// A product the offering or store does not have.
  public static let productNotFound = ErrorInfo(
    title: "Product Not Found",
    message: "This product is not available right now. Please try again later.",
    actionTitle: "OK", isRetryable: false)

  /// Offerings that could not be loaded.
  public static let offeringsUnavailable = ErrorInfo(
    title: "Plans Unavailable",
    message: "Subscription options could not be loaded. Check your connection and try again.",
    actionTitle: "Retry", isRetryable: true)
}
