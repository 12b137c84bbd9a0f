import Foundation
import SubscriptionKit
import SubscriptionWire

/// The customer calls: info, promotional entitlements, attributes, subscriptions.
extension RevenueCatRESTClient {
  /// The customer's info (`GET /v1/subscribers/{id}`, which creates an
  /// unknown customer), decoded and judged as the app does: at the answer's
  /// request date, by `CustomerInfo`'s rules.
  public func customerInfo(appUserID: String) async throws -> CustomerInfo {
    try Self.customerInfo(try await send("GET", "/v1/subscribers/\(Self.segment(appUserID))"))
  }

  /// Grants `entitlementID` to the customer for `duration`
  /// (`POST …/entitlements/{id}/promotional`); returns their info after it.
  public func grantPromotionalEntitlement(
    _ entitlementID: String, to appUserID: String, duration: PromotionalDuration
  ) async throws -> CustomerInfo {
    try Self.customerInfo(
      try await send(
        "POST",
        "/v1/subscribers/\(Self.segment(appUserID))/entitlements/\(Self.segment(entitlementID))/promotional",
        body: Self.json(.object(["duration": .string(duration.rawValue)]))))
  }

  /// Grants `entitlementID` to the customer until `end`; returns their info after it.
  public func grantPromotionalEntitlement(
    _ entitlementID: String, to appUserID: String, until end: Date
  ) async throws -> CustomerInfo {
    try Self.customerInfo(
      try await send(
        "POST",
        "/v1/subscribers/\(Self.segment(appUserID))/entitlements/\(Self.segment(entitlementID))/promotional",
        body: Self.json(
          .object(["end_time_ms": .number((end.timeIntervalSince1970 * 1000).rounded())]))))
  }

  /// Ends the customer's promotional grants of `entitlementID`; returns their info after it.
  public func revokePromotionalEntitlements(_ entitlementID: String, of appUserID: String)
    async throws -> CustomerInfo
  {
    try Self.customerInfo(
      try await send(
        "POST",
        "/v1/subscribers/\(Self.segment(appUserID))/entitlements/\(Self.segment(entitlementID))/revoke_promotionals"
      ))
  }

  /// Sets subscriber attributes (a nil value removes one).
  public func setAttributes(_ attributes: [String: String?], for appUserID: String) async throws {
    var members: [String: JSONValue] = [:]
    for (name, value) in attributes {
      members[name] = .object(["value": value.map(JSONValue.string) ?? .null])
    }
    _ = try await send(
      "POST", "/v1/subscribers/\(Self.segment(appUserID))/attributes",
      body: Self.json(.object(["attributes": .object(members)])))
  }

  /// Every subscription of the customer (v2, every page).
  public func subscriptions(of appUserID: String) async throws -> [RevenueCatSubscription] {
    var result: [RevenueCatSubscription] = []
    var path: String? =
      "/v2/projects/\(Self.segment(configuration.projectID))/customers/\(Self.segment(appUserID))/subscriptions?limit=100"
    var pages = 0
    while let next = path, pages < 1_000 {
      pages += 1
      let data = try await send("GET", next)
      guard case .object(let list)? = try? JSONDecoder().decode(JSONValue.self, from: data),
        case .array(let items)? = list["items"]
      else {
        throw RevenueCatRESTError(
          .invalidResponse, message: "The subscriptions list is not a v2 list.")
      }
      for case .object(let item) in items {
        guard case .string(let id)? = item["id"], case .string(let product)? = item["product_id"]
        else {
          throw RevenueCatRESTError(
            .invalidResponse, message: "A subscription has no id or product_id.")
        }
        var ends: Date?
        if case .number(let milliseconds)? = item["current_period_ends_at"] {
          ends = Date(timeIntervalSince1970: milliseconds / 1000)
        }
        result.append(
          RevenueCatSubscription(
            id: id, productIdentifier: product, status: Self.text(item["status"]),
            givesAccess: item["gives_access"] == .bool(true),
            autoRenewalStatus: Self.text(item["auto_renewal_status"]), currentPeriodEndsAt: ends,
            store: Self.text(item["store"])))
      }
      if case .string(let text)? = list["next_page"], !text.isEmpty {
        path = text
      } else {
        path = nil
      }
    }
    return result
  }

  private static func text(_ value: JSONValue?) -> String {
    if case .string(let text)? = value { return text }
    return ""
  }

  /// `CustomerInfo` from a subscriber document, read by the wire module's strict
  /// reader (`SubscriberResponse.decode(_:)`, the rules of the app's decoder).
  static func customerInfo(_ data: Data) throws -> CustomerInfo {
    do {
      let response = try SubscriberResponse.decode(data)
      return CustomerInfo(response: response, now: response.requestDate)
    } catch {
      throw RevenueCatRESTError(
        .invalidResponse, message: "The answer is not a subscriber document: \(error)")
    }
  }
}
