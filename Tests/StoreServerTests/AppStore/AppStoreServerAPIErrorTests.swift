import Foundation
import HTTPCore
import StoreSimulator
import SubscriptionWire
import Testing

/// Bad input gets Apple's `{errorCode, errorMessage}` with Apple's code and
/// HTTP status, and the ledger is left as it was.
@Suite("App Store Server API errors", .timeLimit(.minutes(10)))
struct AppStoreServerAPIErrorTests {
  @Test("Unknown ids, malformed bodies and absurd values get Apple's codes and change nothing")
  func badInputChangesNothing() throws {
    let served = try AppleServedStore()
    let original = try served.store.purchase(
      productID: "pro_annual", for: "alice", storeAccount: "alice-apple")
    let id = original.transactionIdentifier
    // A year on: the renewal is a second transaction of the same subscription.
    try served.store.advance(by: .seconds(366 * 86_400))
    let renewal = try #require(
      try served.store.appleCustomerTransactions(of: id)?.last?.transactionId)
    #expect(renewal != id)
    let before = try served.fingerprint()
    let extend = "/inApps/v1/subscriptions/extend/"
    func body(days: Any = 30, reason: Any = 1, request: Any = "r-1") throws -> String {
      String(
        decoding: try JSONSerialization.data(withJSONObject: [
          "extendByDays": days, "extendReasonCode": reason, "requestIdentifier": request,
        ]), as: UTF8.self)
    }
    let history = "/inApps/v1/notifications/history"
    let start = Int64(ServedStore.start.timeIntervalSince1970 * 1000)
    let recent = ISO8601.milliseconds(try served.store.appleAPINow()) - 10 * 86_400_000
    let later = recent + 20 * 86_400_000
    let cases: [(String, HTTPResponse, Int, Int)] = [
      (
        "unknown transaction", try served.call("GET", "/inApps/v1/transactions/2000000000000999"),
        404, 4_040_010
      ),
      (
        "letters for a transaction", try served.call("GET", "/inApps/v1/transactions/abc"), 400,
        4_000_006
      ),
      (
        "unknown statuses", try served.call("GET", "/inApps/v1/subscriptions/2000000000000999"),
        404, 4_040_010
      ),
      (
        "bad status filter",
        try served.call("GET", "/inApps/v1/subscriptions/\(id)", query: ["status": ["9"]]), 400,
        4_000_031
      ),
      (
        "unknown history", try served.call("GET", "/inApps/v2/history/2000000000000999"), 404,
        4_040_010
      ),
      (
        "bad sort",
        try served.call("GET", "/inApps/v2/history/\(id)", query: ["sort": ["SIDEWAYS"]]), 400,
        4_000_021
      ),
      (
        "bad product type",
        try served.call("GET", "/inApps/v2/history/\(id)", query: ["productType": ["GADGET"]]), 400,
        4_000_022
      ),
      (
        "bad revoked",
        try served.call("GET", "/inApps/v2/history/\(id)", query: ["revoked": ["maybe"]]), 400,
        4_000_030
      ),
      (
        "bad ownership",
        try served.call(
          "GET", "/inApps/v2/history/\(id)", query: ["inAppOwnershipType": ["BORROWED"]]), 400,
        4_000_026
      ),
      (
        "start after end",
        try served.call(
          "GET", "/inApps/v2/history/\(id)", query: ["startDate": ["5"], "endDate": ["4"]]), 400,
        4_000_013
      ),
      (
        "bad revision",
        try served.call("GET", "/inApps/v2/history/\(id)", query: ["revision": ["nonsense"]]), 400,
        4_000_005
      ),
      (
        "unknown refunds", try served.call("GET", "/inApps/v2/refund/lookup/2000000000000999"), 404,
        4_040_010
      ),
      (
        "malformed extension body", try served.call("PUT", extend + id, body: "{not json"), 400,
        4_000_000
      ),
      (
        "extension of 91 days", try served.call("PUT", extend + id, body: try body(days: 91)), 400,
        4_000_009
      ),
      (
        "extension of 0 days", try served.call("PUT", extend + id, body: try body(days: 0)), 400,
        4_000_009
      ),
      (
        "extension days as text", try served.call("PUT", extend + id, body: try body(days: "30")),
        400, 4_000_000
      ),
      (
        "extension reason 9", try served.call("PUT", extend + id, body: try body(reason: 9)), 400,
        4_000_010
      ),
      (
        "empty request identifier",
        try served.call("PUT", extend + id, body: try body(request: "")), 400, 4_000_011
      ),
      (
        "unknown original", try served.call("PUT", extend + "2000000000000999", body: try body()),
        404, 4_040_005
      ),
      (
        "renewal, not original", try served.call("PUT", extend + renewal, body: try body()), 400,
        4_000_187
      ),
      (
        "mass extension of no product",
        try served.call(
          "POST", extend + "mass",
          body:
            #"{"extendByDays": 5, "extendReasonCode": 1, "requestIdentifier": "m", "productId": "nope"}"#
        ), 400, 4_000_023
      ),
      (
        "mass extension storefront",
        try served.call(
          "POST", extend + "mass",
          body:
            #"{"extendByDays": 5, "extendReasonCode": 1, "requestIdentifier": "m", "productId": "pro_annual", "storefrontCountryCodes": ["U1"]}"#
        ), 400, 4_000_028
      ),
      (
        "unknown mass status", try served.call("GET", extend + "mass/pro_annual/none"), 404,
        4_040_009
      ),
      (
        "app account token not a UUID",
        try served.call(
          "PUT", "/inApps/v1/transactions/\(id)/appAccountToken",
          body: #"{"appAccountToken": "alice"}"#), 400, 4_000_183
      ),
      (
        "app account token on a renewal",
        try served.call(
          "PUT", "/inApps/v1/transactions/\(renewal)/appAccountToken",
          body: #"{"appAccountToken": "7e3fb20b-4cdb-47cc-936d-99d65f608138"}"#), 400, 4_000_187
      ),
      (
        "consumption without consent",
        try served.call(
          "PUT", "/inApps/v2/transactions/consumption/\(id)",
          body:
            #"{"customerConsented": false, "sampleContentProvided": false, "deliveryStatus": "DELIVERED"}"#
        ), 400, 4_000_035
      ),
      (
        "consumption bad delivery",
        try served.call(
          "PUT", "/inApps/v2/transactions/consumption/\(id)",
          body:
            #"{"customerConsented": true, "sampleContentProvided": false, "deliveryStatus": "LOST"}"#
        ), 400, 4_000_036
      ),
      (
        "consumption of nothing",
        try served.call(
          "PUT", "/inApps/v2/transactions/consumption/2000000000000999",
          body:
            #"{"customerConsented": true, "sampleContentProvided": false, "deliveryStatus": "DELIVERED"}"#
        ), 404, 4_040_010
      ),
      (
        "finish nothing",
        try served.call("POST", "/inApps/v1/transactions/2000000000000999/finish"), 404, 4_040_010
      ),
      (
        "bad test token", try served.call("GET", "/inApps/v1/notifications/test/garbage"), 400,
        4_000_020
      ),
      (
        "unknown test token",
        try served.call(
          "GET", "/inApps/v1/notifications/test/00000000-0000-4000-a000-000000000077_5"), 404,
        4_040_008
      ),
      (
        "history start after end",
        try served.call(
          "POST", history, body: #"{"startDate": \#(start + 10), "endDate": \#(start)}"#), 400,
        4_000_013
      ),
      (
        "history too far back",
        try served.call("POST", history, body: #"{"startDate": 0, "endDate": \#(start)}"#), 400,
        4_000_012
      ),
      (
        "history with two filters",
        try served.call(
          "POST", history,
          body:
            #"{"startDate": \#(recent), "endDate": \#(later), "notificationType": "TEST", "transactionId": "\#(id)"}"#
        ), 400, 4_000_019
      ),
      (
        "history of no type",
        try served.call(
          "POST", history,
          body:
            #"{"startDate": \#(recent), "endDate": \#(later), "notificationType": "BOGUS"}"#
        ), 400, 4_000_018
      ),
      ("history without dates", try served.call("POST", history, body: "{}"), 400, 4_000_015),
      (
        "bad pagination token",
        try served.call(
          "POST", history,
          body: #"{"startDate": \#(recent), "endDate": \#(later)}"#,
          query: ["paginationToken": ["zz"]]), 400, 4_000_014
      ),
    ]
    for (name, answer, status, code) in cases {
      #expect(answer.status == status, "\(name): \(answer.status)")
      #expect((answer.object["errorCode"] as? Int) == code, "\(name): \(answer.object)")
      #expect(answer.object["errorMessage"] is String, "\(name)")
      #expect(answer.contentType == "application/json", "\(name)")
    }
    #expect(try served.fingerprint() == before)
    #expect(try served.store.appleConsumption(of: id) == nil)
    // No route, or the wrong method: Apple's plain answers.
    #expect(try served.call("GET", "/inApps/v1/nothing/here").status == 404)
    #expect(try served.call("DELETE", "/inApps/v1/transactions/\(id)").status == 405)
  }

  @Test("A subscription extended twice in a year, or not on a paid period, is refused (403)")
  func ineligibleExtensions() throws {
    let served = try AppleServedStore()
    let annual = try served.store.purchase(
      productID: "pro_annual", for: "alice", storeAccount: "alice-apple")
    let trial = try served.store.purchase(
      productID: "pro_monthly", for: "bob", storeAccount: "bob-apple")
    let path = "/inApps/v1/subscriptions/extend/"
    func extend(_ id: String, _ request: String) throws -> HTTPResponse {
      try served.call(
        "PUT", path + id,
        body: #"{"extendByDays": 10, "extendReasonCode": 3, "requestIdentifier": "\#(request)"}"#)
    }
    let inTrial = try extend(trial.transactionIdentifier, "t")
    #expect(inTrial.status == 403)
    #expect(inTrial.object["errorCode"] as? Int == 4_030_004)
    #expect(try extend(annual.transactionIdentifier, "a").status == 200)
    #expect(try extend(annual.transactionIdentifier, "b").status == 200)
    let before = try served.fingerprint()
    let third = try extend(annual.transactionIdentifier, "c")
    #expect(third.status == 403)
    #expect(third.object["errorCode"] as? Int == 4_030_005)
    #expect(try served.fingerprint() == before)
    // The first request again answers what it did and extends nothing more.
    let again = try extend(annual.transactionIdentifier, "a")
    #expect(again.status == 200)
    #expect(try served.fingerprint() == before)
  }
}
