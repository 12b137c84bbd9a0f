import Foundation

/// Where a `RevenueCatRESTClient` sends requests, with which key, and how
/// patient it is.
public struct RevenueCatRESTConfiguration: Sendable {
  /// RevenueCat's API (`https://api.revenuecat.com`), or `subkit-server store`
  /// (`http://127.0.0.1:8081`) in tests.
  public var baseURL: URL
  /// The API key sent as `Authorization: Bearer …`: a secret `sk_` key is
  /// accepted here (server code), as are public app keys for v1 reads.
  public var apiKey: String
  /// The project v2 routes are under (`/v2/projects/{projectID}/…`).
  public var projectID: String
  /// How long one attempt may take before it fails with `.timeout`.
  public var timeout: Duration
  /// Attempts after the first for a 429 (and, for reads, a 5xx or a lost
  /// connection); then the last error is thrown.
  public var maximumRetries: Int
  /// The longest wait honoured before a retry; a longer `Retry-After` fails at once.
  public var maximumBackoff: Duration

  /// RevenueCat's production API.
  public static let revenueCatURL = URL(string: "https://api.revenuecat.com")

  /// A configuration.
  public init(
    baseURL: URL, apiKey: String, projectID: String = "default",
    timeout: Duration = .seconds(10), maximumRetries: Int = 3,
    maximumBackoff: Duration = .seconds(60)
  ) {
    self.baseURL = baseURL
    self.apiKey = apiKey
    self.projectID = projectID
    self.timeout = timeout
    self.maximumRetries = max(0, maximumRetries)
    self.maximumBackoff = maximumBackoff
  }
}
