import AppStoreServer
import Foundation
import Testing

/// `subkit store notifications`, `store apple-identity` and
/// `store deliver --apple`, run as the real binary.
@Suite("subkit store: Apple's commands", .timeLimit(.minutes(10)))
struct AppleCommandTests {
  /// A store folder with a purchase, a cancellation and an expiry.
  static func store() throws -> URL {
    let state = try Repository.temporaryDirectory().appendingPathComponent("store")
    for arguments in [
      ["buy", "pro_monthly"], ["cancel"], ["advance", "30d"],
    ] {
      let output = try Repository.subkit(["store"] + arguments + ["--state", state.path])
      try #require(output.status == 0, "\(arguments): \(output.stderr)")
    }
    return state
  }

  @Test("notifications prints signed JWS lines our verifier accepts with apple-identity's root")
  func notificationsVerify() throws {
    let state = try Self.store()
    defer { try? FileManager.default.removeItem(at: state.deletingLastPathComponent()) }
    let root = state.deletingLastPathComponent().appendingPathComponent("root.der")
    let key = state.deletingLastPathComponent().appendingPathComponent("key.p8")
    let identity = try Repository.subkit([
      "store", "apple-identity", "--root-certificate", root.path, "--api-key", key.path,
      "--state", state.path,
    ])
    try #require(identity.status == 0, "\(identity.stderr)")
    let fields = try #require(
      try JSONSerialization.jsonObject(with: Data(identity.stdout.utf8)) as? [String: Any])
    #expect(fields["bundleId"] as? String == "com.example.invoiceapp")
    #expect(fields["environment"] as? String == "Sandbox")
    #expect((fields["keyId"] as? String)?.count == 10)
    let mode = try FileManager.default.attributesOfItem(atPath: key.path)[.posixPermissions]
    #expect((mode as? NSNumber)?.intValue == 0o600)
    #expect(
      String(decoding: try Data(contentsOf: key), as: UTF8.self)
        .hasPrefix("-----BEGIN PRIVATE KEY-----"))

    let output = try Repository.subkit(["store", "notifications", "--state", state.path])
    try #require(output.status == 0, "\(output.stderr)")
    let lines = output.stdout.split(separator: "\n")
    #expect(lines.count == 3)
    let verifier = try SignedDataVerifier(
      rootCertificates: [try Data(contentsOf: root)], bundleId: "com.example.invoiceapp",
      appAppleId: (fields["appAppleId"] as? NSNumber)?.int64Value, environment: .sandbox)
    var types: [String] = []
    for (index, line) in lines.enumerated() {
      #expect(line.hasPrefix("{\"sequence\": \(index + 1), \"notificationUUID\": \""))
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      let payload = try verifier.verifyAndDecodeNotification(
        try #require(object["signedPayload"] as? String))
      #expect(payload.notificationUUID == object["notificationUUID"] as? String)
      let transaction = try verifier.verifyAndDecodeTransaction(
        try #require(payload.data?.signedTransactionInfo))
      #expect(transaction.productId == "pro_monthly")
      types.append(payload.notificationType)
    }
    #expect(types == ["SUBSCRIBED", "DID_CHANGE_RENEWAL_STATUS", "EXPIRED"])
    let after = try Repository.subkit([
      "store", "notifications", "--after", "2", "--state", state.path,
    ])
    #expect(after.stdout.split(separator: "\n").count == 1)
    #expect(after.stdout.hasPrefix("{\"sequence\": 3,"))
  }

  @Test("Without libcrypto, notifications says so in one line, exits 1 and writes nothing")
  func missingLibCrypto() throws {
    let state = try Self.store()
    defer { try? FileManager.default.removeItem(at: state.deletingLastPathComponent()) }
    let output = try Repository.subkit(
      ["store", "notifications", "--state", state.path],
      environment: ["SUBKIT_LIBCRYPTO": "/nonexistent/libcrypto.so.3"])
    #expect(output.status == 1)
    #expect(output.stdout.isEmpty)
    #expect(output.stderr.split(separator: "\n").count == 1, "\(output.stderr)")
    #expect(output.stderr.contains("libcrypto") && output.stderr.contains("SUBKIT_LIBCRYPTO"))
    #expect(!FileManager.default.fileExists(atPath: state.appendingPathComponent("apple").path))
  }

  @Test("Without libcurl, deliver --apple says so in one line, exits 1 and sends or writes nothing")
  func missingLibCurl() throws {
    let state = try Self.store()
    defer { try? FileManager.default.removeItem(at: state.deletingLastPathComponent()) }
    let receiver = try StoreDeliverHostileReceiverTests.RecordingReceiver()
    defer { receiver.stop() }
    func files() throws -> [String: Data] {
      let names = try FileManager.default.contentsOfDirectory(atPath: state.path)
      return try Dictionary(
        uniqueKeysWithValues: names.map {
          ($0, try Data(contentsOf: state.appendingPathComponent($0)))
        })
    }
    let before = try files()
    let output = try Repository.subkit(
      ["store", "deliver", "--apple", "--to", receiver.url, "--state", state.path],
      environment: ["SUBKIT_LIBCURL": "/nonexistent/libcurl.so.4"])
    #expect(output.status == 1)
    #expect(output.stdout.isEmpty)
    #expect(output.stderr.split(separator: "\n").count == 1, "\(output.stderr)")
    #expect(output.stderr.contains("libcurl") && output.stderr.contains("SUBKIT_LIBCURL"))
    #expect(receiver.received.isEmpty)
    #expect(try files() == before)
    #expect(!FileManager.default.fileExists(atPath: state.appendingPathComponent("apple").path))
  }

  @Test("Bad arguments are usage errors (exit 2); a missing store is exit 1")
  func badArguments() throws {
    let state = try Repository.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: state) }
    let after = try Repository.subkit([
      "store", "notifications", "--after", "-1", "--state", state.path,
    ])
    #expect(after.status == 2 && after.stderr.contains("--after"))
    let missing = try Repository.subkit([
      "store", "notifications", "--state", state.appendingPathComponent("none").path,
    ])
    #expect(missing.status == 1 && missing.stderr.contains("no store"))
    let deliver = try Repository.subkit([
      "store", "deliver", "--apple", "--to", "ftp://x", "--state", state.path,
    ])
    #expect(deliver.status == 2)
    let noTarget = try Repository.subkit(["store", "deliver", "--apple", "--state", state.path])
    #expect(noTarget.status == 2 && noTarget.stderr.contains("--to"))
  }
}
