import Foundation

// A price's members: both required; the amount is read as `Decimal` from its
// digits. `rawData` keeps a price as read from the document (its digits as a number).
extension ProductPaidPrice: WireObject {
  static let wireFields = WireFields<ProductPaidPrice>(
    [.required("amount", \.amount), .required("currency", \.currency)],
    blank: { ProductPaidPrice(amount: 0, currency: "") })

  /// Reads a price (`wireFields`).
  public init(from decoder: any Decoder) throws {
    self = try Self.wireFields.decode(from: decoder)
  }

  /// Writes a price.
  public func encode(to encoder: any Encoder) throws {
    try Self.wireFields.encode(self, to: encoder)
  }
}
