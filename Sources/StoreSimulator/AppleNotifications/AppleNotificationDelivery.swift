import Foundation
import SubscriptionKit
import SubscriptionWire

/// Delivers the Apple outbox to a server the way the App Store sends App
/// Store Server Notifications V2 (apple-server.md §3): a `POST` of
/// `{"signedPayload": "<JWS>"}`, success on HTTP 200–206; otherwise, in
/// Production, up to five retries at 1, 12, 24, 48 and 72 hours after the
/// previous attempt, and in Sandbox (and Xcode, LocalTesting) one attempt only.
/// A notification still failing after its last attempt is given up, as Apple
/// gives up, and delivery goes on with the next.
///
/// Times come from `clock`, the store's clock (`StoreSimulator.storeClock`)
/// in `subkit store deliver --apple`, so the schedule follows store time; a
/// test passes a test clock and sees the whole schedule in milliseconds.
/// Every attempt and the cursor after it are written to the ledger in one
/// transaction (`StoreSimulator.recordAppleSendAttempt`), so a killed delivery
/// resumes where it was, waiting for the recorded next attempt, and the
/// attempts are Get Notification History's `sendAttempts`. A notification in
/// flight when the process dies is sent again (receivers de-duplicate on
/// `notificationUUID`).
public struct AppleNotificationDelivery: Sendable {
  /// Apple's retry delays in Production, in seconds: 1, 12, 24, 48, 72 hours.
  public static let productionRetryDelays: [TimeInterval] = [1, 12, 24, 48, 72].map {
    $0 * 3_600
  }

  /// What one delivery run did.
  public struct Summary: Sendable, Hashable {
    /// Notifications the server accepted.
    public var delivered = 0
    /// Sequences given up after their last attempt.
    public var givenUp: [Int64] = []
  }

  /// The retry delays for an environment (none: one attempt).
  public static func retryDelays(for environment: AppleEnvironment) -> [TimeInterval] {
    environment == .production ? productionRetryDelays : []
  }

  /// Whether an HTTP status is success to the App Store (200–206).
  public static func isSuccess(status: Int) -> Bool { (200...206).contains(status) }

  let store: StoreSimulator
  let signer: AppleNotificationSigner
  let target: String
  let delays: [TimeInterval]
  let clock: SubscriptionClock

  /// A delivery of `store`'s Apple outbox to `target` (a URL; credentials in
  /// it never reach the ledger), signed by `signer`, retried after `delays`.
  public init(
    store: StoreSimulator, signer: AppleNotificationSigner, target: String,
    delays: [TimeInterval], clock: SubscriptionClock
  ) {
    self.store = store
    self.signer = signer
    self.target = WebhookDeliveryState.credentialFree(target)
    self.delays = delays
    self.clock = clock
  }

  /// The request body Apple sends for a notification.
  public static func body(signedPayload: String) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .withoutEscapingSlashes
    return try encoder.encode(["signedPayload": signedPayload])
  }

  /// Sends every notification not yet delivered, in order.
  ///
  /// - Parameters:
  ///   - post: sends one body and answers Apple's `sendAttemptResult`
  ///     (`SUCCESS`, `UNSUCCESSFUL_HTTP_RESPONSE_CODE`, `NO_RESPONSE`, …).
  ///   - report: told about each failed attempt and each notification given up.
  public func run(
    post: (Data) async -> String, report: (String) -> Void = { _ in }
  ) async throws -> Summary {
    var state = try store.appleDeliveryState(for: target)
    var summary = Summary()
    while true {
      let batch = try store.appleNotifications(after: state.delivered, limit: 200)
      guard !batch.isEmpty else { break }
      for notification in batch {
        let body = try Self.body(signedPayload: try signer.signedPayload(for: notification))
        while true {
          if let next = state.nextAttemptAt { try await clock.sleep(until: next) }
          try Task.checkCancellation()
          let attemptDate = clock.now()
          let result = await post(body)
          let attempt = state.attempts + 1
          let name =
            "notification \(notification.sequence) (\(notification.payload.notificationType) "
            + "\(notification.payload.notificationUUID))"
          if result == "SUCCESS" {
            state = WebhookDeliveryState(delivered: notification.sequence)
            summary.delivered += 1
          } else if attempt > delays.count {
            state = WebhookDeliveryState(delivered: notification.sequence)
            summary.givenUp.append(notification.sequence)
            report("\(name): attempt \(attempt) failed (\(result)); Apple stops here")
          } else {
            state.attempts = attempt
            state.nextAttemptAt = clock.now().addingTimeInterval(delays[attempt - 1])
            report(
              "\(name): attempt \(attempt) failed (\(result)); retrying in "
                + "\(Int(delays[attempt - 1] / 3_600))h")
          }
          try store.recordAppleSendAttempt(
            sequence: notification.sequence, attempt: attempt, at: attemptDate, result: result,
            state: state, for: target)
          if state.attempts == 0 { break }
        }
      }
    }
    return summary
  }
}
