import Foundation
import HTTPCore
import HTTPTestSupport
import StoreServer
import Testing

/// The API behind a real libmicrohttpd server on loopback: body limits and
/// keep-alive, as `subkit-server store` runs it.
@Suite("RevenueCat's API over HTTP", .timeLimit(.minutes(10)))
struct ServedOverHTTPTests {
  @Test("An oversized body is refused 413 and writes nothing; keep-alive carries many requests")
  func limits() throws {
    let served = try ServedStore()
    let server = try HTTPServer.start(
      at: BindAddress(host: "127.0.0.1", port: 0), maximumBodyBytes: 1_024,
      handler: RouteSet.combined([served.api.routeSet]))
    defer { server.stop() }
    let client = try LoopbackHTTPClient(connectingTo: server.address)
    defer { client.close() }
    let headers = ["Authorization": "Bearer \(ServedStore.secretKey)"]
    let big = #"{"attributes": {"x": {"value": ""# + String(repeating: "a", count: 4_096) + #""}}}"#
    let refused = try client.request(
      "POST", "/v1/subscribers/max/attributes", headers: headers, body: Data(big.utf8))
    #expect(refused.status == 413)
    #expect(!served.store.knownAppUserIDs.contains("max"))
    let again = try LoopbackHTTPClient(connectingTo: server.address)
    defer { again.close() }
    for _ in 0..<5 {
      let answer = try again.request("GET", "/v1/subscribers/max", headers: headers)
      #expect([200, 201].contains(answer.status))
      #expect(answer.headers["content-type"]?.hasPrefix("application/json") == true)
    }
    let elsewhere = try again.request("GET", "/nothing", headers: headers)
    #expect(elsewhere.status == 404)
  }
}
