import Combine
import Foundation

extension Notification.Name {
  static let premiumStatusChanged = Notification.Name("premiumStatusChanged")
}

final class PremiumStore: ObservableObject {
  @Published var isPremium = false

  func update(_ value: Bool) {
    isPremium = value
    NotificationCenter.default.post(name: .premiumStatusChanged, object: nil)
  }
}
