import Foundation
import HTTPCore
import StoreSimulator
import SubscriptionKit

/// Promotional entitlements, granted and revoked with the secret key (v1 and v2).
extension RevenueCatAPI {
  static let promotionalRoutes: [RevenueCatRoute] = [
    RevenueCatRoute(
      method: "POST", pattern: "v1/subscribers/*/entitlements/*/promotional", domain: .v1,
      access: .secretOnly
    ) { api, request, captures in
      let id = try RevenueCatAPI.appUserID(captures[0])
      let body = try RevenueCatAPI.object(request)
      let grant = try RevenueCatAPI.grantTerms(body, endKey: "end_time_ms")
      try api.store.grantPromotional(
        captures[1], to: id, duration: grant.duration, until: grant.end)
      return api.subscriberDocument(id, status: 201)
    },
    RevenueCatRoute(
      method: "POST", pattern: "v1/subscribers/*/entitlements/*/revoke_promotionals", domain: .v1,
      access: .secretOnly
    ) { api, _, captures in
      let id = try RevenueCatAPI.appUserID(captures[0])
      _ = try api.store.ensureCustomer(id)
      try api.store.revokePromotionals(captures[1], of: id)
      return api.subscriberDocument(id, status: 200)
    },
    RevenueCatRoute(
      method: "POST", pattern: "v2/projects/*/customers/*/actions/grant_entitlement",
      domain: .customerInformation, access: .secretOnly
    ) { api, request, captures in
      let id = try api.existingCustomer(captures[1])
      let body = try RevenueCatAPI.object(request)
      let entitlement = try RevenueCatAPI.string(body, "entitlement_id")
      let grant = try RevenueCatAPI.grantTerms(body, endKey: "expires_at")
      try api.store.grantPromotional(
        entitlement, to: id, duration: grant.duration, until: grant.end)
      return RevenueCatErrorBody.json(201, try api.customerObject(id, project: captures[0]))
    },
    RevenueCatRoute(
      method: "POST", pattern: "v2/projects/*/customers/*/actions/revoke_granted_entitlement",
      domain: .customerInformation, access: .secretOnly
    ) { api, request, captures in
      let id = try api.existingCustomer(captures[1])
      let entitlement = try RevenueCatAPI.string(
        try RevenueCatAPI.object(request), "entitlement_id")
      try api.store.revokePromotionals(entitlement, of: id)
      return RevenueCatErrorBody.json(200, try api.customerObject(id, project: captures[0]))
    },
  ]

  /// A grant's length: an end instant in milliseconds (`endKey`), or
  /// RevenueCat's deprecated `duration` name.
  static func grantTerms(_ body: [String: JSONValue], endKey: String) throws -> (
    duration: String?, end: Date?
  ) {
    if case .number(let milliseconds)? = body[endKey] {
      guard milliseconds.isFinite, milliseconds > 0, milliseconds < 253_402_300_800_000 else {
        throw RevenueCatRequestError.badRequest("'\(endKey)' must be milliseconds since 1970.")
      }
      return (nil, Date(timeIntervalSince1970: milliseconds / 1000))
    }
    if case .string(let duration)? = body["duration"] { return (duration, nil) }
    throw RevenueCatRequestError.badRequest(
      "Give '\(endKey)' (milliseconds since 1970) or 'duration' (daily … yearly, lifetime).")
  }
}
