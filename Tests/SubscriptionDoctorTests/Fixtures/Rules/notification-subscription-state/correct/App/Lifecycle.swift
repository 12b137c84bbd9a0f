import Combine
import SwiftUI

final class SearchModel: ObservableObject {
  @Published var searchText = ""
  private var cancellables: Set<AnyCancellable> = []

  init() {
    NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)
      .sink { _ in }
      .store(in: &cancellables)
  }
}
