import Foundation
import SubscriptionKit

/// The analytics screen's state: one `DemoAnalytics` per session, created
/// when the screen first opens and refreshed after every action while it shows.
extension DemoSession {
  /// Ingests new webhook events and recomputes the numbers.
  func refreshAnalytics() {
    do {
      let analytics = try analytics ?? DemoAnalytics(simulator: simulator)
      self.analytics = analytics
      analyticsSummary = .success(try analytics.refresh(from: simulator))
    } catch {
      analyticsSummary = .failure(ErrorMessage(text: "\(error)"))
    }
  }

  /// The screen's lines: the numbers, or why there are none.
  func analyticsLines(style: Style) -> [String] {
    switch analyticsSummary {
    case .success(let summary): summary.lines(style: style)
    case .failure(let error): ["", " " + style.red("Analytics unavailable: ") + error.text]
    case nil: ["", " Analytics: no events yet."]
    }
  }

  /// A failure shown on the analytics screen.
  struct ErrorMessage: Error, Equatable {
    var text: String
  }
}
