import AppleJWS
import Foundation
import TestSupport
import Testing

/// Apple's own verifier judges our signatures: `Referee/referee.py` runs
/// `SignedDataVerifier(root, False, Environment.SANDBOX, bundle id, app Apple id)`
/// from Apple's Python `app-store-server-library` (pinned and installed by
/// scripts/test) on what we signed and reports what it decoded or the
/// `VerificationStatus` it raised.
@Suite(
  "Apple's Python verifier accepts what AppleJWS signs",
  .enabled(
    if: AppleReferee.isAvailable,
    "Skipped: python3 cannot import Apple's app-store-server-library (scripts/test installs it: pip install app-store-server-library==3.1.2)"
  ))
struct AppleRefereeTests {
  static let bundleId = "com.example.invoices"
  static let appAppleId = 1_234_567_890
  static let signedDate = Int64(TestChains.now.timeIntervalSince1970 * 1000)

  static func transaction() throws -> Data {
    try TestChains.json([
      "transactionId": "2000000000000001", "originalTransactionId": "2000000000000001",
      "webOrderLineItemId": "2000000000000002", "bundleId": bundleId,
      "productId": "invoices.pro.monthly", "subscriptionGroupIdentifier": "21000001",
      "purchaseDate": signedDate, "originalPurchaseDate": signedDate,
      "expiresDate": signedDate + 30 * 86_400_000, "quantity": 1,
      "type": "Auto-Renewable Subscription", "inAppOwnershipType": "PURCHASED",
      "signedDate": signedDate, "environment": "Sandbox", "transactionReason": "PURCHASE",
      "storefront": "USA", "storefrontId": "143441", "price": 4990, "currency": "USD",
    ])
  }

  static func renewalInfo() throws -> Data {
    try TestChains.json([
      "originalTransactionId": "2000000000000001", "autoRenewProductId": "invoices.pro.monthly",
      "productId": "invoices.pro.monthly", "autoRenewStatus": 1, "signedDate": signedDate,
      "environment": "Sandbox", "recentSubscriptionStartDate": signedDate,
      "renewalDate": signedDate + 30 * 86_400_000,
    ])
  }

  static func notification(signer: JWSSigner) throws -> Data {
    try TestChains.json([
      "notificationType": "SUBSCRIBED", "subtype": "INITIAL_BUY",
      "notificationUUID": "6f0a3c1e-2b7d-4e59-9a43-0c8d51f2a7b6", "version": "2.0",
      "signedDate": signedDate,
      "data": [
        "appAppleId": appAppleId, "bundleId": bundleId, "bundleVersion": "1.0",
        "environment": "Sandbox", "status": 1,
        "signedTransactionInfo": try signer.sign(payload: try transaction()),
        "signedRenewalInfo": try signer.sign(payload: try renewalInfo()),
      ] as [String: Any],
    ])
  }

