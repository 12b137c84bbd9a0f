import Foundation
import HTTPCore
import StoreSimulator
import SubscriptionKit

/// v1: the routes RevenueCat's SDK calls at launch and on purchase, and the
/// ones a backend calls with its secret key.
extension RevenueCatAPI {
  static let v1Routes: [RevenueCatRoute] = [
    RevenueCatRoute(
      method: "POST", pattern: "v1/subscribers/identify", domain: .v1, access: .either
    ) { api, request, _ in try api.identify(request) },
    RevenueCatRoute(method: "GET", pattern: "v1/subscribers/*", domain: .v1, access: .either) {
      api, _, captures in try api.subscriber(captures[0])
    },
    RevenueCatRoute(
      method: "GET", pattern: "v1/subscribers/*/offerings", domain: .v1, access: .publicOnly
    ) { api, _, captures in try api.offerings(captures[0]) },
    RevenueCatRoute(
      method: "POST", pattern: "v1/subscribers/*/attributes", domain: .v1, access: .either
    ) { api, request, captures in try api.setAttributes(captures[0], request) },
    RevenueCatRoute(
      method: "POST", pattern: "v1/subscribers/*/intro_eligibility", domain: .v1, access: .either
    ) { api, request, captures in try api.introEligibility(captures[0], request) },
    RevenueCatRoute(
      method: "GET", pattern: "v1/product_entitlement_mapping", domain: .v1, access: .either
    ) { api, _, _ in RevenueCatErrorBody.json(200, api.store.project.entitlementMapping) },
    RevenueCatRoute(method: "POST", pattern: "v1/receipts", domain: .v1, access: .either) {
      api, request, _ in try api.postReceipt(request)
    },
  ]

  /// `GET /v1/subscribers/{id}`: get or create (201 when created); the
  /// document `subkit store status --user id` prints, byte for byte.
  func subscriber(_ appUserID: String) throws -> HTTPResponse {
    let id = try RevenueCatAPI.appUserID(appUserID)
    var answer = try store.subscriberJSON(getOrCreate: id)
    answer.json.append(0x0A)
    return .json(answer.created ? 201 : 200, answer.json)
  }

  /// The subscriber document of `id` with `status`.
  func subscriberDocument(_ id: String, status: Int) -> HTTPResponse {
    do {
      var data = try store.customerInfoJSON(for: id)
      data.append(0x0A)
      return .json(status, data)
    } catch {
      return Self.failure(error, isV2: false)
    }
  }

  /// `GET /v1/subscribers/{id}/offerings`: the offerings the customer is
  /// served now (placements, targeting and experiments resolved, enrolling
  /// them as serving offerings does).
  func offerings(_ appUserID: String) throws -> HTTPResponse {
    let id = try RevenueCatAPI.appUserID(appUserID)
    _ = try store.ensureCustomer(id)
    return RevenueCatErrorBody.json(200, try store.offeringsResponse(for: id))
  }

  /// `POST /v1/subscribers/{id}/attributes`: `{"attributes": {name: {"value": …}}}`;
  /// a null value removes an attribute.
  func setAttributes(_ appUserID: String, _ request: HTTPRequest) throws -> HTTPResponse {
    let id = try RevenueCatAPI.appUserID(appUserID)
    let body = try Self.object(request)
    guard case .object(let attributes)? = body["attributes"] else {
      throw RevenueCatRequestError.badRequest(
        "'attributes' must be an object of {\"value\": …} by name.",
        code: .invalidSubscriberAttributesBody)
    }
    var values: [String: String?] = [:]
    for (name, entry) in attributes {
      switch entry {
      case .object(let fields):
        switch fields["value"] {
        case .string(let text)?: values[name] = .some(text)
        case .null?, nil: values[name] = .some(nil)
        default:
          throw RevenueCatRequestError.badRequest(
            "Attribute '\(name)': 'value' must be a string or null.",
            code: .invalidSubscriberAttributes)
        }
      default:
        throw RevenueCatRequestError.badRequest(
          "Attribute '\(name)' must be an object {\"value\": …}.",
          code: .invalidSubscriberAttributes)
      }
    }
    _ = try store.ensureCustomer(id)
    try store.setAttributes(values, for: id)
    return RevenueCatErrorBody.json(200, JSONValue.object([:]))
  }

  /// `POST /v1/subscribers/identify`: `{"app_user_id", "new_app_user_id"}`
  /// (the SDK's `logIn`); the new ID's subscriber, 201 when it was created.
  func identify(_ request: HTTPRequest) throws -> HTTPResponse {
    let body = try Self.object(request)
    let old = try RevenueCatAPI.appUserID(try Self.string(body, "app_user_id"))
    let new = try RevenueCatAPI.appUserID(try Self.string(body, "new_app_user_id"))
    let created = try store.identify(old, as: new)
    return subscriberDocument(new, status: created ? 201 : 200)
  }

  /// `POST /v1/subscribers/{id}/intro_eligibility`: `{"product_identifiers": […]}`
  /// → `{product: true | false | null}` (null: not known), by the purchase rule.
  func introEligibility(_ appUserID: String, _ request: HTTPRequest) throws -> HTTPResponse {
    let id = try RevenueCatAPI.appUserID(appUserID)
    let body = try Self.object(request)
    guard case .array(let list)? = body["product_identifiers"] else {
      throw RevenueCatRequestError.badRequest("'product_identifiers' must be an array of strings.")
    }
    let products = try list.map { value -> String in
      guard case .string(let text) = value else {
        throw RevenueCatRequestError.badRequest(
          "'product_identifiers' must be an array of strings.")
      }
      return text
    }
    var answer: [String: JSONValue] = [:]
    for (product, status) in store.introEligibility(of: products, for: id) {
      switch status {
      case .eligible: answer[product] = .bool(true)
      case .ineligible, .noIntroOfferExists: answer[product] = .bool(false)
      case .unknown: answer[product] = .null
      }
    }
    return RevenueCatErrorBody.json(200, JSONValue.object(answer))
  }
}
