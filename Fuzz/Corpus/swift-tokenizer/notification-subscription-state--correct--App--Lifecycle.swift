import Combine
#if canImport(SwiftUI)
  import SwiftUI
#endif
final class SearchModel: ObservableObject {
  @Published var searchText = ""
  private var cancellables: Set<AnyCancellable> = []

  init() {
    NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)
      .sink { _ in }
      .store(in: &cancellables)
  }
}
