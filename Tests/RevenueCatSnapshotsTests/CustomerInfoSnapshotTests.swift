import Foundation
import RevenueCatSnapshots
import SubscriptionKit
import Testing

/// Customer info as the SDK hands it over: the backend's response, and the
/// subscriber object alone that the SDK computes offline.
@Suite("Customer info from the SDK's snapshot")
struct CustomerInfoSnapshotTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/customer_info_trial_active__transcribed.json")

  @Test("The backend's response reads as the direct decode, at the SDK's request date")
  func online() throws {
    let data = try Data(contentsOf: Self.fixture)
    let requestDate = Date(timeIntervalSince1970: 1_565_951_442)  // 2019-08-16T10:30:42Z
    let info = try CustomerInfo(
      snapshot: CustomerInfoSnapshot(
        rawJSON: data, requestDate: requestDate, verificationRawValue: 0),
      now: requestDate)
    #expect(info.entitlements["pro_cat"]?.isActive == true)
    #expect(info.entitlements["pro_cat"]?.periodType == .trial)
    #expect(info.requestDate == requestDate)
  }

  @Test("Offline customer info (the subscriber object alone) is read, not refused with error 29")
  func offline() throws {
    // The SDK's offline shape (Sources/OfflineEntitlements/CustomerInfo+OfflineEntitlements.swift):
    // the subscriber encoded by its JSONEncoder (snake_case keys, ISO 8601 dates, nils omitted),
    // no request_date and no "subscriber" around it; verification is verifiedOnDevice.
    let offline = """
      {"original_app_user_id":"$RCAnonymousID:8b4c2f0a9d6e4f1b8c3a2e5d7f9b0c1a",
       "management_url":"https://apps.apple.com/account/subscriptions",
       "original_application_version":"1","original_purchase_date":"2026-03-01T09:00:00Z",
       "first_seen":"2026-03-01T09:00:00Z",
       "subscriptions":{"pro_monthly":{"period_type":"trial","purchase_date":"2026-03-01T08:59:00Z",
         "original_purchase_date":"2026-03-01T08:59:00Z","expires_date":"2026-03-08T08:59:00Z",
         "store":"app_store","is_sandbox":true,"ownership_type":"PURCHASED"}},
       "non_subscriptions":{},
       "entitlements":{"pro":{"expires_date":"2026-03-08T08:59:00Z",
         "product_identifier":"pro_monthly","purchase_date":"2026-03-01T08:59:00Z"}}}
      """
    let now = Date(timeIntervalSince1970: 1_772_355_600)  // 2026-03-01T09:00:00Z
    let snapshot = CustomerInfoSnapshot(
      rawJSON: Data(offline.utf8), requestDate: now,
      verificationRawValue: CustomerInfoSnapshot.verifiedOnDevice)
    #expect(snapshot.isComputedOffline)
    let info = try CustomerInfo(snapshot: snapshot, now: now)
    #expect(info.entitlements["pro"]?.isActive == true)
    #expect(info.entitlements["pro"]?.periodType == .trial)
    #expect(info.requestDate == now)
    // Eight days later the entitlement has expired, by the same rule.
    #expect(
      info.evaluated(at: now.addingTimeInterval(8 * 86_400)).entitlements["pro"]?.isActive == false)
  }

  @Test("The subscriber of RevenueCat's own fixture, unwrapped as the SDK writes it offline")
  func offlineFromFixture() throws {
    let document = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.fixture))
    let subscriber = try #require((document as? [String: Any])?["subscriber"])
    let requestDate = Date(timeIntervalSince1970: 1_565_951_442)
    let info = try CustomerInfo(
      snapshot: CustomerInfoSnapshot(
        rawJSON: try JSONSerialization.data(withJSONObject: subscriber), requestDate: requestDate,
        verificationRawValue: 3),
      now: requestDate)
    #expect(info.entitlements["pro_cat"]?.isActive == true)
    #expect(info.originalAppUserId == "cesarsandbox1")
  }

  @Test("Neither shape is customerInfoError (29)", arguments: [#"{"x":1}"#, "[1]", "not json"])
  func malformed(text: String) {
    let error = #expect(throws: PurchaseError.self) {
      try CustomerInfo(
        snapshot: CustomerInfoSnapshot(
          rawJSON: Data(text.utf8), requestDate: Date(timeIntervalSince1970: 0),
          verificationRawValue: 0),
        now: Date(timeIntervalSince1970: 0))
    }
    #expect(error?.code == .customerInfoError)
  }
}
