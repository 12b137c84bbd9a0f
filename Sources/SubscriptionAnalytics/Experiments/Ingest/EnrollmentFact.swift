import SubscriptionWire

/// One experiment enrolment an event states: an `EXPERIMENT_ENROLLMENT`
/// event's own fields, or an entry of any event's `experiments[]`.
struct EnrollmentFact: Sendable, Hashable {
  /// The `environment` written for an enrolment whose environment is not
  /// known. RevenueCat's `EXPERIMENT_ENROLLMENT` body has no `environment`
  /// (it is a lifecycle field), so an enrolment event is placed at read time
  /// (see `ExperimentEnrollments`).
  static let unknownEnvironment = "UNKNOWN"

  var experimentID: String
  var variant: String
  var appUserID: String
  var enrolledAtMs: Int64
  /// `PRODUCTION`, `SANDBOX`, or `unknownEnvironment`.
  var environment: String
  /// The variant's offering (`EXPERIMENT_ENROLLMENT` only).
  var offeringID: String?

  /// The enrolments `event` states, for its `app_user_id`.
  static func all(in event: WebhookEvent) -> [EnrollmentFact] {
    guard let user = event.appUserID, !user.isEmpty else { return [] }
    let environment = event.environment.uppercased()
    var facts: [EnrollmentFact] = []
    if event.type == .experimentEnrollment, let experiment = event.experimentID,
      let variant = event.experimentVariant, !experiment.isEmpty, !variant.isEmpty
    {
      // The wire model reads a missing environment as SANDBOX; only an
      // explicit PRODUCTION is taken at its word.
      facts.append(
        EnrollmentFact(
          experimentID: experiment, variant: variant, appUserID: user,
          enrolledAtMs: event.experimentEnrolledAtMs ?? event.eventTimestampMs,
          environment: environment == "PRODUCTION" ? environment : unknownEnvironment,
          offeringID: event.offeringID.flatMap { $0.isEmpty ? nil : $0 }))
    }
    for entry in event.experiments
    where !entry.experimentID.isEmpty && !entry.experimentVariant.isEmpty {
      facts.append(
        EnrollmentFact(
          experimentID: entry.experimentID, variant: entry.experimentVariant, appUserID: user,
          enrolledAtMs: entry.enrolledAtMs ?? event.eventTimestampMs, environment: environment,
          offeringID: nil))
    }
    return facts
  }
}
