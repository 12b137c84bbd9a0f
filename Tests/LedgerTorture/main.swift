import Foundation
import StoreSimulator
import SubscriptionKit

// `ledger-torture <storekit> <project> <ledger.sqlite> <seed>`: makes purchases and
// moves time on a file ledger forever, printing `COMMITTED <transaction id>` after
// each purchase returns (so after its commit). StoreSimulatorTests kills it with
// SIGKILL at random moments and then checks the ledger.
let arguments = CommandLine.arguments
guard arguments.count == 5, let seed = UInt64(arguments[4]) else {
  FileHandle.standardError.write(Data("usage: ledger-torture storekit project ledger seed\n".utf8))
  exit(2)
}
let start = Date(timeIntervalSince1970: 1_767_225_600)
let store = try StoreSimulator.open(
  storekit: URL(fileURLWithPath: arguments[1]), project: URL(fileURLWithPath: arguments[2]),
  ledger: .file(URL(fileURLWithPath: arguments[3])), clock: .stopped(at: start))
let packages = try await store.offerings().current?.availablePackages ?? []
/// A tiny linear congruential generator: the seed makes each run's moves reproducible.
struct Moves {
  var state: UInt64
  mutating func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }
}
var moves = Moves(state: seed)
func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

say("READY")
while true {
  _ = try store.switchCustomer(to: "user-\(moves.next(40))")
  switch moves.next(10) {
  case 0...4:
    let package = packages[moves.next(packages.count)]
    let result = try await store.purchase(package)
    if let transaction = result.transaction {
      say("COMMITTED \(transaction.transactionIdentifier)")
    }
  case 5:
    _ = try? store.cancel(productID: "pro_monthly")
  case 6:
    _ = try? store.refund(
      productID: packages[moves.next(packages.count)].storeProduct.productIdentifier)
  default:
    try store.advance(by: .seconds(moves.next(5) * 86_400 + 1))
  }
}
