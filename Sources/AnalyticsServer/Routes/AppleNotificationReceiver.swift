import AppStoreServer
import Foundation
import HTTPCore
import SubscriptionAnalytics
import SubscriptionWire

/// `POST /webhooks/apple`: an App Store Server Notification V2
/// (`{"signedPayload": "…"}`), verified with `SignedDataVerifier` against the
/// configured roots (chain, bundle id, app Apple id, environment), its
/// transaction and renewal info too, then stored once per
/// `notificationUUID` (`AnalyticsStore.ingest(apple:)`).
///
/// 200 `{"status": "stored"}` or `"duplicate"`; 400 for a body that is not
/// JSON with a `signedPayload` string, or a payload that is not a
/// notification; 401 for a signature or chain that does not verify; 403 for
/// another app's or environment's notification; 503 while the database is
/// away. Nothing is stored unless it answers 200.
package struct AppleNotificationReceiver: Sendable {
  /// The verifier (roots, bundle id, app Apple id, environment).
  package let verifier: SignedDataVerifier

  /// A receiver verifying with `verifier`.
  package init(verifier: SignedDataVerifier) {
    self.verifier = verifier
  }

  /// The body's shape.
  private struct Body: Decodable {
    var signedPayload: String
  }

  /// Verifies `body` and stores it in `store`.
  package func receive(_ body: Data, store: AnalyticsStore) -> HTTPResponse {
    let notification: VerifiedAppleNotification
    do {
      notification = try verify(body)
    } catch let rejection as Rejection {
      return .error(rejection.status, rejection.message)
    } catch {
      return .error(400, "the notification could not be read: \(error)")
    }
    do {
      let outcome = try store.ingest(apple: notification)
      return .message(200, "status", outcome == .stored ? "stored" : "duplicate")
    } catch let error as AnalyticsError where error.code == .malformedEvent {
      return .error(400, error.message)
    } catch let error as AnalyticsError where error.isUnavailable {
      return AnalyticsRoutes.unavailable(error)
    } catch {
      return .error(500, "the notification was not stored: \(error)")
    }
  }

  /// A refusal: the status and one line.
  struct Rejection: Error {
    var status: Int
    var message: String
  }

  /// The notification in `body`, verified, with its transaction and renewal info.
  func verify(_ body: Data) throws -> VerifiedAppleNotification {
    guard let signed = try? JSONDecoder().decode(Body.self, from: body) else {
      throw Rejection(
        status: 400, message: #"the body is not JSON with a "signedPayload" string"#)
    }
    do {
      let payload = try verifier.verifyAndDecodeNotification(signed.signedPayload)
      let transaction = try payload.data?.signedTransactionInfo.map {
        try verifier.verifyAndDecodeTransaction($0)
      }
      let renewal = try payload.data?.signedRenewalInfo.map {
        try verifier.verifyAndDecodeRenewalInfo($0)
      }
      return VerifiedAppleNotification(
        payload: payload, transaction: transaction, renewalInfo: renewal,
        signedPayload: signed.signedPayload)
    } catch let error as SignedDataVerificationError {
      let status = error.status == .verificationFailure ? 401 : 403
      throw Rejection(status: status, message: "the notification was refused: \(error.message)")
    }
  }
}
