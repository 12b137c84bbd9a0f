import AppleJWS
import CommandLineSupport
import Foundation
import StoreFolder
import StoreSimulator
import SubscriptionKit

/// `subkit store apple-identity [--root-certificate FILE] [--api-key FILE]
/// [--state DIR]`: who the store's Apple payloads name and how to trust them.
enum StoreAppleIdentityCommand {
  static let command = Command<SubscriptionClock>(
    "apple-identity", abstract: "The app, environment and keys Apple's payloads use",
    discussion: """
      Prints {"bundleId": "…", "appAppleId": N, "environment": "Sandbox", "keyId": "…",
      "issuerId": "…"}: the app and environment every notification, transaction and
      renewal info names (the project file's app_store; the example's by default),
      and the In-App Purchase key the store issues for App Store Server API tokens.
      The store's certificate chain and key are made once, in DIR/apple (private
      keys readable only by you). Give a verifier the root certificate
      (--root-certificate writes it, DER) and a client the key (--api-key writes
      it, PKCS#8 PEM, mode 600).
      """,
    groups: [
      OptionGroup([
        CommandOption(
          "root-certificate", value: "FILE", help: "Write the store's root certificate (DER)"),
        CommandOption(
          "api-key", value: "FILE", help: "Write the In-App Purchase private key (PKCS#8 PEM)"),
        StoreOptions.state,
      ])
    ]
  ) { invocation, clock in run(invocation, clock: clock) }

  static func run(_ invocation: Invocation, clock: SubscriptionClock) -> Int32 {
    let name = "store apple-identity"
    for option in ["root-certificate", "api-key"] {
      if let path = invocation.value(option), path.isEmpty || path.hasSuffix("/") {
        return Console.usage(UsageError("--\(option) takes a file name"), command: name)
      }
    }
    do {
      let folder = try AppleStoreFolder(
        directory: AppleStoreFolder.directory(invocation.value("state")), creating: true,
        clock: clock)
      try LibCrypto.load()
      let chain = try AppleNotificationSigner.chain(inState: folder.directory)
      let key = try InAppPurchaseKey.loadOrIssue(
        in: AppleNotificationSigner.appleFolder(inState: folder.directory))
      if let path = invocation.value("root-certificate") {
        try write(chain.root.der, to: path, mode: 0o644)
      }
      if let path = invocation.value("api-key") {
        try write(try key.privateKey.pkcs8PEM(), to: path, mode: 0o600)
      }
      let app = folder.store.appStoreApp
      let encoder = JSONEncoder()
      func string(_ text: String) throws -> String {
        String(decoding: try encoder.encode(text), as: UTF8.self)
      }
      Console.print(
        "{\"bundleId\": \(try string(app.bundleId)), \"appAppleId\": \(app.appAppleId), "
          + "\"environment\": \(try string(folder.store.appleEnvironment.rawValue)), "
          + "\"keyId\": \(try string(key.keyId)), \"issuerId\": \(try string(key.issuerId))}")
      return ExitCode.success
    } catch {
      Console.error(describe(error), command: name)
      return ExitCode.failure
    }
  }

  private static func write(_ data: Data, to path: String, mode: mode_t) throws {
    let url = URL(fileURLWithPath: path)
    do {
      try DurableFile.write(data, to: url, mode: mode)
    } catch {
      throw SetupError("cannot write \(url.path): \(reason(error))")
    }
  }
}
