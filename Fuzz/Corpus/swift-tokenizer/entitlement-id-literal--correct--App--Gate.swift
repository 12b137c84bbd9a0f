func isPro(_ info: CustomerInfo) -> Bool {
  info.entitlements[AppConfig.entitlementID]?.isActive == true
}
