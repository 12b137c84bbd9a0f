extension AnalyticsStore {
  /// The values stored events carry that this code does not know (event
  /// types, cancel and expiration reasons, environments), counted by event.
  ///
  /// - Throws: `AnalyticsError` (`.database`) when it cannot be read.
  public func unrecognizedValues() throws -> UnrecognizedValues {
    try state.withLock { state in
      do {
        return try UnrecognizedProjection.load(from: state.database)
      } catch {
        throw Self.databaseError(error, doing: "counting unrecognized values")
      }
    }
  }
}
