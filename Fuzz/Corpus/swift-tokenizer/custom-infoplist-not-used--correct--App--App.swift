#if canImport(SwiftUI)
  import SwiftUI
#endif
@main
struct App: SwiftUI.App {
  var body: some Scene { WindowGroup { Text("Hi") } }
}