  @Test("A notification, its transaction and renewal info verify and decode to our fields")
  func acceptsWhatWeSign() throws {
    let signer = try JWSSigner(chain: TestChains.store)
    let notification = try signer.sign(payload: try Self.notification(signer: signer))
    let transaction = try signer.sign(payload: try Self.transaction())
    let renewal = try signer.sign(payload: try Self.renewalInfo())
    let results = try AppleReferee.judge([
      .init(name: "notification", kind: "notification", jws: notification),
      .init(name: "transaction", kind: "transaction", jws: transaction),
      .init(name: "renewal", kind: "renewal", jws: renewal),
    ])
    for name in ["notification", "transaction", "renewal"] {
      #expect(results[name]?.status == "OK", "\(name): \(results[name]?.status ?? "no result")")
    }
    let decoded = try #require(results["notification"]?.fields)
    #expect(decoded["notificationType"] as? String == "SUBSCRIBED")
    #expect(decoded["subtype"] as? String == "INITIAL_BUY")
    #expect(decoded["notificationUUID"] as? String == "6f0a3c1e-2b7d-4e59-9a43-0c8d51f2a7b6")
    #expect((decoded["signedDate"] as? NSNumber)?.int64Value == Self.signedDate)
    let data = try #require(decoded["data"] as? [String: Any])
    #expect(data["bundleId"] as? String == Self.bundleId)
    #expect((data["appAppleId"] as? NSNumber)?.intValue == Self.appAppleId)
    #expect(data["environment"] as? String == "Sandbox")
    #expect((data["status"] as? NSNumber)?.intValue == 1)

    // Our own verifier agrees, and the transaction decodes to what we signed.
    let ours = try TestChains.verifier()
    #expect(try ours.verify(transaction) == (try Self.transaction()))
    let transactionFields = try #require(results["transaction"]?.fields)
    let signed = try #require(
      try JSONSerialization.jsonObject(with: try Self.transaction()) as? [String: Any])
    for key in ["transactionId", "productId", "bundleId", "currency", "type", "environment"] {
      #expect(transactionFields[key] as? String == signed[key] as? String, "\(key)")
    }
    for key in ["price", "purchaseDate", "expiresDate", "signedDate"] {
      #expect(
        (transactionFields[key] as? NSNumber)?.int64Value
          == (signed[key] as? NSNumber)?.int64Value, "\(key)")
    }
    let nestedTransaction = try #require(data["signedTransactionInfo"] as? String)
    #expect(try ours.verify(nestedTransaction) == (try Self.transaction()))
  }

  @Test("Tampered, x5c-less, foreign-root and expired-leaf ones are rejected as Apple rejects them")
  func rejectsTheFixtures() throws {
    let signer = try JWSSigner(chain: TestChains.store)
    let payload = try Self.notification(signer: signer)
    let fixtures = NegativeFixtures(chain: TestChains.store)
    var cases: [AppleReferee.Case] = []
    for fixture in NegativeFixture.allCases {
      let jws = try fixtures.make(fixture, payload: payload, now: TestChains.now)
      cases.append(.init(name: fixture.rawValue, kind: "notification", jws: jws))
    }
    // A good notification judged with another store's root.
    let foreign = try SigningChain.mint(
      validFrom: TestChains.now - TestChains.day, validUntil: TestChains.now + TestChains.day)
    let good = try signer.sign(payload: payload)
    cases.append(.init(name: "foreignRoot", kind: "notification", jws: good, root: foreign.root))
    // Apple's payload checks on our signatures: another bundle id, another environment.
    cases.append(.init(name: "wrongBundle", kind: "notification", jws: good, bundleId: "com.other"))
    cases.append(
      .init(name: "wrongEnvironment", kind: "notification", jws: good, environment: "Production"))

    let results = try AppleReferee.judge(cases)
    for fixture in NegativeFixture.allCases {
      #expect(results[fixture.rawValue]?.status == "VERIFICATION_FAILURE", "\(fixture)")
    }
    #expect(results["foreignRoot"]?.status == "VERIFICATION_FAILURE")
    #expect(results["wrongBundle"]?.status == "INVALID_APP_IDENTIFIER")
    #expect(results["wrongEnvironment"]?.status == "INVALID_ENVIRONMENT")
    // And ours rejects the same four, each for its reason.
    let ours = try TestChains.verifier()
    for (fixture, jws) in zip(NegativeFixture.allCases, cases) {
      #expect(JWSVerifierTests.reason(ours, jws.jws) == fixture.expectedReason)
    }
  }
}

/// Runs Referee/referee.py.
enum AppleReferee {
  /// One JWS for Apple's verifier, with the verifier's settings.
  struct Case {
    var name: String
    var kind: String
    var jws: String
    var root: X509Certificate = TestChains.store.root
    var bundleId = AppleRefereeTests.bundleId
    var environment = "Sandbox"
    var appAppleId = Int64(AppleRefereeTests.appAppleId)

    var json: [String: Any] {
      [
        "name": name, "kind": kind, "jws": jws, "root": root.base64DER, "bundleId": bundleId,
        "appAppleId": appAppleId, "environment": environment,
      ]
    }
  }

  /// What Apple's verifier said about one case.
  struct Verdict {
    var status: String
    var fields: [String: Any]
  }

  static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Referee/referee.py")
  /// Whether python3 can import Apple's library.
  static let isAvailable = AppleLibraryReferee.isAvailable

  /// Apple's verdict on each case, by name.
  static func judge(_ cases: [Case]) throws -> [String: Verdict] {
    let output = try AppleLibraryReferee.run(script, input: ["cases": cases.map(\.json)])
    try #require(output.status == 0, "referee.py failed: \(output.stderr)")
    let answer = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    let results = try #require(answer["results"] as? [[String: Any]])
    var verdicts: [String: Verdict] = [:]
    for result in results {
      guard let name = result["name"] as? String, let status = result["status"] as? String
      else { continue }
      verdicts[name] = Verdict(status: status, fields: result["fields"] as? [String: Any] ?? [:])
    }
    return verdicts
  }
}
