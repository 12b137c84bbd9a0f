import RevenueCat
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
  func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    Purchases.configure(withAPIKey: AppConfig.revenueCatAPIKey)
    return true
  }
}
