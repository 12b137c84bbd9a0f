/// The wire formats SubscriptionKit reads and writes, in one module.
///
/// RevenueCat's subscriber, offerings and webhook documents, Apple's signed
/// notification and transaction payloads, and the JSON, ISO-8601 and Decimal
/// text they are made of live here, each declared once. SubscriptionKit,
/// StoreSimulator and SubscriptionAnalytics depend on this module; a server
/// can link it without the app SDK's main-actor types.
public enum WireFormat {
  /// The version of the documents this module writes (bumped when a field's
  /// meaning changes, never when one is added).
  public static let version = 1
}
