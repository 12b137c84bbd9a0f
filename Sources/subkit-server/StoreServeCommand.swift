import AppleJWS
import CommandLineSupport
import Foundation
import HTTPCore
import StoreFolder
import StoreServer
import StoreSimulator
import SubscriptionKit

/// `subkit-server store --state DIR [--host H] [--port P]`: the store in DIR
/// answered as RevenueCat's REST API (v1 and the v2 customer subset) and as
/// Apple's App Store Server API (`/inApps/…`), from the same ledger
/// `subkit store` drives.
enum StoreServeCommand {
  static let command = Command<SubscriptionClock>(
    "store",
    abstract: "Serve a store folder as RevenueCat's REST API and Apple's App Store Server API",
    discussion: """
      Answers RevenueCat's v1 routes (subscribers, offerings, receipts,
      attributes, identify, intro eligibility, product_entitlement_mapping) and
      the v2 customer-information subset from the store in DIR, with the keys
      'subkit store api-keys' prints; and Apple's App Store Server API under
      /inApps (statuses, history, transaction info, refunds, order lookup,
      renewal-date extensions, test notifications, notification history, app
      account tokens, consumption, finish) with bearer JWTs signed by the
      In-App Purchase key 'subkit store apple-identity --api-key' writes.
      Writes go through the simulator: the ledger changes, webhooks and Apple
      notifications are queued, and 'subkit store status' sees them.
      """,
    groups: [
      OptionGroup(
        [
          CommandOption("state", value: "DIR", help: "The store folder (default: .subkit/store)"),
          CommandOption(
            "host", value: "H", help: "Numeric address to listen on (default 127.0.0.1)"),
          CommandOption("port", value: "P", help: "Port (default 8081; 0: any free port)"),
          CommandOption(
            "max-body-bytes", value: "N", help: "Larger request bodies get 413 (default 65536)"),
          CommandOption(
            "rate-limit", value: "LIST",
            help: """
              DOMAIN=N,… requests a minute per key: v1 (default 0,
              none), customer_information (480), charts_metrics (5),
              project_configuration (60); 0 turns one off
              """),
        ])
    ]
  ) { invocation, clock in run(invocation.arguments, clock: clock) }

  static func run(_ arguments: Arguments, clock: SubscriptionClock) -> Int32 {
    let address: BindAddress
    let limits: RevenueCatRateLimits
    var maximumBody = 65_536
    do {
      guard arguments.positionals.isEmpty else { throw UsageError("store takes no operands") }
      let portText = arguments.value("port") ?? "8081"
      guard let port = UInt16(portText) else {
        throw UsageError("--port takes a number from 0 to 65535, not '\(portText)'")
      }
      do {
        address = try BindAddress(host: arguments.value("host") ?? "127.0.0.1", port: port)
      } catch {
        throw UsageError("\(error)")
      }
      if let text = arguments.value("max-body-bytes") {
        guard let value = Int(text), value > 0 else {
          throw UsageError("--max-body-bytes takes a positive number, not '\(text)'")
        }
        maximumBody = value
      }
      limits = try rateLimits(arguments.value("rate-limit"))
    } catch let error as UsageError {
      return Console.usage(error, command: "store")
    } catch {
      return Console.usage(UsageError("\(error)"), command: "store")
    }

    // Blocked before any server thread starts, so this thread alone receives them.
    let signals = StopSignals()
    let server: HTTPServer
    let directory = URL(fileURLWithPath: arguments.value("state") ?? ".subkit/store")
      .standardizedFileURL
    do {
      let store = try SimulatorSetup.open(
        storekit: nil, project: nil, start: nil, stateDirectory: directory, now: clock.now()
      ).store
      let keys = try StoreAPIKeys.loadOrCreate(in: directory)
      let chain = try AppleNotificationSigner.chain(inState: directory)
      let revenueCat = RevenueCatAPI(
        store: store, publicKey: keys.publicKey, secretKey: keys.secretKey, limits: limits,
        receiptVerifier: try RevenueCatAPI.receiptVerifier(for: chain, now: clock.dateProvider),
        now: clock.dateProvider)
      try LibCrypto.load()
      let apple = AppStoreServerAPI(
        store: store,
        key: try InAppPurchaseKey.loadOrIssue(
          in: AppleNotificationSigner.appleFolder(inState: directory)),
        signer: try AppleNotificationSigner(
          stateFolder: directory, environment: store.appleEnvironment),
        now: clock.dateProvider)
      server = try HTTPServer.start(
        at: address, maximumBodyBytes: maximumBody, requestDeadline: 10,
        handler: RouteSet.combined([revenueCat.routeSet, apple.routeSet]))
      Console.line(
        "subkit-server: serving \(directory.path) on http://\(server.address)/ "
          + "(RevenueCat: /v1, /v2; keys: subkit store api-keys; App Store Server API: /inApps, "
          + "key: subkit store apple-identity; Ctrl-C stops)")
    } catch {
      Console.error(describe(error), command: "store")
      return ExitCode.failure
    }
    signals.wait()
    server.stop()
    Console.print("subkit-server: stopped")
    return ExitCode.success
  }

  /// `DOMAIN=N,…` over RevenueCat's defaults.
  static func rateLimits(_ text: String?) throws -> RevenueCatRateLimits {
    var limits = RevenueCatRateLimits.revenueCat
    guard let text else { return limits }
    for entry in text.split(separator: ",") {
      let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, let domain = RevenueCatRateLimits.Domain(rawValue: parts[0]),
        let value = Int(parts[1]), value >= 0
      else {
        let names = RevenueCatRateLimits.Domain.allCases.map(\.rawValue).joined(separator: ", ")
        throw UsageError("--rate-limit takes DOMAIN=N,… (DOMAIN: \(names); N ≥ 0), not '\(entry)'")
      }
      limits.perMinute[domain] = value
    }
    return limits
  }
}
