import CommandLineSupport
import Foundation
import StoreFolder
import StoreSimulator
import SubscriptionKit

/// `subkit store deliver --to URL [--authorization-file FILE] [--state DIR]`:
/// drains the store's webhook outbox to a receiver, at least once, in order,
/// saying how far it got as it goes.
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
///
/// A receiver that cannot be reached at all (connection refused, unknown
/// host) is not an HTTP failure: the command stops at once with one line
/// saying so, records no attempt, and the next run starts where this one
/// stopped. The retry schedule is for answers that are not 200.
enum StoreDeliverCommand {
  /// The declaration.
  static let command = Command<SubscriptionClock>(
    "deliver", abstract: "POST the outbox to a webhook receiver",
    discussion: """
      POSTs every webhook event in the store's outbox to URL, in order, at least
      once, as RevenueCat does: only HTTP 200 counts; a failed answer is retried
      after 5, 10, 20, 40 and 80 minutes, then the command stops (exit 1) and the
      next run retries that event again. A receiver that refuses the connection
      (or a host that does not resolve) stops the command at once, with nothing
      retried. Progress is printed as it goes and kept in the store's ledger, so a
      killed delivery resumes without skipping anything. A redirect (3xx) is a
      failed attempt and is never followed; each attempt has a connection of its
      own.

      \(StoreAppleDeliverCommand.discussion)

      Give the Authorization header's value (never printed) in the environment
      variable SUBKIT_WEBHOOK_AUTHORIZATION, or in a file (--authorization-file).
      --authorization VALUE works too, but a value on the command line is visible
      to other users in 'ps' and stays in shell history. An option wins over the
      variable.
      """,
    groups: [
      OptionGroup([
        CommandOption(
          "to", value: "URL",
          help: """
            The receiver (http or https). Credentials in it
            (https://user:secret@host/…) are sent as HTTP
            basic auth, never printed or stored
            """
        ).required(),
        CommandOption(
          "authorization-file", value: "FILE",
          help: """
            The Authorization header's value, from a file
            (one line; a trailing line break is dropped)
            """),
        CommandOption(
          "authorization", value: "VALUE", help: "The same on the command line (seen in 'ps')"),
        CommandOption(
          "retry-delays", value: "LIST",
          help: """
            Delays between attempts (default RevenueCat's:
            5min,10min,20min,40min,80min; 0 retries at once)
            """),
        CommandOption.flag(
          "apple", help: "Deliver App Store Server Notifications with Apple's rules instead"),
        StoreOptions.state,
      ])
    ],
    runAsync: { invocation, clock in
      if invocation.has("apple") {
        return await StoreAppleDeliverCommand.run(invocation, clock: clock)
      }
      return await run(invocation, clock: clock)
    })

  /// The Authorization value sent with each POST: `--authorization-file`,
  /// `SUBKIT_WEBHOOK_AUTHORIZATION` or `--authorization`.
  static let authorizationOption = SecretOption(
    name: "authorization", environmentVariable: "SUBKIT_WEBHOOK_AUTHORIZATION",
    example: "Bearer <secret>")

  /// RevenueCat's retry delays, in seconds.
  static let revenueCatDelays: [TimeInterval] = [5, 10, 20, 40, 80].map { $0 * 60 }

  /// How often (in events delivered) a progress line is printed.
  static let progressEvery = 100

  private static let name = "store deliver"

  static func run(_ arguments: Invocation, clock: SubscriptionClock) async -> Int32 {
    guard let target = arguments.value("to") else {
      return Console.usage(UsageError("--to URL is required"), command: name)
    }
    let receiver: WebhookTarget
    do {
      receiver = try WebhookTarget(parsing: target)
    } catch let error as UsageError {
      return Console.usage(error, command: name)
    } catch {
      return Console.usage(UsageError("\(error)"), command: name)
    }
    var delays = revenueCatDelays
    if let text = arguments.value("retry-delays") {
      guard let parsed = parseDelays(text) else {
        return Console.usage(
          UsageError(
            "--retry-delays takes durations such as 5min,10min,20min (or 0), not '\(text)'"),
          command: name)
      }
      delays = parsed
    }
    var authorization: String?
    do {
      authorization = try authorizationOption.resolve(
        arguments.arguments, environment: ProcessInfo.processInfo.environment)
    } catch let error as UsageError {
      return Console.usage(error, command: name)
    } catch {
      Console.error("\(error)", command: name)
      return ExitCode.failure
    }
    if let basic = receiver.basicAuthorization {
      guard authorization == nil else {
        return Console.usage(
          UsageError(
            "--to has credentials (user:password@) and an Authorization value is given too "
              + "(\(authorizationOption.sources)); give one of them"),
          command: name)
      }
      authorization = basic
    }
    do {
      // First: without libcurl, nothing is opened, sent or recorded.
      let poster = try WebhookPoster(url: receiver.url, authorization: authorization)
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
      return try await deliver(
        store: store, target: receiver.display, delays: delays, clock: clock, post: poster.post)
    } catch {
      Console.error(describe(error), command: name)
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
  /// whole schedule on a test clock. A `WebhookPoster.Failure` that says the
  /// receiver cannot be reached stops it at once, with no attempt recorded.
  ///
  /// - Parameter post: sends one body; returns only when it was delivered.
  /// - Returns: the exit code (0 all delivered, 1 given up on an event or
  ///   the receiver unreachable).
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
    let waiting = max(0, try store.lastWebhookSequence() - state.delivered)
    if waiting > 0 {
      Console.line("delivering \(plural(Int(waiting), "event")) to \(target)")
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
            if count % progressEvery == 0 && Int64(count) < waiting {
              Console.line("delivered \(count) of \(waiting)")
            }
            break
          } catch let failure as WebhookPoster.Failure where failure.isUnreachable {
            Console.error(
              "cannot reach \(target): \(failure) (is the receiver running?); "
                + "delivered \(count) this run, nothing retried: run again to go on from "
                + "event \(delivery.sequence)", command: name)
            return ExitCode.failure
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
                command: name)
              return ExitCode.failure
            }
            let delay = delays[state.attempts - 1]
            state.nextAttemptAt = clock.now().addingTimeInterval(delay)
            try store.recordWebhookDeliveryState(state, for: target)
            Console.error(
              "\(event): attempt \(state.attempts) failed (\(error)); retrying in "
                + "\(retryText(delay))", command: name)
          }
        }
      }
    }
    Console.line(
      "delivered \(plural(count, "event")) to \(target) (outbox at \(state.delivered))")
    return ExitCode.success
  }

  /// "1 event", "12 events".
  private static func plural(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// "5min", "2h", "45s", as `--retry-delays` writes them.
  static func retryText(_ delay: TimeInterval) -> String {
    let seconds = Int(delay)
    if seconds > 0 && seconds % 3_600 == 0 { return "\(seconds / 3_600)h" }
    if seconds > 0 && seconds % 60 == 0 { return "\(seconds / 60)min" }
    return "\(seconds)s"
  }

  /// "5min,10min,20min" → seconds; "0" is allowed (retry at once).
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
