#if canImport(SwiftUI)
  import SubscriptionKit
  import SwiftUI

  /// What a paywall shows when plans cannot load: the reason and, when trying
  /// again may work, Retry. The paywall's Close button stays above it.
  struct PaywallFailureView: View {
    let error: ErrorInfo
    let retryTitle: String
    let isRetrying: Bool
    let retry: () -> Void

    var body: some View {
      ContentUnavailableView {
        Label(error.title, systemImage: "exclamationmark.triangle")
      } description: {
        Text(error.message)
      } actions: {
        if error.isRetryable {
          Button(action: retry) {
            HStack(spacing: 8) {
              if isRetrying { ProgressView() }
              Text(retryTitle)
            }
          }
          .buttonStyle(.borderedProminent)
          .disabled(isRetrying)
          .accessibilityLabel(retryTitle)
        }
      }
    }
  }
#endif
