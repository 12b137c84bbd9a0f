enum Plan { case monthly, annual
  var price: Decimal { switch self { case .monthly: 4.99 case .annual: 39.99 } }
}
Purchases.configure(withAPIKey: "appl_abc")
Purchases.configure(withAPIKey: Secrets.key)
NotificationCenter.default.post(name: .subscriptionChanged, object: nil)
