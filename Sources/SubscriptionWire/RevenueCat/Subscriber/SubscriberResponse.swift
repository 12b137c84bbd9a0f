import Foundation

/// RevenueCat's subscriber document, field for field, as
/// `GET /v1/subscribers/{app_user_id}` returns it.
///
/// This is the wire form; apps read `CustomerInfo`, which is built from it.
/// The store simulator writes this same document, so simulated and real
/// customers go through one decoder. Dates are ISO-8601 strings; the `*_ms`
/// fields are written for readers that want them and ignored when read, as
/// RevenueCat's SDK ignores them.
public struct SubscriberResponse: Sendable, Hashable, Codable {
  /// The server's time when it answered.
  public var requestDate: Date
  /// The customer.
  public var subscriber: Subscriber
  /// The whole document as it was decoded, unknown keys included (empty for a
  /// document built in code). Not part of equality; keys this type does not
  /// model are written back when it is encoded.
  public var rawData: [String: JSONValue] {
    get { raw.members }
    set { raw.members = newValue }
  }
  package var raw = RawJSONObject()

  /// Creates a document.
  public init(requestDate: Date, subscriber: Subscriber) {
    self.requestDate = requestDate
    self.subscriber = subscriber
  }

  /// The customer part of the document.
  public struct Subscriber: Sendable, Hashable, Codable {
    /// The first app user ID the customer had.
    public var originalAppUserID: String
    /// When RevenueCat first saw the customer.
    public var firstSeen: Date
    /// Where the customer manages subscriptions (kept as text; invalid URLs read as none).
    public var managementURL: String?
    /// The app version of the customer's first purchase (App Store).
    public var originalApplicationVersion: String?
    /// The date of the customer's first purchase (App Store).
    public var originalPurchaseDate: Date?
    /// Entitlements by identifier.
    public var entitlements: [String: Entitlement]
    /// Subscriptions by product identifier.
    public var subscriptions: [String: Subscription]
    /// One-time purchases by product identifier, oldest first.
    public var nonSubscriptions: [String: [NonSubscription]]
    /// The subscriber object as it was decoded, unknown keys included
    /// (`subscriber_attributes`, `other_purchases`, …). Not part of equality.
    public var rawData: [String: JSONValue] {
      get { raw.members }
      set { raw.members = newValue }
    }
    var raw = RawJSONObject()

    /// Creates a subscriber.
    public init(
      originalAppUserID: String, firstSeen: Date, managementURL: String? = nil,
      originalApplicationVersion: String? = nil, originalPurchaseDate: Date? = nil,
      entitlements: [String: Entitlement] = [:], subscriptions: [String: Subscription] = [:],
      nonSubscriptions: [String: [NonSubscription]] = [:]
    ) {
      self.originalAppUserID = originalAppUserID
      self.firstSeen = firstSeen
      self.managementURL = managementURL
      self.originalApplicationVersion = originalApplicationVersion
      self.originalPurchaseDate = originalPurchaseDate
      self.entitlements = entitlements
      self.subscriptions = subscriptions
      self.nonSubscriptions = nonSubscriptions
    }
  }

  /// The same document as the server would answer it at `date`: the request
  /// date moves, and so do its fields in `rawData` (`request_date`,
  /// `request_date_ms`), exactly as encoding and decoding the document again
  /// would write them. A backend whose customer did not change answers this
  /// way without a new JSON round trip.
  package func answered(at date: Date) -> SubscriberResponse {
    var copy = self
    copy.requestDate = date
    if !raw.isEmpty {
      copy.raw.setMember("request_date", .string(ISO8601.string(from: date)))
      copy.raw.setMember(
        "request_date_ms", .number(Double(ISO8601.milliseconds(date))))
    }
    return copy
  }
}
