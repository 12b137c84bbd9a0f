func isPro(_ info: CustomerInfo) -> Bool {
  info.entitlements["premium"]?.isActive == true
}
