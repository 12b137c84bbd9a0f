import Foundation
import SubscriptionKit
import SubscriptionWire

/// Placements, targeting and experiments: what each customer is shown, and the
/// controls `subkit store` offers for them.
extension StoreSimulator {
  /// The offerings document RevenueCat's backend would send a customer (nil:
  /// the current one) now, enrolling them first in any running experiment
  /// they qualify for (one `EXPERIMENT_ENROLLMENT` each), as serving
  /// offerings does.
  public func offeringsResponse(for appUserID: String? = nil) throws -> OfferingsResponse {
    let response = try core.withLock { core -> OfferingsResponse in
      try core.enrollIfDue(appUserID ?? core.currentAppUserID)
      let date = try core.catchUp()
      return core.engine.offeringsResponse(
        for: appUserID ?? core.currentAppUserID, at: date, state: core.state)
    }
    broadcastChanges()
    return response
  }

  /// A customer's experiment enrolments (nil: the current customer), oldest first.
  public func enrollments(of appUserID: String? = nil) -> [ExperimentEnrollment] {
    core.withLock { core in
      try? core.refresh()
      return core.state.customers[appUserID ?? core.currentAppUserID]?.enrollments ?? []
    }
  }

  /// Every customer's enrolments, by app user ID.
  public func allEnrollments() -> [String: [ExperimentEnrollment]] {
    core.withLock { core in
      try? core.refresh()
      return core.state.customers.compactMapValues { $0.enrollments.nilIfEmpty }
    }
  }

  /// Experiments stopped with `stopExperiment(_:)`, and when (store time).
  public func experimentStops() -> [String: Date] {
    core.withLock { core in
      try? core.refresh()
      return core.state.experimentStops
    }
  }

  /// Stops an experiment now: nobody more is enrolled and every enrolled
  /// customer sees the default offering again; their events keep naming the
  /// enrolment. Returns false when it was already stopped.
  ///
  /// - Throws: `StoreSimulatorError` `.unknownExperiment` for an ID the project lacks.
  @discardableResult
  public func stopExperiment(_ experimentID: String) throws -> Bool {
    guard project.experiment(id: experimentID) != nil else {
      throw StoreSimulatorError(
        .unknownExperiment,
        "No experiment \"\(experimentID)\" in the project (it has: "
          + "\(project.experiments.map(\.id).joined(separator: ", ")))")
    }
    let stopped = try core.withLock { core -> Bool in
      try core.refresh()
      guard core.state.experimentStops[experimentID] == nil else { return false }
      let date = try core.catchUp()
      try core.perform(
        settings: [
          SettingKey.experimentStopPrefix + experimentID: String(ISO8601.milliseconds(date))
        ]
      ) { date, state, _ in
        state.experimentStops[experimentID] = date
      }
      core.affected.formUnion(core.state.customers.keys)
      return true
    }
    broadcastChanges()
    return stopped
  }

  /// A customer's subscriber attributes (nil: the current customer), by name.
  public func attributes(of appUserID: String? = nil) -> [String: String] {
    core.withLock { core in
      try? core.refresh()
      return (core.state.customers[appUserID ?? core.currentAppUserID]?.attributes ?? [:])
        .mapValues(\.value)
    }
  }

  /// Sets subscriber attributes (a nil value removes one) for a customer
  /// (nil: the current one). `$country` and `$appVersion` feed targeting.
  ///
  /// - Throws: `StoreSimulatorError` `.invalidAttribute` for an empty name;
  ///   nothing is written then.
  public func setAttributes(_ values: [String: String?], for appUserID: String?) throws {
    if let bad = values.keys.sorted().first(where: { $0.isEmpty || $0.count > 100 }) {
      throw StoreSimulatorError(
        .invalidAttribute, "Attribute name \"\(bad)\" must be 1 to 100 characters.")
    }
    try core.withLock { core in
      try core.perform { date, state, step in
        core.engine.setAttributes(
          values, of: appUserID ?? core.currentAppUserID, at: date, state: &state, step: &step)
      }
    }
    broadcastChanges()
  }
}

extension SimulatorCore {
  /// Enrols `appUserID` in the experiments now due, in one step; writes nothing when none are.
  func enrollIfDue(_ appUserID: String) throws {
    try refresh()
    let date = try catchUp()
    guard !engine.pendingEnrollments(for: appUserID, at: date, state: state).isEmpty else {
      return
    }
    try perform { date, state, step in
      engine.enroll(appUserID, at: date, state: &state, step: &step)
    }
  }
}

extension StoreSimulatorError.Code {
  /// An experiment identifier the project does not define.
  public static let unknownExperiment = StoreSimulatorError.Code(rawValue: "unknown_experiment")
  /// A subscriber attribute that cannot be stored.
  public static let invalidAttribute = StoreSimulatorError.Code(rawValue: "invalid_attribute")
}
