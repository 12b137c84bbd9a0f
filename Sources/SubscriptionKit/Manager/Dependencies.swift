/// What a `SubscriptionManager` is given once and never replaces: where its
/// time comes from and where it keeps state between launches.
struct Dependencies {
  /// Access is judged by its `now`; the expiry timer sleeps on it.
  let clock: SubscriptionClock
  /// Customer info and offerings per customer, between launches.
  let cache: SubscriptionCache
}
