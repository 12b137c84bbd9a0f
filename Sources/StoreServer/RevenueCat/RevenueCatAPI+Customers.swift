import Foundation
import HTTPCore
import StoreSimulator
import SubscriptionKit
import SubscriptionWire

/// Deleting a customer (v1 and v2), v2's transfer action and v2's
/// subscription by id: secret-key routes.
extension RevenueCatAPI {
  static let customerRoutes: [RevenueCatRoute] = [
    RevenueCatRoute(
      method: "DELETE", pattern: "v1/subscribers/*", domain: .v1, access: .secretOnly
    ) { api, _, captures in
      let id = try api.deleteCustomer(captures[0])
      return RevenueCatErrorBody.json(200, JSONValue.object(["app_user_id": .string(id)]))
    },
    RevenueCatRoute(
      method: "DELETE", pattern: "v2/projects/*/customers/*", domain: .customerInformation,
      access: .secretOnly
    ) { api, _, captures in
      let id = try api.existingCustomer(captures[1])
      let date = try api.store.deleteCustomer(id)
      return RevenueCatErrorBody.json(
        200,
        JSONValue.object([
          "object": .string("customer"), "id": .string(id),
          "deleted_at": RevenueCatAPI.milliseconds(date),
        ]))
    },
    RevenueCatRoute(
      method: "POST", pattern: "v2/projects/*/customers/*/actions/transfer",
      domain: .customerInformation, access: .secretOnly
    ) { api, request, captures in
      try api.transfer(project: captures[0], from: captures[1], request)
    },
    RevenueCatRoute(
      method: "GET", pattern: "v2/projects/*/subscriptions/*", domain: .customerInformation,
      access: .secretOnly
    ) { api, _, captures in
      try api.subscription(captures[1])
    },
  ]

  /// `DELETE /v1/subscribers/{id}`: the customer is forgotten (`DeletedCustomer`).
  ///
  /// - Throws: `RevenueCatRequestError` 404 for a customer the ledger does not know.
  func deleteCustomer(_ appUserID: String) throws -> String {
    let id = try Self.appUserID(appUserID)
    guard store.hasCustomer(id) else {
      throw RevenueCatRequestError.missing("No subscriber '\(id)' in this project.")
    }
    do {
      try store.deleteCustomer(id)
    } catch let error as StoreSimulatorError where error.code == .unknownCustomer {
      // Another writer deleted it between the check and the write.
      throw RevenueCatRequestError.missing(error.message)
    }
    return id
  }

  /// `POST /v2/projects/{p}/customers/{id}/actions/transfer`:
  /// `{"target_customer_id", "app_ids"?}` → `{"source_customer", "target_customer"}`.
  /// Every subscription and one-time purchase moves (the store serves one
  /// app, so `app_ids`, when given, only has to be a list of strings).
  func transfer(project: String, from appUserID: String, _ request: HTTPRequest) throws
    -> HTTPResponse
  {
    let source = try existingCustomer(appUserID)
    let body = try Self.object(request)
    let target = try Self.appUserID(try Self.string(body, "target_customer_id"))
    if let apps = body["app_ids"] {
      guard case .array(let list) = apps, list.allSatisfy({ $0.stringValue != nil }) else {
        throw RevenueCatRequestError.badRequest("'app_ids' must be an array of strings.")
      }
    }
    guard target != source else {
      throw RevenueCatRequestError.badRequest(
        "'target_customer_id' is the customer itself; name another customer.")
    }
    _ = try existingCustomer(target)
    do {
      try store.transferPurchases(from: source, to: target)
    } catch let error as StoreSimulatorError where error.code == .unknownCustomer {
      throw RevenueCatRequestError.missing(error.message)
    }
    return RevenueCatErrorBody.json(
      200,
      JSONValue.object([
        "source_customer": try customerObject(source, project: project),
        "target_customer": try customerObject(target, project: project),
      ]))
  }

  /// `GET /v2/projects/{p}/subscriptions/{id}`: the subscription object of
  /// the subscription `id` names (its `id`, original transaction or any of
  /// its transactions), as its holder's subscription list shows it.
  func subscription(_ identifier: String) throws -> HTTPResponse {
    let missing = RevenueCatRequestError.missing("No subscription '\(identifier)' in this project.")
    guard let holder = store.subscriptionHolder(identifier) else { throw missing }
    let object = try subscriptionObjects(holder.appUserID).first { _, object in
      object["product_id"]?.stringValue == holder.productID
    }
    guard let (_, object) = object else { throw missing }
    return RevenueCatErrorBody.json(200, object)
  }
}
