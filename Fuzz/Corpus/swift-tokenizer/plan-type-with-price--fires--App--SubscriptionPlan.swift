enum SubscriptionPlan: CaseIterable {
  case monthly, annual

  var price: String {
    switch self {
    case .monthly: "$4.99"
    case .annual: "$39.99"
    }
  }
}

struct PricingTier {
  let name: String
  let price: Double
}
