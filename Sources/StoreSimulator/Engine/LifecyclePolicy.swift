import Foundation
import SubscriptionWire

/// The App Store rules that can be switched or tuned, in store time.
struct LifecyclePolicy: Sendable {
  var isGracePeriodEnabled: Bool
  var renewalsAlwaysFail: Bool
  var storeAccount: String
  var environment: String
  var appID: String
  /// The app Apple's notifications name, and the environment they report.
  var appStoreApp: AppStoreApp = .example
  var appleEnvironment: AppleEnvironment = .sandbox
  /// How long billing retry lasts (Apple: up to 60 days).
  var billingRetryDuration: TimeInterval = 60 * 86_400
  /// UTC Gregorian, the one calendar store time counts months in.
  var calendar: Calendar { StoreTime.calendar }

  /// Apple's fixed grace period: 6 days for weekly subscriptions, 16 otherwise.
  func gracePeriod(forWeekly isWeekly: Bool) -> TimeInterval {
    (isWeekly ? 6 : 16) * 86_400
  }
}
