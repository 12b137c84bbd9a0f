import Foundation

/// One thing a simulated customer does, at a store time.
struct PopulationAction: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    case buy(String)
    case cancel(String)
    case failPayments(String)
    case fixPayments(String)
    case refundLatest(String)
  }

  var date: Date
  var customer: Int
  var kind: Kind
}
