import Foundation
import HTTPCore
import StoreSimulator
import SubscriptionKit
import SubscriptionWire

/// v2: the customer-information subset, under `/v2/projects/{project_id}/`
/// (any project identifier names the one store served).
extension RevenueCatAPI {
  static let v2Routes: [RevenueCatRoute] = [
    route("GET", "customers") { api, request, captures in
      try api.listCustomers(project: captures[0], request)
    },
    route("GET", "customers/*") { api, _, captures in
      let id = try api.existingCustomer(captures[1])
      return RevenueCatErrorBody.json(200, try api.customerObject(id, project: captures[0]))
    },
    route("GET", "customers/*/subscriptions") { api, request, captures in
      let id = try api.existingCustomer(captures[1])
      return api.list(try api.subscriptionObjects(id), request)
    },
    route("GET", "customers/*/purchases") { api, request, captures in
      let id = try api.existingCustomer(captures[1])
      return api.list(try api.purchaseObjects(id), request)
    },
    route("GET", "customers/*/active_entitlements") { api, request, captures in
      let id = try api.existingCustomer(captures[1])
      return api.list(try api.activeEntitlementObjects(id), request)
    },
    route("GET", "customers/*/aliases") { api, request, captures in
      let id = try api.existingCustomer(captures[1])
      let document = try api.store.subscriberResponse(for: id)
      let alias: JSONValue = .object([
        "object": .string("customer.alias"), "id": .string(document.subscriber.originalAppUserID),
        "created_at": milliseconds(document.subscriber.firstSeen),
      ])
      return api.list([(document.subscriber.originalAppUserID, alias)], request)
    },
    route("GET", "customers/*/attributes") { api, request, captures in
      let id = try api.existingCustomer(captures[1])
      return api.list(api.attributeObjects(id), request)
    },
    route("POST", "customers/*/attributes") { api, request, captures in
      try api.setAttributesV2(captures[1], request)
    },
  ]

  /// A v2 customer-information route under `/v2/projects/*/`.
  private static func route(
    _ method: String, _ tail: String, _ answer: @escaping RevenueCatRoute.Answer
  ) -> RevenueCatRoute {
    RevenueCatRoute(
      method: method, pattern: "v2/projects/*/" + tail, domain: .customerInformation,
      access: .secretOnly, answer: answer)
  }

  /// A customer the ledger knows (v2 never creates one).
  func existingCustomer(_ appUserID: String) throws -> String {
    let id = try RevenueCatAPI.appUserID(appUserID)
    guard store.hasCustomer(id) else {
      throw RevenueCatRequestError.missing("No customer '\(id)' in this project.")
    }
    return id
  }

  /// `GET /v2/projects/{p}/customers`: every customer, by ID, paged.
  func listCustomers(project: String, _ request: HTTPRequest) throws -> HTTPResponse {
    let firstSeen = store.customersFirstSeen()
    let page = try Self.page(of: firstSeen.keys.sorted(), request)
    let items = try page.ids.map { ($0, try customerObject($0, project: project)) }
    return listResponse(items.map(\.1), next: page.next, request)
  }

  /// RevenueCat's v2 customer object.
  func customerObject(_ id: String, project: String) throws -> JSONValue {
    let document = try store.subscriberResponse(for: id)
    let entitlements = activeEntitlements(document)
    return .object([
      "object": .string("customer"), "id": .string(id), "project_id": .string(project),
      "first_seen_at": Self.milliseconds(document.subscriber.firstSeen),
      "last_seen_at": Self.milliseconds(document.subscriber.firstSeen),
      "active_entitlements": .object([
        "object": .string("list"), "items": .array(entitlements.map(\.1)), "next_page": .null,
        "url": .string("/v2/projects/\(project)/customers/\(id)/active_entitlements"),
      ]),
      "experiment": .null,
    ])
  }

  func activeEntitlementObjects(_ id: String) throws -> [(String, JSONValue)] {
    activeEntitlements(try store.subscriberResponse(for: id))
  }

  /// The entitlements active at the document's request date, by identifier.
  private func activeEntitlements(_ document: SubscriberResponse) -> [(String, JSONValue)] {
    document.subscriber.entitlements.sorted { $0.key < $1.key }.compactMap { name, entitlement in
      guard entitlement.expiresDate.map({ $0 > document.requestDate }) ?? true else { return nil }
      return (
        name,
        .object([
          "object": .string("customer.active_entitlement"), "entitlement_id": .string(name),
          "expires_at": entitlement.expiresDate.map(Self.milliseconds) ?? .null,
        ])
      )
    }
  }

  /// The customer's subscriptions as v2 subscription objects, by product.
  func subscriptionObjects(_ id: String) throws -> [(String, JSONValue)] {
    let document = try store.subscriberResponse(for: id)
    let now = document.requestDate
    return document.subscriber.subscriptions.sorted { $0.key < $1.key }.map { product, entry in
      let isActive = entry.expiresDate.map { $0 > now } ?? true
      let inGrace = entry.gracePeriodExpiresDate.map { $0 > now } ?? false
      let status: String =
        entry.refundedAt != nil
        ? "expired"
        : inGrace
          ? "in_grace_period"
          : !isActive
            ? (entry.billingIssuesDetectedAt != nil ? "in_billing_retry" : "expired")
            : entry.periodType == .trial ? "trialing" : "active"
      let transaction = entry.storeTransactionID ?? product
      return (
        transaction,
        .object([
          "object": .string("subscription"), "id": .string(transaction),
          "customer_id": .string(id),
          "original_customer_id": .string(document.subscriber.originalAppUserID),
          "product_id": .string(product),
          "starts_at": Self.milliseconds(entry.originalPurchaseDate ?? entry.purchaseDate),
          "current_period_starts_at": Self.milliseconds(entry.purchaseDate),
          "current_period_ends_at": entry.expiresDate.map(Self.milliseconds) ?? .null,
          "gives_access": .bool(isActive || inGrace),
          "pending_payment": .bool(entry.billingIssuesDetectedAt != nil && !isActive),
          "auto_renewal_status": .string(
            entry.unsubscribeDetectedAt == nil && entry.refundedAt == nil
              ? "will_renew" : "will_not_renew"),
          "status": .string(status), "store": .string("app_store"),
          "environment": .string(entry.isSandbox ? "sandbox" : "production"),
          "store_subscription_identifier": .string(transaction),
          "entitlements": .object([
            "object": .string("list"),
            "items": .array(
              document.subscriber.entitlements.filter { $0.value.productIdentifier == product }
                .keys.sorted().map {
                  .object(["object": .string("entitlement"), "lookup_key": .string($0)])
                }),
            "next_page": .null, "url": .string(""),
          ]),
        ])
      )
    }
  }

