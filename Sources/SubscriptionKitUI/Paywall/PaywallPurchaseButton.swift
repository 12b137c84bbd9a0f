#if canImport(SwiftUI)
  import SwiftUI

  /// The call to action: full width, prominent, with progress while busy.
  struct PaywallPurchaseButton: View {
    let title: String
    let isBusy: Bool
    let action: () -> Void

    var body: some View {
      Button(action: action) {
        HStack(spacing: 8) {
          if isBusy { ProgressView() }
          Text(title).font(.headline)
        }
        .frame(maxWidth: .infinity)
      }
      .buttonStyle(.borderedProminent)
      // Control sizes are not available on tvOS in the SDKs we support.
      #if !os(tvOS)
        .controlSize(.large)
      #endif
      .accessibilityLabel(title)
    }
  }
#endif
