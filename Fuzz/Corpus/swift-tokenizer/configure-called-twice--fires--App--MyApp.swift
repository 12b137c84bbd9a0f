#if canImport(RevenueCat)
  import RevenueCat
#endif
#if canImport(SwiftUI)
  import SwiftUI
#endif
@main
struct MyApp: App {
  @UIApplicationDelegateAdaptor(AppDelegate.self) var delegate

  init() {
    Purchases.configure(withAPIKey: AppConfig.revenueCatAPIKey)
  }

  var body: some Scene { WindowGroup { Text("Hi") } }
}
