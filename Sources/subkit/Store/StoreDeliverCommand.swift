import CommandLineSupport
import Foundation
import StoreFolder
import StoreSimulator
import SubscriptionKit

/// `subkit store deliver --to URL [--authorization VALUE] [--state DIR]`:
/// drains the store's webhook outbox to a receiver, at least once, in order.
///
/// Retries follow RevenueCat's webhook delivery (RevenueCat docs,
/// `docs/integrations/webhooks.md`, summarized in
/// ../shared/reference/store-and-webhooks.md §D "Delivery"): only HTTP 200
/// counts, a request gets 60 seconds, and a failed event is retried "up to 5
/// times with an increasing delay (5, 10, 20, 40, and 80 minutes)", then
/// given up. One difference, on purpose: RevenueCat retries each event on its
/// own while later events go ahead; here the failing event is retried in place
/// and later ones wait, so the ledger's one cursor never skips an event. After
/// the last retry the command stops with exit code 1; running it again starts
/// that event's retries over (RevenueCat's dashboard "Retry" button).
///
/// The cursor, the attempt count and the next attempt's time are written to
/// the ledger after every answer, so a killed delivery resumes where it was;
/// the event in flight when it died is sent again (receivers de-duplicate on
/// `event.id`, as RevenueCat asks them to).
enum StoreDeliverCommand {
  static let help = """
    Usage: subkit store deliver --to URL [--authorization-file FILE] [--state DIR]
                                [--retry-delays 5m,10m,20m,40m,80m]

    POSTs every webhook event in the store's outbox to URL, in order, at least
    once, as RevenueCat does: only HTTP 200 counts; a failure is retried after
    5, 10, 20, 40 and 80 minutes, then the command stops (exit 1) and the next
    run retries that event again. Progress is kept in the store's ledger, so a
    killed delivery resumes without skipping anything. A redirect (3xx) is a
    failed attempt and is never followed; each attempt has a connection of its
    own.

    Give the Authorization header's value (never printed) in the environment
    variable SUBKIT_WEBHOOK_AUTHORIZATION, or in a file (--authorization-file).
    --authorization VALUE works too, but a value on the command line is visible
    to other users in 'ps' and stays in shell history. An option wins over the
    variable.

    Options:
      --to URL                 The receiver (http or https). Credentials in it
                               (https://user:secret@host/…) are sent as HTTP
                               basic auth, never printed or stored
      --authorization-file FILE
                               The Authorization header's value, from a file
                               (one line; a trailing line break is dropped)
      --authorization VALUE    The same on the command line (seen in 'ps')
      --retry-delays LIST      Delays between attempts (default RevenueCat's:
                               5m,10m,20m,40m,80m; 0 retries at once)
      --state DIR              Where the store lives (default: .subkit/store)
    """

  /// The Authorization value sent with each POST: `--authorization-file`,
  /// `SUBKIT_WEBHOOK_AUTHORIZATION` or `--authorization`.
  static let authorizationOption = SecretOption(
    name: "authorization", environmentVariable: "SUBKIT_WEBHOOK_AUTHORIZATION",
    example: "Bearer <secret>")

  /// RevenueCat's retry delays, in seconds.
  static let revenueCatDelays: [TimeInterval] = [5, 10, 20, 40, 80].map { $0 * 60 }

