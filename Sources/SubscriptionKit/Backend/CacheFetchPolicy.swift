/// How a backend may answer a customer-info request from its own cache.
///
/// Mirrors RevenueCat's `CacheFetchPolicy` case for case. The manager asks
/// with `.fetchCurrent` whenever a person or a passed expiration wants the
/// truth now (`refreshStatus()`), and with `.notStaleCachedOrFetched` when it
/// only revalidates what went stale, so a backend's fresh cache is used but a
/// stale one never comes back as an answer.
public enum CacheFetchPolicy: Int, Sendable, Hashable, CaseIterable {
  /// Only the cache; fails with `customerInfoError` when nothing is cached.
  case fromCacheOnly
  /// Always the backend.
  case fetchCurrent
  /// The cache while fresh, else the backend (whose failure is the answer).
  case notStaleCachedOrFetched
  /// The cache even when stale (refreshed in the background), else the backend.
  case cachedOrFetched

  /// RevenueCat's default, `.cachedOrFetched`.
  public static let `default`: CacheFetchPolicy = .cachedOrFetched
}
