import RevenueCat
import SwiftUI

@main
struct MyApp: App {
  @UIApplicationDelegateAdaptor(AppDelegate.self) var delegate

  init() {
    Purchases.configure(withAPIKey: AppConfig.revenueCatAPIKey)
  }

  var body: some Scene { WindowGroup { Text("Hi") } }
}