  static func run(_ raw: [String], clock: SubscriptionClock) async -> Int32 {
    let arguments: Arguments
    do {
      arguments = try Arguments(
        raw, flags: [],
        options: Set(["to", "state", "retry-delays"]).union(authorizationOption.optionNames))
    } catch {
      return Console.usage(error, command: "store deliver")
    }
    if arguments.has("help") {
      Console.print(help)
      return ExitCode.success
    }
    guard arguments.positionals.isEmpty else {
      return Console.usage(UsageError("deliver takes no operands"), command: "store deliver")
    }
    guard let target = arguments.value("to") else {
      return Console.usage(UsageError("--to URL is required"), command: "store deliver")
    }
    let receiver: WebhookTarget
    do {
      receiver = try WebhookTarget(parsing: target)
    } catch let error as UsageError {
      return Console.usage(error, command: "store deliver")
    } catch {
      return Console.usage(UsageError("\(error)"), command: "store deliver")
    }
    var delays = revenueCatDelays
    if let text = arguments.value("retry-delays") {
      guard let parsed = parseDelays(text) else {
        return Console.usage(
          UsageError("--retry-delays takes durations such as 5m,10m,20m (or 0), not '\(text)'"),
          command: "store deliver")
      }
      delays = parsed
    }
    var authorization: String?
    do {
      authorization = try authorizationOption.resolve(
        arguments, environment: ProcessInfo.processInfo.environment)
    } catch let error as UsageError {
      return Console.usage(error, command: "store deliver")
    } catch {
      Console.error("\(error)", command: "store deliver")
      return ExitCode.failure
    }
    if let basic = receiver.basicAuthorization {
      guard authorization == nil else {
        return Console.usage(
          UsageError(
            "--to has credentials (user:password@) and an Authorization value is given too "
              + "(\(authorizationOption.sources)); "
              + "give one of them"),
          command: "store deliver")
      }
      authorization = basic
    }
    do {
      let directory = URL(fileURLWithPath: arguments.value("state") ?? ".subkit/store")
        .standardizedFileURL
      guard
        FileManager.default.fileExists(
          atPath: directory.appendingPathComponent("store.sqlite").path)
      else {
        throw SetupError("no store in \(directory.path); create one with 'subkit store buy …'")
      }
      let store = try SimulatorSetup.open(
        storekit: nil, project: nil, start: nil, stateDirectory: directory, now: clock.now()
      ).store
      let poster = WebhookPoster(url: receiver.url, authorization: authorization)
      return try await deliver(
        store: store, target: receiver.display, delays: delays, clock: clock, post: poster.post)
    } catch {
      Console.error("\(error)", command: "store deliver")
      return ExitCode.failure
    }
  }

  /// Delivers the outbox from where `target`'s delivery stands (`target` is
  /// the receiver's URL without credentials: it is printed and keys the
  /// ledger's delivery state), in order,
  /// retrying a failed event in place after each of `delays` (seconds), timed
  /// on `clock`: the next attempt's time is `clock.now()` plus the delay,
  /// recorded in the ledger, and waited for with `clock.sleep(until:)` — so a
  /// resumed delivery waits for the recorded time, and a test drives the
  /// whole schedule on a test clock.
  ///
  /// - Parameter post: sends one body; returns only when it was delivered.
  /// - Returns: the exit code (0 all delivered, 1 given up on an event).
  static func deliver(
    store: StoreSimulator, target: String, delays: [TimeInterval], clock: SubscriptionClock,
    post: (Data) async throws -> Void
  ) async throws -> Int32 {
    var state = try store.webhookDeliveryState(for: target)
    if state.attempts > delays.count {
      // Given up by an earlier run: this run is the manual retry.
      state.attempts = 0
      state.nextAttemptAt = nil
    }
    var count = 0
    while true {
      let batch = try store.webhookEvents(after: state.delivered, limit: 200)
      guard !batch.isEmpty else { break }
      for delivery in batch {
        while true {
          if let next = state.nextAttemptAt { try await clock.sleep(until: next) }
          do {
            try await post(delivery.body)
            state = WebhookDeliveryState(delivered: delivery.sequence)
            try store.recordWebhookDeliveryState(state, for: target)
            count += 1
            break
          } catch {
            state.attempts += 1
            let event =
              "event \(delivery.sequence) (\(delivery.event.type.rawValue) \(delivery.id))"
            guard state.attempts <= delays.count else {
              state.nextAttemptAt = nil
              try store.recordWebhookDeliveryState(state, for: target)
              Console.error(
                "\(event) failed \(state.attempts) times (\(error)); RevenueCat stops here. "
                  + "Delivered \(count) this run; run again to retry from it.",
                command: "store deliver")
              return ExitCode.failure
            }
            let delay = delays[state.attempts - 1]
            state.nextAttemptAt = clock.now().addingTimeInterval(delay)
            try store.recordWebhookDeliveryState(state, for: target)
            Console.error(
              "\(event): attempt \(state.attempts) failed (\(error)); retrying in "
                + "\(Int(delay))s", command: "store deliver")
          }
        }
      }
    }
    let events = count == 1 ? "event" : "events"
    Console.line("delivered \(count) \(events) to \(target) (outbox at \(state.delivered))")
    return ExitCode.success
  }

  /// "5m,10m,20m" → seconds; "0" is allowed (retry at once).
  static func parseDelays(_ text: String) -> [TimeInterval]? {
    var delays: [TimeInterval] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let item = part.trimmingCharacters(in: .whitespaces)
      if item == "0" || item == "0s" {
        delays.append(0)
      } else if let seconds = (try? StoreDuration(parsing: item))?.fixedSeconds {
        // Fixed lengths only: a retry delay of "1mo" has no single length.
        delays.append(seconds)
      } else {
        return nil
      }
    }
    return delays.isEmpty ? nil : delays
  }
}
