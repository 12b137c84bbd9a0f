import CommandLineSupport
import Foundation
import StoreFolder
import SubscriptionKit

/// `subkit store api-keys [--state DIR]`: the keys `subkit-server store`
/// accepts for this store, as `{"public": "appl_…", "secret": "sk_…"}`.
enum StoreAPIKeysCommand {
  static let command = Command<SubscriptionClock>(
    "api-keys", abstract: "The API keys the served store accepts",
    discussion: """
      Prints {"public": "appl_…", "secret": "sk_…"}: the public app key the
      RevenueCat SDK sends (Purchases.configure) and the secret key a backend
      sends to 'subkit-server store'. A store issues them once, at random, the
      first time they are asked for, and keeps them in DIR/api-keys.json.
      """,
    groups: [OptionGroup([StoreOptions.state] + StoreOptions.files)]
  ) { invocation, clock in run(invocation.arguments, clock: clock) }

  static func run(_ arguments: Arguments, clock: SubscriptionClock) -> Int32 {
    do {
      let directory = URL(fileURLWithPath: arguments.value("state") ?? ".subkit/store")
        .standardizedFileURL
      _ = try SimulatorSetup.open(
        storekit: arguments.value("storekit"), project: arguments.value("project"), start: nil,
        stateDirectory: directory, now: clock.now())
      let keys = try StoreAPIKeys.loadOrCreate(in: directory)
      Console.print(
        "{\"public\": \"\(keys.publicKey)\", \"secret\": \"\(keys.secretKey)\"}")
      return ExitCode.success
    } catch {
      Console.error(describe(error), command: "store api-keys")
      return ExitCode.failure
    }
  }
}
