import AnalyticsServer
import AppStoreServer
import CommandLineSupport
import Foundation
import SubscriptionWire

/// `serve`'s options for App Store Server Notifications V2 at
/// `POST /webhooks/apple`: the roots to verify against and the app they must name.
enum AppleReceiverOptions {
  /// The option group, shown in `serve --help`.
  static let group = OptionGroup(
    "Apple notifications (POST /webhooks/apple; off without a root certificate)",
    [
      CommandOption(
        "apple-root-certificate", value: "FILE",
        help: """
          A root certificate (DER or PEM) notifications must chain to:
          Apple's, or a simulated store's (subkit store apple-identity)
          """),
      CommandOption("apple-bundle-id", value: "ID", help: "The bundle id they must name"),
      CommandOption(
        "apple-app-id", value: "N", help: "The app Apple id Production ones must name"),
      CommandOption(
        "apple-environment", value: "ENV", help: "Production (default) or Sandbox"),
    ])

  /// The receiver the options ask for; nil without `--apple-root-certificate`.
  ///
  /// - Throws: `UsageError` for a missing bundle id, an unreadable root or a bad value.
  static func receiver(_ arguments: Arguments) throws -> AppleNotificationReceiver? {
    guard let path = arguments.value("apple-root-certificate") else {
      for name in ["apple-bundle-id", "apple-app-id", "apple-environment"]
      where arguments.value(name) != nil {
        throw UsageError("--\(name) needs --apple-root-certificate")
      }
      return nil
    }
    guard let bundleID = arguments.value("apple-bundle-id"), !bundleID.isEmpty else {
      throw UsageError("--apple-root-certificate needs --apple-bundle-id")
    }
    var appID: Int64?
    if let text = arguments.value("apple-app-id") {
      guard let value = Int64(text), value > 0 else {
        throw UsageError("--apple-app-id takes a positive number, not '\(text)'")
      }
      appID = value
    }
    let environmentText = arguments.value("apple-environment") ?? "Production"
    guard
      let environment = AppleEnvironment(rawValue: environmentText),
      environment == .production || environment == .sandbox
    else {
      throw UsageError("--apple-environment takes Production or Sandbox, not '\(environmentText)'")
    }
    guard let contents = FileManager.default.contents(atPath: path) else {
      throw UsageError("--apple-root-certificate: cannot read \(path)")
    }
    do {
      let verifier = try SignedDataVerifier(
        rootCertificates: [der(contents)], bundleId: bundleID, appAppleId: appID,
        environment: environment)
      return AppleNotificationReceiver(verifier: verifier)
    } catch {
      throw UsageError("--apple-root-certificate \(path): \(error)")
    }
  }

  /// DER bytes: `contents` itself, or the base64 between a PEM file's armour lines.
  private static func der(_ contents: Data) -> Data {
    let text = String(decoding: contents, as: UTF8.self)
    guard text.hasPrefix("-----BEGIN") else { return contents }
    let body = text.split(whereSeparator: \.isNewline).filter { !$0.hasPrefix("-----") }
      .joined()
    return Data(base64Encoded: body) ?? contents
  }
}
