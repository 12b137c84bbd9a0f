import Foundation
import SubscriptionKit
import SubscriptionWire

extension StoreSimulator {
  /// The app Apple's payloads name (the project file's `app_store`).
  public var appStoreApp: AppStoreApp { core.withLock { $0.engine.policy.appStoreApp } }

  /// The environment Apple's payloads report.
  public var appleEnvironment: AppleEnvironment {
    core.withLock { $0.engine.policy.appleEnvironment }
  }

  /// App Store Server Notifications after `sequence` (0: from the start), in
  /// the order the store produced them, at most `limit`, unsigned
  /// (`AppleNotificationSigner` signs them).
  public func appleNotifications(after sequence: Int64 = 0, limit: Int = 1_000) throws
    -> [AppleNotification]
  {
    try core.withLock { core in
      do {
        return try core.ledger.appleNotifications(after: sequence, limit: max(0, limit))
      } catch let error as StoreSimulatorError {
        throw error
      } catch {
        throw StoreSimulatorError(.ledger, "Cannot read the Apple outbox: \(error)")
      }
    }
  }

  /// Apple's `TEST` notification (Request a Test Notification), written to
  /// the Apple outbox at the current store time; returns it.
  @discardableResult
  public func requestTestNotification() throws -> AppleNotification {
    try core.withLock { core in
      try core.perform { date, state, step in
        core.engine.notifyApple(
          AppleNotificationType.test, transaction: nil, at: date, state: &state, step: &step)
        guard let notification = step.appleNotifications.last else {
          throw StoreSimulatorError(.ledger, "The test notification was not made.")
        }
        return notification
      }
    }
  }

  /// Where delivery of the Apple outbox to `target` stands (credentials in
  /// the URL ignored), fresh when never delivered to.
  public func appleDeliveryState(for target: String) throws -> WebhookDeliveryState {
    let key = Self.appleDeliveryKey(target)
    return try core.withLock { core in
      do {
        guard let text = try core.ledger.setting(key) else { return WebhookDeliveryState() }
        return try JSONDecoder().decode(WebhookDeliveryState.self, from: Data(text.utf8))
      } catch let error as DecodingError {
        throw StoreSimulatorError(
          .ledger, "The ledger's Apple delivery state for \(target) is unreadable: \(error)")
      }
    }
  }

  /// Records one attempt at notification `sequence` and the delivery state
  /// after it, in one ledger transaction: a killed delivery resumes from
  /// what was recorded, and the attempts are Get Notification History's answer.
  public func recordAppleSendAttempt(
    sequence: Int64, attempt: Int, at date: Date, result: String,
    state: WebhookDeliveryState, for target: String
  ) throws {
    let target = WebhookDeliveryState.credentialFree(target)
    let text = String(decoding: try JSONEncoder().encode(state), as: UTF8.self)
    try core.withLock { core in
      do {
        try core.ledger.database.transaction {
          try core.ledger.recordAppleSendAttempt(
            target: target, sequence: sequence, attempt: attempt, at: date, result: result)
          try core.ledger.writeSettings([Self.appleDeliveryKey(target): text])
        }
      } catch {
        throw StoreSimulatorError(.ledger, "Could not record the delivery attempt: \(error)")
      }
    }
  }

  /// Every recorded attempt to deliver notification `sequence`, oldest first.
  public func appleSendAttempts(sequence: Int64) throws -> [AppleSendAttempt] {
    try core.withLock { core in
      do {
        return try core.ledger.appleSendAttempts(sequence: sequence)
      } catch {
        throw StoreSimulatorError(.ledger, "Cannot read the delivery attempts: \(error)")
      }
    }
  }

  private static func appleDeliveryKey(_ target: String) -> String {
    "apple_delivery " + WebhookDeliveryState.credentialFree(target)
  }
}
