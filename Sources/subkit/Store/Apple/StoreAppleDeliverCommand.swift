import CommandLineSupport
import Foundation
import StoreFolder
import StoreSimulator
import SubscriptionKit

/// `subkit store deliver --apple --to URL [--state DIR]`: sends the store's
/// App Store Server Notifications to a server with Apple's rules
/// (`AppleNotificationDelivery`).
enum StoreAppleDeliverCommand {
  /// What `store deliver --help` says of `--apple`.
  static let discussion = """
    With --apple, POSTs {"signedPayload": "<JWS>"} for every App Store Server
    Notification in the store's Apple outbox to URL, in order, as the App Store
    does: HTTP 200-206 is success; otherwise, in Production, up to five retries at
    1, 12, 24, 48 and 72 hours after the previous attempt, on the store's clock
    (its time rate applies); in Sandbox one attempt. A notification that still
    fails is given up and delivery goes on (exit 1 at the end). Every attempt is
    recorded in the store's ledger (Get Notification History), and a killed
    delivery resumes where it was.
    """

  /// The options RevenueCat's delivery takes that Apple's does not.
  static let revenueCatOnlyOptions = ["authorization", "authorization-file", "retry-delays"]

  static func run(_ invocation: Invocation, clock: SubscriptionClock) async -> Int32 {
    let name = "store deliver --apple"
    if let option = revenueCatOnlyOptions.first(where: { invocation.value($0) != nil }) {
      return Console.usage(
        UsageError("--\(option) is for RevenueCat's webhooks, not --apple"), command: name)
    }
    guard let text = invocation.value("to") else {
      return Console.usage(UsageError("--to URL is required"), command: name)
    }
    let receiver: WebhookTarget
    do {
      receiver = try WebhookTarget(parsing: text)
    } catch let error as UsageError {
      return Console.usage(error, command: name)
    } catch {
      return Console.usage(UsageError("\(error)"), command: name)
    }
    let summary: AppleNotificationDelivery.Summary
    do {
      // First: without libcurl, nothing is opened, sent or recorded.
      let poster = try WebhookPoster(
        url: receiver.url, authorization: receiver.basicAuthorization,
        accepted: AppleNotificationDelivery.successStatuses)
      let folder = try AppleStoreFolder(
        directory: AppleStoreFolder.directory(invocation.value("state")), creating: false,
        clock: clock)
      let environment = folder.store.appleEnvironment
      let delivery = AppleNotificationDelivery(
        store: folder.store, signer: try folder.signer(), target: receiver.display,
        delays: AppleNotificationDelivery.retryDelays(for: environment),
        clock: folder.store.storeClock)
      summary = try await delivery.run(
        post: { body in await sendAttemptResult(poster, body) },
        report: { Console.error($0, command: name) })
    } catch {
      Console.error(describe(error), command: name)
      return ExitCode.failure
    }
    let noun = summary.delivered == 1 ? "notification" : "notifications"
    Console.line("delivered \(summary.delivered) \(noun) to \(receiver.display)")
    guard summary.givenUp.isEmpty else {
      Console.error(
        "gave up on \(summary.givenUp.count) after Apple's last attempt (sequences "
          + summary.givenUp.map(String.init).joined(separator: ", ") + ")", command: name)
      return ExitCode.failure
    }
    return ExitCode.success
  }

  /// One POST as Apple's `sendAttemptResult`.
  static func sendAttemptResult(_ poster: WebhookPoster, _ body: Data) async -> String {
    do {
      try await poster.post(body)
      return "SUCCESS"
    } catch {
      return error.status == nil ? "NO_RESPONSE" : "UNSUCCESSFUL_HTTP_RESPONSE_CODE"
    }
  }
}
