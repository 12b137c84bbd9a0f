#if canImport(SwiftUI)
  import SwiftUI
#endif
@main
struct MyAppApp: App {
  init() {
    SubscriptionManager.shared.configure()
  }

  var body: some Scene {
    WindowGroup { ContentView() }
  }
}
