/// Subscriber attributes: RevenueCat's reserved names, and the one rule for
/// what `SubscriptionManager.setAttributes(_:)` sends to any backend.
///
/// Names starting with `$` are reserved by RevenueCat (its SDK's
/// `ReservedSubscriberAttribute`); set them like any other attribute:
///
/// ```swift
/// try await manager.setAttributes([
///   SubscriberAttribute.email: "ada@example.com",
///   "plan_interest": "teams",
/// ])
/// ```
public enum SubscriberAttribute {
  /// `$email`.
  public static let email = "$email"
  /// `$displayName`.
  public static let displayName = "$displayName"
  /// `$phoneNumber`.
  public static let phoneNumber = "$phoneNumber"
  /// `$apnsTokens`, the push token.
  public static let pushToken = "$apnsTokens"
  /// `$mediaSource`.
  public static let mediaSource = "$mediaSource"
  /// `$campaign`.
  public static let campaign = "$campaign"
  /// `$adGroup`.
  public static let adGroup = "$adGroup"
  /// `$ad`.
  public static let ad = "$ad"
  /// `$keyword`.
  public static let keyword = "$keyword"
  /// `$creative`.
  public static let creative = "$creative"
  /// `$attConsentStatus`.
  public static let attConsentStatus = "$attConsentStatus"

  /// The attributes as every backend receives them: an empty value is a
  /// removal (nil), as RevenueCat's SDK treats it.
  ///
  /// - Throws: `PurchaseError` `.invalidSubscriberAttributesError` (21) for an
  ///   empty name; nothing is sent then.
  public static func normalized(_ attributes: [String: String?]) throws -> [String: String?] {
    if attributes.keys.contains(where: \.isEmpty) {
      throw PurchaseError(
        .invalidSubscriberAttributesError, detail: "An attribute name is empty.")
    }
    return attributes.mapValues { value in value.flatMap { $0.isEmpty ? nil : $0 } }
  }
}
