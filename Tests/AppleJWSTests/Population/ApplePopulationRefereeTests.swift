import AppStoreServer
import AppleJWS
import Foundation
import StoreSimulator
import SubscriptionKit
import SubscriptionWire
import Testing

/// Apple's own verifier judges every notification, transaction and renewal
/// info a seeded population's timeline produced (every step kind), in one
/// Python process; our SignedDataVerifier must agree with it on each.
@Suite(
  "Apple's verifier accepts a whole population's notifications",
  .enabled(
    if: AppleReferee.isAvailable,
    "Skipped: python3 cannot import Apple's app-store-server-library (scripts/test installs it)"),
  .timeLimit(.minutes(10)))
struct ApplePopulationRefereeTests {
  static let population = Result { try ApplePopulation.make() }

  /// The (type, subtype) pairs the timelines must cover: every step kind.
  static let stepKinds: Set<String> = [
    "SUBSCRIBED/INITIAL_BUY", "SUBSCRIBED/RESUBSCRIBE", "DID_RENEW/-",
    "DID_RENEW/BILLING_RECOVERY", "DID_CHANGE_RENEWAL_STATUS/AUTO_RENEW_DISABLED",
    "DID_CHANGE_RENEWAL_STATUS/AUTO_RENEW_ENABLED", "DID_CHANGE_RENEWAL_PREF/UPGRADE",
    "DID_CHANGE_RENEWAL_PREF/DOWNGRADE", "DID_CHANGE_RENEWAL_PREF/-",
    "DID_FAIL_TO_RENEW/GRACE_PERIOD", "DID_FAIL_TO_RENEW/-", "GRACE_PERIOD_EXPIRED/-",
    "EXPIRED/VOLUNTARY", "EXPIRED/BILLING_RETRY", "REFUND/-", "REFUND_DECLINED/-",
    "ONE_TIME_CHARGE/-", "TEST/-", "RENEWAL_EXTENDED/-", "RENEWAL_EXTENSION/SUMMARY",
    "CONSUMPTION_REQUEST/-", "RENEWAL_EXTENSION/FAILURE", "EXPIRED/PRODUCT_NOT_FOR_SALE",
  ]

  static func kind(_ notification: AppleNotification) -> String {
    notification.payload.notificationType + "/" + (notification.payload.subtype ?? "-")
  }

