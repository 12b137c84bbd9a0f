import Foundation

/// What was invoiced in one currency.
struct InvoiceTotal: Identifiable, Hashable, Sendable {
  var currencyCode: String
  var amount: Decimal

  var id: String { currencyCode }
}