  /// The customer's one-time purchases as v2 purchase objects.
  func purchaseObjects(_ id: String) throws -> [(String, JSONValue)] {
    let document = try store.subscriberResponse(for: id)
    return document.subscriber.nonSubscriptions.sorted { $0.key < $1.key }.flatMap {
      product, list in
      list.map { entry in
        let transaction = entry.storeTransactionID ?? entry.id ?? product
        return (
          transaction,
          JSONValue.object([
            "object": .string("purchase"), "id": .string(transaction), "customer_id": .string(id),
            "product_id": .string(product), "purchased_at": Self.milliseconds(entry.purchaseDate),
            "quantity": .number(1), "status": .string("owned"), "store": .string("app_store"),
            "environment": .string(entry.isSandbox ? "sandbox" : "production"),
            "store_purchase_identifier": .string(transaction),
          ])
        )
      }
    }
  }

  /// The customer's attributes as v2 attribute objects, by name.
  func attributeObjects(_ id: String) -> [(String, JSONValue)] {
    store.attributes(of: id).sorted { $0.key < $1.key }.map { name, value in
      (
        name,
        .object([
          "object": .string("customer.attribute"), "name": .string(name), "value": .string(value),
        ])
      )
    }
  }

  /// `POST /v2/projects/{p}/customers/{id}/attributes`:
  /// `{"attributes": [{"name", "value"}]}` (a null value removes one).
  func setAttributesV2(_ appUserID: String, _ request: HTTPRequest) throws -> HTTPResponse {
    let id = try existingCustomer(appUserID)
    let body = try Self.object(request)
    guard case .array(let list)? = body["attributes"] else {
      throw RevenueCatRequestError.badRequest("'attributes' must be an array of {name, value}.")
    }
    var values: [String: String?] = [:]
    for entry in list {
      guard case .object(let fields) = entry, case .string(let name)? = fields["name"] else {
        throw RevenueCatRequestError.badRequest("Each attribute needs a 'name' string.")
      }
      switch fields["value"] {
      case .string(let text)?: values[name] = .some(text)
      case .null?, nil: values[name] = .some(nil)
      default:
        throw RevenueCatRequestError.badRequest(
          "Attribute '\(name)': 'value' must be a string or null.")
      }
    }
    try store.setAttributes(values, for: id)
    return self.list(attributeObjects(id), request)
  }

  // MARK: Lists

  /// One page of `ids`: `limit` (1–1000, default 20) after `starting_after`.
  static func page(of ids: [String], _ request: HTTPRequest) throws -> (
    ids: [String], next: String?
  ) {
    var limit = 20
    if let text = request.query["limit"] {
      guard let value = Int(text), (1...1000).contains(value) else {
        throw RevenueCatRequestError.badRequest(
          "'limit' must be a whole number from 1 to 1000, not '\(text)'.")
      }
      limit = value
    }
    var start = ids.startIndex
    if let after = request.query["starting_after"] {
      start = ids.firstIndex { $0 > after } ?? ids.endIndex
    }
    let end = min(ids.endIndex, start + limit)
    let slice = Array(ids[start..<end])
    return (slice, end < ids.endIndex ? slice.last : nil)
  }

  /// A v2 list of `items` (identifier, object), paged by identifier.
  func list(_ items: [(String, JSONValue)], _ request: HTTPRequest) -> HTTPResponse {
    do {
      let byID = Dictionary(items, uniquingKeysWith: { first, _ in first })
      let page = try Self.page(of: items.map(\.0).sorted(), request)
      return listResponse(page.ids.compactMap { byID[$0] }, next: page.next, request)
    } catch {
      return Self.failure(error, isV2: true)
    }
  }

  /// `{"object": "list", "items", "next_page", "url"}`.
  private func listResponse(_ items: [JSONValue], next: String?, _ request: HTTPRequest)
    -> HTTPResponse
  {
    var nextPage: JSONValue = .null
    if let next {
      var query = request.query
      query["starting_after"] = next
      let text = query.sorted { $0.key < $1.key }.map {
        "\(Self.escape($0.key))=\(Self.escape($0.value))"
      }
      .joined(separator: "&")
      nextPage = .string(request.path + "?" + text)
    }
    return RevenueCatErrorBody.json(
      200,
      JSONValue.object([
        "object": .string("list"), "items": .array(items), "next_page": nextPage,
        "url": .string(request.path),
      ]))
  }

  private static func escape(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
  }

  /// Milliseconds since 1970, as v2 writes instants.
  static func milliseconds(_ date: Date) -> JSONValue {
    .number(Double(ISO8601.milliseconds(date)))
  }
}
