import CommandLineSupport
import Foundation
import StoreFolder
import StoreSimulator
import SubscriptionKit

/// `subkit store notifications [--after N] [--state DIR]`: the store's App
/// Store Server Notifications V2, signed, as JSON lines in the order produced.
enum StoreNotificationsCommand {
  static let command = Command<SubscriptionClock>(
    "notifications", abstract: "App Store Server Notifications as signed JWS, one JSON line each",
    discussion: """
      Prints {"sequence": N, "notificationUUID": "…", "signedPayload": "<JWS>"}
      for each notification the store produced, in order; --after N prints those
      after sequence N. Each signedPayload is what Apple would POST: a compact JWS
      (ES256, x5c = the store's leaf, intermediate and root; 'subkit store
      apple-identity --root-certificate FILE' writes the root) whose data carries the
      signed transaction and renewal info. Xcode and LocalTesting stores write
      them unsigned, as Apple's tools do.
      """,
    groups: [
      OptionGroup([
        CommandOption("after", value: "N", help: "Print those after sequence N (default 0)"),
        StoreOptions.state,
      ])
    ]
  ) { invocation, clock in run(invocation, clock: clock) }

  static func run(_ invocation: Invocation, clock: SubscriptionClock) -> Int32 {
    let name = "store notifications"
    var after: Int64 = 0
    if let text = invocation.value("after") {
      guard let value = Int64(text), value >= 0 else {
        return Console.usage(
          UsageError("--after takes a sequence number, not '\(text)'"), command: name)
      }
      after = value
    }
    do {
      let folder = try AppleStoreFolder(
        directory: AppleStoreFolder.directory(invocation.value("state")), creating: false,
        clock: clock)
      let signer = try folder.signer()
      while true {
        let batch = try folder.store.appleNotifications(after: after, limit: 500)
        guard let last = batch.last else { break }
        var lines = ""
        for notification in batch {
          lines += try line(notification, signedPayload: signer.signedPayload(for: notification))
          lines += "\n"
        }
        Console.print(String(lines.dropLast()))
        after = last.sequence
      }
      return ExitCode.success
    } catch {
      Console.error(describe(error), command: name)
      return ExitCode.failure
    }
  }

  /// `{"sequence": N, "notificationUUID": "…", "signedPayload": "…"}`.
  static func line(_ notification: AppleNotification, signedPayload: String) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .withoutEscapingSlashes
    func string(_ text: String) throws -> String {
      String(decoding: try encoder.encode(text), as: UTF8.self)
    }
    return "{\"sequence\": \(notification.sequence), \"notificationUUID\": "
      + "\(try string(notification.payload.notificationUUID)), \"signedPayload\": "
      + "\(try string(signedPayload))}"
  }
}
