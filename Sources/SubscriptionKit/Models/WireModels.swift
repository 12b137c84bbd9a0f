import SubscriptionWire

// App-facing names whose definitions live with the wire forms that carry them
// (SubscriptionWire): an app reads them on `CustomerInfo`, `EntitlementInfo`
// and `Offering`, injects the clock, and names them with `import SubscriptionKit`
// alone. The clock and the activity rule live there so the analytics, which
// link SubscriptionWire and not this module, share them.

/// The store a purchase was made in (`SubscriptionWire.Store`).
public typealias Store = SubscriptionWire.Store
/// The kind of period a subscription is in (`SubscriptionWire.PeriodType`).
public typealias PeriodType = SubscriptionWire.PeriodType
/// Bought or shared through Family Sharing (`SubscriptionWire.PurchaseOwnershipType`).
public typealias PurchaseOwnershipType = SubscriptionWire.PurchaseOwnershipType
/// What a customer paid for a purchase (`SubscriptionWire.ProductPaidPrice`).
public typealias ProductPaidPrice = SubscriptionWire.ProductPaidPrice
/// The experiment variant an offering was shown for (`SubscriptionWire.ExperimentContext`).
public typealias ExperimentContext = SubscriptionWire.ExperimentContext
/// Whether a customer may take a product's intro offer (`SubscriptionWire.IntroEligibilityStatus`).
public typealias IntroEligibilityStatus = SubscriptionWire.IntroEligibilityStatus
/// A JSON value, as `rawData` and offering metadata hold it (`SubscriptionWire.JSONValue`).
public typealias JSONValue = SubscriptionWire.JSONValue
/// The one rule for whether access ending at an expiration date is active
/// (`SubscriptionWire.EntitlementActivity`).
public typealias EntitlementActivity = SubscriptionWire.EntitlementActivity
/// Where SubscriptionKit's time comes from (`SubscriptionWire.SubscriptionClock`).
public typealias SubscriptionClock = SubscriptionWire.SubscriptionClock
