func showBadge(_ info: CustomerInfo) -> Bool {
  info.entitlements.active[AppConfig.entitlementID] != nil
}
