import AppleJWS
import Foundation
import HTTPCore
import HTTPTestSupport
import TestSupport
import Testing

/// The command-line contract: `subkit store api-keys` and `subkit-server
/// store`, run as the built programs.
@Suite("subkit store api-keys and subkit-server store", .timeLimit(.minutes(10)))
struct SubkitServerCommandTests {
  static let subkit = BuiltProducts.executable("subkit")
  static let server = BuiltProducts.executable("subkit-server")

  static func folder() throws -> URL {
    try TemporaryFolders.make("subkit-server")
  }

  static func run(_ program: URL, _ arguments: [String]) throws -> ProcessOutput {
    try ProcessRunner.run(program, arguments, in: ServedStore.root)
  }

  @Test("api-keys prints the same public and secret key every time; a damaged file is refused")
  func apiKeys() throws {
    let state = try Self.folder().appendingPathComponent("store")
    defer { try? FileManager.default.removeItem(at: state.deletingLastPathComponent()) }
    let first = try Self.run(Self.subkit, ["store", "api-keys", "--state", state.path])
    #expect(first.status == 0, "\(first.stderr)")
    let keys = try #require(
      try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: String])
    #expect(Set(keys.keys) == ["public", "secret"])
    #expect(keys["public"]?.hasPrefix("appl_") == true)
    #expect(keys["secret"]?.hasPrefix("sk_") == true)
    let second = try Self.run(Self.subkit, ["store", "api-keys", "--state", state.path])
    #expect(second.stdout == first.stdout)
    let file = state.appendingPathComponent("api-keys.json")
    try Data(#"{"public": "sk_swapped", "secret": "appl_swapped"}"#.utf8).write(to: file)
    let damaged = try Self.run(Self.subkit, ["store", "api-keys", "--state", state.path])
    #expect(damaged.status == 1)
    #expect(damaged.stdout.isEmpty)
    #expect(damaged.stderr.split(separator: "\n").count == 1)
    #expect(damaged.stderr.contains("api-keys.json"))
    #expect(try String(contentsOf: file, encoding: .utf8).contains("sk_swapped"))
    let usage = try Self.run(Self.subkit, ["store", "api-keys", "extra", "--state", state.path])
    #expect(usage.status == 2)
  }

  @Test(
    "subkit-server store answers GET /v1/subscribers/{id} with what store status prints, and /inApps with apple-identity's key"
  )
  func serves() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let state = root.appendingPathComponent("store")
    let bought = try Self.run(
      Self.subkit, ["store", "buy", "pro_annual", "--user", "olga", "--state", state.path])
    #expect(bought.status == 0, "\(bought.stderr)")
    let keysOutput = try Self.run(Self.subkit, ["store", "api-keys", "--state", state.path])
    let keys = try #require(
      try JSONSerialization.jsonObject(with: Data(keysOutput.stdout.utf8)) as? [String: String])
    let keyFile = root.appendingPathComponent("key.p8")
    let identityOutput = try Self.run(
      Self.subkit, ["store", "apple-identity", "--api-key", keyFile.path, "--state", state.path])
    #expect(identityOutput.status == 0, "\(identityOutput.stderr)")
    let identity = try #require(
      try JSONSerialization.jsonObject(with: Data(identityOutput.stdout.utf8)) as? [String: Any])
    let appleKey = InAppPurchaseKey(
      keyId: try #require(identity["keyId"] as? String),
      issuerId: try #require(identity["issuerId"] as? String),
      privateKey: try P256PrivateKey(pem: try Data(contentsOf: keyFile)))

    let process = Process()
    process.executableURL = Self.server
    process.arguments = ["store", "--state", state.path, "--port", "0"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer {
      if process.isRunning {
        process.terminate()
        process.waitUntilExit()
      }
    }
    let watchdog = DispatchWorkItem { [process] in if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
    var banner = ""
    while !banner.contains("\n") {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      banner += String(decoding: chunk, as: UTF8.self)
    }
    watchdog.cancel()
    let address = banner.components(separatedBy: "http://127.0.0.1:").dropFirst().first
    let port = try #require(
      address.flatMap { UInt16($0.prefix { $0.isNumber }) }, "banner: \(banner)")
    let client = try LoopbackHTTPClient(
      connectingTo: BindAddress(host: "127.0.0.1", port: port))
    defer { client.close() }
    let answer = try client.request(
      "GET", "/v1/subscribers/olga",
      headers: ["Authorization": "Bearer \(try #require(keys["secret"]))"])
    #expect(answer.status == 200)
    let status = try Self.run(
      Self.subkit, ["store", "status", "--user", "olga", "--state", state.path])
    #expect(answer.text == status.stdout)
    let denied = try client.request("GET", "/v1/subscribers/olga")
    #expect(denied.status == 401)
    // The App Store Server API on the same port, with the key apple-identity wrote
    // (a refusal closes its connection: a new one).
    let appleClient = try LoopbackHTTPClient(
      connectingTo: BindAddress(host: "127.0.0.1", port: port))
    defer { appleClient.close() }
    let token = try appleKey.bearerToken(
      bundleId: try #require(identity["bundleId"] as? String), issuedAt: Date())
    let statuses = try appleClient.request(
      "GET", "/inApps/v1/subscriptions/2000000000000001",
      headers: ["Authorization": "Bearer \(token)"])
    #expect(statuses.status == 200)
    #expect(statuses.text.contains("signedTransactionInfo"))
    let wrongKey = try appleClient.request(
      "GET", "/inApps/v1/subscriptions/2000000000000001",
      headers: ["Authorization": "Bearer \(try #require(keys["secret"]))"])
    #expect(wrongKey.status == 401)
    process.terminate()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)

    let badPort = try Self.run(Self.server, ["store", "--state", state.path, "--port", "http"])
    #expect(badPort.status == 2)
    #expect(badPort.stderr.contains("--port"))
  }
}