  @Test("Every notification, transaction and renewal info verifies and decodes to our fields")
  func everyPayloadVerifies() throws {
    let population = try Self.population.get()
    #expect(Set(population.notifications.map(Self.kind)).isSuperset(of: Self.stepKinds))
    var cases: [AppleReferee.Case] = []
    var expected: [String: (AppleNotification, String)] = [:]
    var ours: [String: String] = [:]
    for (index, store) in population.stores.enumerated() {
      let app = store.simulator.appStoreApp
      let environment = store.simulator.appleEnvironment
      let verifier = try SignedDataVerifier(
        rootCertificates: [try #require(store.signer.chain).root.der], bundleId: app.bundleId,
        appAppleId: app.appAppleId, environment: environment)
      for notification in store.notifications {
        let name = "\(index)-\(notification.sequence)"
        let signed = try store.signer.signedPayload(for: notification)
        func add(_ suffix: String, _ kind: String, _ jws: String) {
          cases.append(
            .init(
              name: name + suffix, kind: kind, jws: jws,
              root: store.signer.chain?.root ?? TestChains.store.root, bundleId: app.bundleId,
              environment: environment.rawValue, appAppleId: app.appAppleId))
          expected[name + suffix] = (notification, kind)
          ours[name + suffix] = Self.ourStatus {
            switch kind {
            case "notification": _ = try verifier.verifyAndDecodeNotification(jws)
            case "transaction": _ = try verifier.verifyAndDecodeTransaction(jws)
            default: _ = try verifier.verifyAndDecodeRenewalInfo(jws)
            }
          }
        }
        add("", "notification", signed)
        let decoded = try verifier.verifyAndDecodeNotification(signed)
        if let transaction = decoded.data?.signedTransactionInfo {
          add("-t", "transaction", transaction)
        }
        if let renewal = decoded.data?.signedRenewalInfo { add("-r", "renewal", renewal) }
      }
    }
    #expect(cases.count > 500 && cases.count < 6_000, "\(cases.count) payloads")
    let verdicts = try AppleReferee.judge(cases)
    var failures: [String] = []
    for (name, (notification, kind)) in expected.sorted(by: { $0.key < $1.key }) {
      guard let verdict = verdicts[name], verdict.status == "OK" else {
        failures.append("\(name) \(Self.kind(notification)): \(verdicts[name]?.status ?? "none")")
        continue
      }
      #expect(ours[name] == "OK", "\(name): ours says \(ours[name] ?? "")")
      failures += Self.mismatches(verdict.fields, notification, kind: kind).map {
        "\(name) \(Self.kind(notification)) \(kind): \($0)"
      }
    }
    #expect(failures.isEmpty, "\(failures.count) failures: \(failures.prefix(10))")
  }

  @Test("Each negative fixture is rejected for its reason, by Apple's verifier and ours")
  func negativeFixtures() throws {
    let population = try Self.population.get()
    let store = population.stores[0]
    let app = store.simulator.appStoreApp
    let notification = try #require(store.notifications.first)
    let verifier = try SignedDataVerifier(
      rootCertificates: [try #require(store.signer.chain).root.der], bundleId: app.bundleId,
      appAppleId: app.appAppleId, environment: .sandbox)
    var cases: [AppleReferee.Case] = []
    for fixture in AppleNegativeFixture.allCases {
      let jws = try store.signer.negativeFixture(fixture, for: notification)
      cases.append(
        .init(
          name: fixture.rawValue, kind: "notification", jws: jws,
          root: try #require(store.signer.chain).root, bundleId: app.bundleId,
          appAppleId: app.appAppleId))
      let status = Self.ourStatus { _ = try verifier.verifyAndDecodeNotification(jws) }
      #expect(status == fixture.appleStatus, "ours on \(fixture)")
    }
    let verdicts = try AppleReferee.judge(cases)
    for fixture in AppleNegativeFixture.allCases {
      #expect(verdicts[fixture.rawValue]?.status == fixture.appleStatus, "Apple's on \(fixture)")
    }
  }

  /// Our verifier's answer as Apple's status name.
  static func ourStatus(_ body: () throws -> Void) -> String {
    do {
      try body()
      return "OK"
    } catch let error as SignedDataVerificationError {
      return error.status.rawValue
    } catch {
      return "\(error)"
    }
  }

  /// Where what Apple decoded differs from what the ledger's notification holds.
  static func mismatches(_ fields: [String: Any], _ notification: AppleNotification, kind: String)
    -> [String]
  {
    func compare(_ object: some Encodable, _ keys: [String]) -> [String] {
      guard let data = try? JSONEncoder().encode(object),
        let ours = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
      else { return ["cannot encode ours"] }
      return keys.compactMap { key in
        let mine = ours[key].map { "\($0)" }
        let theirs = fields[key].map { "\($0)" }
        return mine == theirs ? nil : "\(key): ours \(mine ?? "nil"), Apple's \(theirs ?? "nil")"
      }
    }
    switch kind {
    case "notification":
      let payload = notification.payload
      var problems = compare(
        payload, ["notificationType", "subtype", "notificationUUID", "signedDate", "version"])
      let data = fields["data"] as? [String: Any] ?? [:]
      if let ours = payload.data {
        if data["bundleId"] as? String != ours.bundleId { problems.append("bundleId") }
        if (data["appAppleId"] as? NSNumber)?.int64Value != ours.appAppleId {
          problems.append("appAppleId")
        }
        if data["environment"] as? String != ours.environment.rawValue {
          problems.append("environment")
        }
        if (data["status"] as? NSNumber)?.intValue != ours.status { problems.append("status") }
        if data["consumptionRequestReason"] as? String != ours.consumptionRequestReason {
          problems.append("consumptionRequestReason")
        }
      }
      if let ours = payload.summary {
        let summary = fields["summary"] as? [String: Any] ?? [:]
        if summary["requestIdentifier"] as? String != ours.requestIdentifier {
          problems.append("summary.requestIdentifier")
        }
        if summary["productId"] as? String != ours.productId {
          problems.append("summary.productId")
        }
        if (summary["succeededCount"] as? NSNumber)?.int64Value != ours.succeededCount {
          problems.append("summary.succeededCount")
        }
        if (summary["failedCount"] as? NSNumber)?.int64Value != ours.failedCount {
          problems.append("summary.failedCount")
        }
        if summary["environment"] as? String != ours.environment.rawValue {
          problems.append("summary.environment")
        }
      }
      return problems
    case "transaction":
      guard let transaction = notification.transaction else { return ["unexpected transaction"] }
      return compare(
        transaction,
        [
          "transactionId", "originalTransactionId", "bundleId", "productId",
          "subscriptionGroupIdentifier", "purchaseDate", "originalPurchaseDate", "expiresDate",
          "quantity", "type", "inAppOwnershipType", "signedDate", "environment",
          "transactionReason", "storefront", "price", "currency", "offerType",
          "offerDiscountType", "revocationDate", "revocationReason",
        ])
    default:
      guard let info = notification.renewalInfo else { return ["unexpected renewal info"] }
      return compare(
        info,
        [
          "originalTransactionId", "productId", "autoRenewProductId", "autoRenewStatus",
          "expirationIntent", "gracePeriodExpiresDate", "isInBillingRetryPeriod", "signedDate",
          "environment", "recentSubscriptionStartDate", "renewalDate", "renewalPrice",
          "currency", "offerType",
        ])
    }
  }
}
