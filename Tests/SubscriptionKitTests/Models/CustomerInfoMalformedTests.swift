import Foundation
import SubscriptionKit
import Testing

@Suite("Malformed customer info gives an error naming the field, never a crash")
struct CustomerInfoMalformedTests {
  static let valid = """
    {"request_date": "2024-01-01T00:00:00Z",
     "subscriber": {"original_app_user_id": "u1", "first_seen": "2023-12-01T00:00:00Z",
       "subscriptions": {"pro_monthly": {"purchase_date": "2023-12-01T00:00:00Z",
         "expires_date": "2024-01-15T00:00:00Z"}}}}
    """

  func decodeError(_ json: String) -> String? {
    do {
      _ = try JSONDecoder().decode(CustomerInfo.self, from: Data(json.utf8))
      return nil
    } catch {
      return PurchaseError(error).detail
    }
  }

  /// The error of the strict reader (`CustomerInfo(jsonData:now:)`).
  func fastError(_ json: String) -> PurchaseError? {
    do {
      _ = try CustomerInfo(jsonData: Data(json.utf8), now: Date(timeIntervalSince1970: 0))
      return nil
    } catch {
      return error
    }
  }

  @Test("The valid base document decodes")
  func validDocument() throws {
    #expect(decodeError(Self.valid) == nil)
    #expect(fastError(Self.valid) == nil)
  }

  @Test(
    "Each broken field is named",
    arguments: [
      ("\"request_date\": \"2024-01-01T00:00:00Z\",", "", "request_date"),
      ("\"first_seen\": \"2023-12-01T00:00:00Z\"", "\"first_seen\": \"yesterday\"", "first_seen"),
      ("\"original_app_user_id\": \"u1\",", "\"original_app_user_id\": 7,", "original_app_user_id"),
      (
        "\"expires_date\": \"2024-01-15T00:00:00Z\"", "\"expires_date\": \"2024-13-45\"",
        "subscriptions.pro_monthly.expires_date"
      ),
      ("\"purchase_date\": \"2023-12-01T00:00:00Z\",", "", "purchase_date"),
    ])
  func namesTheField(original: String, replacement: String, field: String) throws {
    let broken = Self.valid.replacingOccurrences(of: original, with: replacement)
    #expect(broken != Self.valid)
    let message = try #require(decodeError(broken))
    #expect(message.contains(field), "\(message)")
    let fast = try #require(fastError(broken))
    #expect(fast.code == .customerInfoError)
    #expect(fast.detail?.contains(field) == true, "\(fast)")
  }

  @Test("A document that is JSON but not a subscriber is CUSTOMER_INFO_ERROR (29), as RevenueCat's")
  func customerInfoError() {
    do {
      _ = try JSONDecoder().decode(CustomerInfo.self, from: Data(#"{"subscriber": 7}"#.utf8))
      Issue.record("decoded a broken document")
    } catch {
      #expect(PurchaseError(error).code == .customerInfoError)
      #expect(PurchaseError(error).code.rawValue == 29)
    }
    #expect(fastError(#"{"subscriber": 7}"#)?.code == .customerInfoError)
  }

  @Test("Text that is not JSON is a backend-response error")
  func notJSON() {
    do {
      _ = try JSONDecoder().decode(CustomerInfo.self, from: Data("<html>".utf8))
      Issue.record("decoded HTML")
    } catch {
      #expect(PurchaseError(error).code == .unexpectedBackendResponseError)
    }
    #expect(fastError("<html>")?.code == .unexpectedBackendResponseError)
    #expect(fastError(Self.valid + ",")?.code == .unexpectedBackendResponseError)
  }

  @Test("Unknown store, period type and ownership values fall back to defaults")
  func lenientEnums() throws {
    let json = Self.valid.replacingOccurrences(
      of: "\"expires_date\": \"2024-01-15T00:00:00Z\"",
      with:
        "\"expires_date\": \"2024-01-15T00:00:00Z\", \"store\": \"moon\", \"period_type\": \"period\","
        + " \"ownership_type\": \"BORROWED\"")
    let info = try JSONDecoder().decode(CustomerInfo.self, from: Data(json.utf8))
    let subscription = try #require(info.subscriptionsByProductIdentifier["pro_monthly"])
    #expect(subscription.store == .unknownStore)
    #expect(subscription.periodType == .normal)
    #expect(subscription.ownershipType == .unknown)
  }
}
