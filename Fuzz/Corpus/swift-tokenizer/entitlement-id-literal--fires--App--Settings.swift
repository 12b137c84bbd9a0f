func showBadge(_ info: CustomerInfo) -> Bool {
  info.entitlements.all["premium"]?.isActive == true
}
