#if canImport(RevenueCat)
  import RevenueCat
#endif
#if canImport(SwiftUI)
  import SwiftUI
#endif
@main
struct MyApp: App {
  init() {
    #if DEBUG
      configureForDebug()
    #else
      configureForRelease()
    #endif
  }

  var body: some Scene { WindowGroup { Text("Hi") } }
}

#if DEBUG
  func configureForDebug() {
    Purchases.configure(withAPIKey: AppConfig.debugKey)
  }
#else
  func configureForRelease() {
    if AppConfig.usesProxy {
      Purchases.configure(with: Configuration.Builder(withAPIKey: AppConfig.releaseKey).build())
    } else {
      Purchases.configure(withAPIKey: AppConfig.releaseKey)
    }
  }
#endif
