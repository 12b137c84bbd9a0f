#if canImport(SwiftUI)
  import SwiftUI
#endif
struct ContentView: View {
  @State private var manager = SubscriptionManager.shared

  var body: some View {
    if manager.isPremium {
      Text("Welcome back")
    } else {
      PaywallView()
    }
  }
}

#if DEBUG
  /// A debug menu: literals here never ship in Release.
  enum DebugMenu {
    static let sampleKey = "test_Qw3rTy7uIo9pAs2dFg4hJk6lZx"
    static let samplePrice = "$4.99"
  }
#endif

struct ContentView_Previews: PreviewProvider {
  static var previews: some View {
    Text("Pro for £4.99/month")
  }
}
