import Foundation

/// An invoice the customer wrote: who it is for and how much, in their currency.
struct Invoice: Identifiable, Hashable, Sendable {
  let id: UUID
  var client: String
  var amount: Decimal
  var currencyCode: String
  var createdAt: Date
  var templateName: String?
  var acceptsOnlinePayment: Bool

  /// A new invoice dated `createdAt`.
  init(
    client: String, amount: Decimal, currencyCode: String, createdAt: Date = .now,
    templateName: String? = nil, acceptsOnlinePayment: Bool = false
  ) {
    id = UUID()
    self.client = client
    self.amount = amount
    self.currencyCode = currencyCode
    self.createdAt = createdAt
    self.templateName = templateName
    self.acceptsOnlinePayment = acceptsOnlinePayment
  }

  /// The amount formatted in the invoice's currency.
  var formattedAmount: String {
    amount.formatted(.currency(code: currencyCode))
  }
}
