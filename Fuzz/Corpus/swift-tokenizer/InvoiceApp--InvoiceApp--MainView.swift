import SwiftUI

/// The app's tabs.
struct MainView: View {
  var body: some View {
    TabView {
      InvoiceListView()
        .tabItem { Label("Invoices", systemImage: "doc.text") }
      ReportsView()
        .tabItem { Label("Reports", systemImage: "chart.bar") }
      SettingsView()
        .tabItem { Label("Settings", systemImage: "gear") }
    }
  }
}

#if DEBUG
  #Preview {
    MainView().previewEnvironment()
  }
#endif
