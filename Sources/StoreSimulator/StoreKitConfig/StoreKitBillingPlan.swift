import Foundation

/// How a subscription is billed (`.storekit` v5 `billingPlanType`, Apple's
/// `billingPlanType` in signed transactions).
public enum BillingPlanType: String, Sendable, Hashable, CaseIterable {
  /// One payment for the whole period (every subscription before v5).
  case billedUpfront = "BILLED_UPFRONT"
  /// Monthly payments with a commitment to the product's whole period
  /// (Apple's "monthly subscription with a 12-month commitment").
  case monthly = "MONTHLY"

  /// RevenueCat's product plan identifier for the plan (`"monthly"`; nil for
  /// up-front billing), so a monthly plan's subscription reads as
  /// `"pro_annual:monthly"` in customer info's product sets, as RevenueCat's
  /// SDK keys it (`BillingPlanType.compoundProductIDPlanComponent`).
  public var productPlanIdentifier: String? {
    switch self {
    case .billedUpfront: nil
    case .monthly: "monthly"
    }
  }
}

/// One of a subscription's billing plans in a `.storekit` v5 file
/// (`billingPlans[]`).
///
/// An annual product at 11.88 with a `MONTHLY` plan of 0.5 a month has a
/// commitment of 6.00: twelve charges of `price`, `commitmentPrice` in all.
public struct StoreKitBillingPlan: Sendable, Hashable {
  /// Up front or monthly.
  public let type: BillingPlanType
  /// The price of one charge (`displayPrice`): a month's for `MONTHLY`.
  public let price: Decimal
  /// The whole commitment's price (`commitmentDisplayPrice`).
  public let commitmentPrice: Decimal
  /// Whether the plan is on sale (`isEnabled`).
  public let isEnabled: Bool

  /// Creates a billing plan.
  public init(
    type: BillingPlanType, price: Decimal, commitmentPrice: Decimal, isEnabled: Bool = true
  ) {
    self.type = type
    self.price = price
    self.commitmentPrice = commitmentPrice
    self.isEnabled = isEnabled
  }
}
