#if canImport(RevenueCat)
  import RevenueCat
#endif
#if canImport(UIKit)
  import UIKit
#endif
final class AppDelegate: NSObject, UIApplicationDelegate {
  func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    Purchases.configure(withAPIKey: AppConfig.revenueCatAPIKey)
    return true
  }
}
