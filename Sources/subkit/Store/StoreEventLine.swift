import StoreSimulator
import SubscriptionKit
import SubscriptionWire

/// The one line a `subkit store` command prints for a webhook event it
/// caused: the type, the customer and the product, then what the type needs
/// to be understood (why it ended, from whom it moved, the new plan).
///
/// ```
/// INITIAL_PURCHASE alice pro_monthly (trial)
/// TRANSFER bob pro_monthly (from alice)
/// EXPIRATION alice pro_monthly (UNSUBSCRIBE)
/// ```
enum StoreEventLine {
  /// The line for `event`; the caller escapes it for the terminal.
  static func text(_ event: WebhookEvent) -> String {
    var words = [event.type.rawValue, customer(of: event), event.productID ?? "-"]
    if let detail = detail(of: event) { words.append("(\(detail))") }
    if event.isFamilyShare { words.append("(family)") }
    return words.joined(separator: " ")
  }

  /// Who the event is about: the buyer of a `TRANSFER`, else its app user.
  private static func customer(of event: WebhookEvent) -> String {
    if event.type == .transfer, let to = event.transferredTo, !to.isEmpty {
      return to.joined(separator: ",")
    }
    return event.appUserID ?? event.originalAppUserID
  }

  /// What the type leaves unsaid, or nil.
  private static func detail(of event: WebhookEvent) -> String? {
    switch event.type {
    case .transfer:
      return event.transferredFrom.map { "from " + $0.joined(separator: ", ") }
    case .productChange:
      return event.newProductID.map { "to \($0)" }
    case .cancellation:
      return event.cancelReason?.rawValue
    case .expiration:
      return event.expirationReason?.rawValue
    case .experimentEnrollment:
      return [event.experimentID, event.experimentVariant].compactMap { $0 }
        .joined(separator: " ")
    case .initialPurchase, .renewal:
      return event.periodType == "NORMAL" ? nil : event.periodType.lowercased()
    default:
      return nil
    }
  }
}
