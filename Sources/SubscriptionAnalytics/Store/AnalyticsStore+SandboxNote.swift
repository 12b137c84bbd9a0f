extension AnalyticsStore {
  /// The note a production report carries over a store that holds only
  /// sandbox events (what `subkit store simulate` and StoreKit testing
  /// send), whose numbers are all zero for that reason alone; nil otherwise.
  /// `report` prints it, the JSON API carries it as `note`.
  ///
  /// - Parameter option: how the reader asks for the sandbox
  ///   (`--environment sandbox`, `environment=sandbox`).
  /// - Throws: `AnalyticsError` (`.database`) when the store cannot be read.
  public func sandboxOnlyNote(environment: AnalyticsEnvironment, asking option: String) throws
    -> String?
  {
    guard environment == .production, try !hasEvents(environment: .production) else {
      return nil
    }
    let sandbox = try eventCount(environment: .sandbox)
    guard sandbox > 0 else { return nil }
    return "no production events here, only \(sandbox) sandbox "
      + "event\(sandbox == 1 ? "" : "s"); add \(option) to report on them"
  }
}
