extension SubscriptionManager {
  /// Writes of the cache that failed (a full or read-only disk, say): the
  /// manager's diagnostics for storage. Pass it to the app's `UsageMeter` so
  /// usage writes are reported in the same place.
  ///
  /// ```swift
  /// let meter = UsageMeter(store: .directory(url), diagnostics: manager.storageDiagnostics)
  /// ```
  public var storageDiagnostics: StorageDiagnostics { dependencies.cache.diagnostics }
}
