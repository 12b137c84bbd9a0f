import Foundation
import Observation

/// The invoices written on this device (kept in memory: the example is about
/// subscriptions, not storage).
@Observable
@MainActor
final class InvoiceBook {
  private(set) var invoices: [Invoice] = []

  /// Adds an invoice at the top.
  func add(_ invoice: Invoice) {
    invoices.insert(invoice, at: 0)
  }

  /// The total invoiced, per currency, newest currency first.
  var totals: [InvoiceTotal] {
    var totals: [String: Decimal] = [:]
    var order: [String] = []
    for invoice in invoices {
      if totals[invoice.currencyCode] == nil { order.append(invoice.currencyCode) }
      totals[invoice.currencyCode, default: 0] += invoice.amount
    }
    return order.map { InvoiceTotal(currencyCode: $0, amount: totals[$0] ?? 0) }
  }
}
