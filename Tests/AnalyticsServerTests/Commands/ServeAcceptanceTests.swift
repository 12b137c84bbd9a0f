import Foundation
import HTTPCore
import HTTPTestSupport
import Testing

@testable import AnalyticsServer

/// What `subkit-analytics serve` accepts (issue 30), posted to the real
/// binary: bodies with types and reasons RevenueCat added later are stored
/// (200) and counted in `/healthz` and on the dashboard; NUL in ids and text,
/// an empty id and amounts no store charges are 400 naming the field.
@Suite("subkit-analytics serve: what the receiver accepts", .timeLimit(.minutes(10)))
struct ServeAcceptanceTests {
  /// `serve` on an ephemeral port over a fresh SQLite file.
  final class Serve {
    let directory: URL
    let process = Process()
    let address: BindAddress

    init() throws {
      directory = try ServerFixtures.temporaryDirectory()
      process.executableURL = ServerFixtures.analyticsBinary
      process.arguments = [
        "serve", "--port", "0", "--database",
        "sqlite:" + directory.appendingPathComponent("a.sqlite").path,
      ]
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      var text = ""
      while !text.contains("\n") {
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        text += String(decoding: chunk, as: UTF8.self)
      }
      let port = try #require(
        text.split(separator: " ").first { $0.hasPrefix("http://127.0.0.1:") }
          .flatMap { UInt16($0.dropFirst("http://127.0.0.1:".count).prefix { $0.isNumber }) })
      address = try BindAddress(host: "127.0.0.1", port: port)
    }

    func post(_ body: String) throws -> LoopbackHTTPClient.Response {
      try LoopbackHTTPClient(connectingTo: address).request(
        "POST", AnalyticsRoutes.webhookPath, body: Data(body.utf8))
    }

    func get(_ path: String) throws -> LoopbackHTTPClient.Response {
      try LoopbackHTTPClient(connectingTo: address).request("GET", path)
    }

    deinit {
      if process.isRunning {
        process.terminate()
        process.waitUntilExit()
      }
      try? FileManager.default.removeItem(at: directory)
    }
  }

  static func body(id: String, type: String = "INITIAL_PURCHASE", _ extra: String = "") -> String {
    #"{"api_version": "1.0", "event": {"id": "\#(id)", "type": "\#(type)", "#
      + #""event_timestamp_ms": 1767225600000, "app_user_id": "u1", "environment": "PRODUCTION""#
      + (extra.isEmpty ? "" : ", " + extra) + "}}"
  }

  @Test(
    "New event types, reasons and environments: 200 stored, counted in /healthz and on the dashboard"
  )
  func unrecognizedStored() throws {
    let serve = try Serve()
    let bodies = [
      Self.body(id: "n1", type: "NEW_TYPE"),
      Self.body(id: "n2", type: "NEW_TYPE"),
      Self.body(id: "n3", type: "CANCELLATION", #""cancel_reason": "NEW_REASON""#),
      Self.body(id: "n4", type: "EXPIRATION", #""expiration_reason": "LATER_REASON""#),
      Self.body(id: "n5", #""environment": "STAGING", "price": 5"#),
    ]
    for body in bodies {
      let response = try serve.post(body)
      #expect(response.status == 200, "\(response.text)")
      #expect(response.text.contains("stored"))
    }
    #expect(try serve.post(bodies[0]).text.contains("duplicate"))

    let health = try serve.get("/healthz")
    #expect(health.status == 200)
    let json = try #require(
      try JSONSerialization.jsonObject(with: health.body) as? [String: Any])
    #expect(json["events"] as? Int == 5)
    let unrecognized = try #require(json["unrecognized"] as? [String: [String: Int]])
    #expect(unrecognized["event_types"] == ["NEW_TYPE": 2])
    #expect(unrecognized["cancel_reasons"] == ["NEW_REASON": 1])
    #expect(unrecognized["expiration_reasons"] == ["LATER_REASON": 1])
    #expect(unrecognized["environments"] == ["STAGING": 1])

    let page = try serve.get("/")
    #expect(page.status == 200)
    #expect(page.text.contains("id=\"unrecognized\""))
    #expect(page.text.contains("NEW_TYPE (2)"))
    // The STAGING event is in its own environment's metrics.
    let staging = try serve.get(
      "/api/metrics/revenue?environment=staging&from=2026-01-01&to=2026-01-01")
    #expect(staging.status == 200, "\(staging.text)")
    #expect(staging.text.contains(#""value": 5"#), "\(staging.text)")
  }

  @Test(
    "NUL in ids and stored text, an empty id, a price no store charges: 400 naming the field, nothing stored"
  )
  func refused() throws {
    let serve = try Serve()
    let cases = [
      (Self.body(id: #"victim\u0000attacker"#), "event.id: contains a NUL"),
      (Self.body(id: "x", #""app_user_id": "victim\u0000attacker""#), "event.app_user_id"),
      (Self.body(id: ""), "event.id: is empty"),
      (Self.body(id: "p", #""price": 1e30"#), "event.price:"),
      (
        Self.body(id: "q", #""price_in_purchased_currency": -1e12"#),
        "event.price_in_purchased_currency"
      ),
    ]
    for (body, message) in cases {
      let response = try serve.post(body)
      #expect(response.status == 400, "\(body)")
      #expect(response.text.contains(message), "\(response.text)")
    }
    // The id a NUL would have been cut to is new, not a duplicate.
    #expect(try serve.post(Self.body(id: "victim")).text.contains("stored"))
    let health = try serve.get("/healthz")
    #expect(health.text.contains("\"events\": 1"))
  }
}
