import Foundation

extension AnalyticsStore {
  /// An experiment's results: per variant, customers enrolled and what they
  /// bought, every metric with its credible interval, the difference from
  /// the control and the probability of beating it, and the winner on the
  /// primary metric, if any.
  ///
  /// - Throws: `AnalyticsError` (`.invalidQuery`) for an experiment no
  ///   event has named (the message lists the known ones), one whose
  ///   customers are all in the other environment (the message says so), a
  ///   control that is none of its variants (the message lists them), an
  ///   empty id or a level outside (0.5, 1); (`.database`) when it cannot be read.
  public func experimentResults(_ query: ExperimentQuery) throws -> ExperimentResults {
    guard !query.experimentID.isEmpty else {
      throw AnalyticsError(.invalidQuery, "the experiment id is empty")
    }
    guard query.level > 0.5 && query.level < 1 else {
      throw AnalyticsError(.invalidQuery, "the credible level must be between 0.5 and 1")
    }
    let date = now()
    let loaded: ExperimentData = try state.withLock { state in
      do {
        let database = state.database
        guard
          let enrollments = try ExperimentEnrollments.load(
            experimentID: query.experimentID, environment: query.environment, from: database)
        else {
          return .unknown(known: try ExperimentEnrollments.experimentIDs(in: database))
        }
        let snapshot = try AnalyticsSnapshot.load(environment: query.environment, from: database)
        let issues = try ExperimentEnrollments.billingIssues(
          environment: query.environment, from: database)
        let impressions = try PaywallImpressions.load(
          environment: query.environment, from: database)
        return .found(enrollments, snapshot, issues, impressions)
      } catch {
        throw Self.databaseError(error, doing: "reading experiment results")
      }
    }
    guard case .found(let enrollments, let snapshot, let billingIssues, let impressions) = loaded
    else {
      let known = if case .unknown(let known) = loaded { known } else { [String]() }
      let list = known.isEmpty ? "none yet" : known.joined(separator: ", ")
      throw AnalyticsError(
        .invalidQuery, "unknown experiment '\(query.experimentID)' (known: \(list))")
    }
    if query.control == ExperimentQuery.holdoutVariant {
      throw AnalyticsError(
        .invalidQuery, "the holdout cannot be the control: choose one of the variants")
    }
    if let control = query.control, !enrollments.variants.contains(control) {
      throw AnalyticsError(
        .invalidQuery,
        "experiment '\(query.experimentID)' has no variant '\(control)' to use as the control"
          + " (its variants: \(enrollments.variants.sorted().joined(separator: ", ")))")
    }
    if enrollments.members.isEmpty && enrollments.elsewhere > 0 {
      let other: AnalyticsEnvironment = query.environment == .production ? .sandbox : .production
      throw AnalyticsError(
        .invalidQuery,
        "experiment '\(query.experimentID)' has no customers in "
          + "\(query.environment.rawValue.lowercased()); it has \(enrollments.elsewhere) in "
          + "\(other.rawValue.lowercased()) (ask for environment \(other.rawValue.lowercased()))")
    }
    let rows = enrollments.variants
    if !query.split.isEmpty, Set(query.split.keys) != rows {
      throw AnalyticsError(
        .invalidQuery,
        "the split must give a share to each of experiment '\(query.experimentID)''s variants "
          + "(\(rows.sorted().joined(separator: ", "))), not "
          + query.split.keys.sorted().joined(separator: ", "))
    }
    guard query.plannedCustomersPerVariant >= 1 else {
      throw AnalyticsError(.invalidQuery, "the planned customers per variant must be at least 1")
    }
    let nowMs = MetricPeriods.milliseconds(date)
    let windowEnd = query.stop.map { min(MetricPeriods.milliseconds($0), nowMs) } ?? nowMs
    var calculator = ExperimentCalculator(
      snapshot: snapshot, enrollments: enrollments, query: query, windowEnd: windowEnd,
      now: nowMs, billingIssues: billingIssues)
    calculator.impressions = impressions
    return calculator.results()
  }

  /// Every experiment any stored event names, sorted.
  public func experimentIDs() throws -> [String] {
    try state.withLock { state in
      do {
        return try ExperimentEnrollments.experimentIDs(in: state.database)
      } catch {
        throw Self.databaseError(error, doing: "listing experiments")
      }
    }
  }

  /// The experiment tables' rows as sorted text lines: what "the same
  /// stored state" means for them in tests.
  func experimentStateDump() throws -> [String] {
    try state.withLock { state in
      var lines: [String] = []
      try state.database.query(
        """
        SELECT environment, experiment_id, app_user_id, variant, enrolled_at_ms, event_id
        FROM experiment_enrollments
        """, []
      ) { row in
        lines.append(
          "enrollment: " + (0..<6).map { row.text(Int32($0)) }.joined(separator: "|"))
      }
      try state.database.query(
        "SELECT experiment_id, variant, offering_id, event_id FROM experiment_variants", []
      ) { row in
        lines.append("variant: " + (0..<4).map { row.text(Int32($0)) }.joined(separator: "|"))
      }
      return lines.sorted()
    }
  }
}

/// What one read for an experiment found.
private enum ExperimentData {
  case found(ExperimentEnrollments, AnalyticsSnapshot, [String: [Int64]], PaywallImpressions)
  case unknown(known: [String])
}
