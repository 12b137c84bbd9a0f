import AppleJWS
import Foundation
import HTTPCore
import StoreSimulator
import Testing

/// Apple's authentication: a bearer JWT signed with the store's In-App
/// Purchase key, or 401.
@Suite("App Store Server API tokens", .timeLimit(.minutes(10)))
struct AppStoreServerAPIAuthTests {
  static let path = "/inApps/v1/subscriptions/2000000000000001"

  @Test("A token with a wrong aud, kid, bid, iss, key, lifetime or none is 401; good ones answer")
  func badTokensAreRefused() throws {
    let served = try AppleServedStore()
    try served.store.purchase(productID: "pro_annual", for: "alice", storeAccount: "alice-apple")
    let key = served.key
    let iat = Int(Date().timeIntervalSince1970)
    let header: [String: Any] = ["alg": "ES256", "kid": key.keyId, "typ": "JWT"]
    let claims: [String: Any] = [
      "iss": key.issuerId, "iat": iat, "exp": iat + 1_800, "aud": "appstoreconnect-v1",
      "bid": served.bundleId,
    ]
    func signed(_ header: [String: Any], _ claims: [String: Any]) throws -> String {
      try key.signedToken(
        header: try JSONSerialization.data(withJSONObject: header),
        claims: try JSONSerialization.data(withJSONObject: claims))
    }
    func changed(_ name: String, _ value: Any?) -> [String: Any] {
      var copy = claims
      copy[name] = value
      return copy
    }
    // The hand-made good token answers, so each refusal below is its one change's.
    #expect(served.call("GET", Self.path, token: try signed(header, claims)).status == 200)
    #expect(served.call("GET", Self.path, token: try served.token()).status == 200)
    // Apple's own libraries send no iat: accepted while exp is within the hour.
    let appleLibraryForm = changed("iat", nil).merging(["exp": iat + 300]) { $1 }
    #expect(
      served.call("GET", Self.path, token: try signed(header, appleLibraryForm)).status == 200)

    var unsignedHeader = header
    unsignedHeader["alg"] = "none"
    var wrongKid = header
    wrongKid["kid"] = "ZZZZZZZZZZ"
    let unsigned =
      Base64URL.encode(try JSONSerialization.data(withJSONObject: unsignedHeader)) + "."
      + Base64URL.encode(try JSONSerialization.data(withJSONObject: claims)) + "."
    let otherKey = InAppPurchaseKey(
      keyId: key.keyId, issuerId: key.issuerId, privateKey: try .generate())
    let bad: [(String, String?)] = [
      ("no token", nil),
      ("not a JWT", "abc.def"),
      ("wrong aud", try signed(header, changed("aud", "appstoreconnect-v2"))),
      ("aud as a list", try signed(header, changed("aud", ["appstoreconnect-v1"]))),
      ("expired", try key.bearerToken(bundleId: served.bundleId, issuedAt: Date() - 7_200)),
      ("exp over 60 minutes after iat", try signed(header, changed("exp", iat + 3_601))),
      (
        "exp over 60 minutes away, no iat",
        try signed(header, appleLibraryForm.merging(["exp": iat + 7_200]) { $1 })
      ),
      ("no exp", try signed(header, changed("exp", nil))),
      ("wrong kid", try signed(wrongKid, claims)),
      ("wrong bid", try key.bearerToken(bundleId: "com.example.other", issuedAt: Date())),
      ("wrong iss", try signed(header, changed("iss", "00000000-0000-0000-0000-000000000000"))),
      (
        "another key's signature",
        try otherKey.bearerToken(bundleId: served.bundleId, issuedAt: Date())
      ),
      ("unsigned", unsigned),
    ]
    for (name, token) in bad {
      let answer = served.call("GET", Self.path, token: token)
      #expect(answer.status == 401, "\(name): \(answer.status)")
      #expect(!String(decoding: answer.body, as: UTF8.self).contains("signedTransactionInfo"))
    }
    // Refused before the body is read, on every route.
    let write = served.call(
      "PUT", "/inApps/v1/subscriptions/extend/2000000000000001", token: unsigned,
      body: #"{"extendByDays": 5, "extendReasonCode": 1, "requestIdentifier": "x"}"#)
    #expect(write.status == 401)
    #expect(try served.store.appleNotifications().count == 1)
  }
}
