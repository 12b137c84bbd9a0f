import Foundation
import StoreServer
import StoreSimulator
import SubscriptionKit
import Testing

/// Two servers (two simulators, as two processes would be) writing one
/// ledger at once: every write lands, none is lost.
@Suite("Concurrent writers on one served ledger", .timeLimit(.minutes(10)))
struct ServedStoreConcurrencyTests {
  @Test("Grants and attributes from two servers at once all reach the ledger")
  func twoServers() throws {
    let first = try ServedStore()
    let second = try ServedStore(folder: first.folder)
    let servers = [first, second]
    let count = 12
    DispatchQueue.concurrentPerform(iterations: count) { index in
      let served = servers[index % 2]
      let user = "writer-\(index)"
      _ = served.call(
        "POST", "/v1/subscribers/\(user)/entitlements/pro/promotional",
        body: #"{"duration": "monthly"}"#)
      _ = served.call(
        "POST", "/v1/subscribers/\(user)/attributes",
        body: #"{"attributes": {"n": {"value": "\#(index)"}}}"#)
    }
    let reader = try ServedStore.openStore(in: first.folder)
    for index in 0..<count {
      let user = "writer-\(index)"
      #expect(try reader.customerInfo(for: user).entitlements["pro"]?.isActive == true, "\(user)")
      #expect(reader.attributes(of: user)["n"] == "\(index)")
    }
  }
}
