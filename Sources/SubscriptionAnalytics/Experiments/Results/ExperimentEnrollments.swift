/// Who is enrolled in one experiment, in one environment, and in which variant.
///
/// Read from `experiment_enrollments`. A customer may have several rows (an
/// `EXPERIMENT_ENROLLMENT` event, and `experiments[]` on their later events);
/// the earliest enrolment `(enrolled_at_ms, event_id)` decides the variant.
/// RevenueCat's enrolment event has no `environment`, so a customer belongs
/// to the environments their other events name; one known only from the
/// enrolment event (enrolled, never bought) belongs where the experiment's
/// other customers are: production when any of them is there or none is
/// known anywhere, else sandbox (a simulator or a test build, whose events
/// are all sandbox).
struct ExperimentEnrollments: Sendable {
  /// One enrolled customer.
  struct Member: Sendable, Hashable {
    var variant: String
    var enrolledAt: Int64
  }

  /// Enrolled customers by app user id.
  var members: [String: Member]
  /// Each variant's offering, when an enrolment event named it.
  var offerings: [String: String]
  /// Every variant any environment has seen (so a variant without customers
  /// here still shows).
  var variants: Set<String>
  /// Customers enrolled in the other environment.
  var elsewhere: Int

  /// The enrolments of `experimentID` in `environment`; nil when no
  /// environment has ever seen the experiment.
  static func load(
    experimentID: String, environment: AnalyticsEnvironment, from database: any AnalyticsDatabase
  ) throws -> ExperimentEnrollments? {
    struct Candidate {
      var member: Member
      var eventID: String
      var environments: Set<String> = []
    }
    var candidates: [String: Candidate] = [:]
    var variants: Set<String> = []
    try database.query(
      """
      SELECT environment, app_user_id, variant, enrolled_at_ms, event_id
      FROM experiment_enrollments WHERE experiment_id = ?
      """, [.text(experimentID)]
    ) { row in
      let place = row.text(0)
      let user = row.text(1)
      let member = Member(variant: row.text(2), enrolledAt: row.int64(3))
      let eventID = row.text(4)
      variants.insert(member.variant)
      var candidate = candidates[user] ?? Candidate(member: member, eventID: eventID)
      if Self.isEarlier(
        member.enrolledAt, eventID, than: candidate.member.enrolledAt, candidate.eventID)
      {
        candidate.member = member
        candidate.eventID = eventID
      }
      if place != EnrollmentFact.unknownEnvironment { candidate.environments.insert(place) }
      candidates[user] = candidate
    }
    guard !candidates.isEmpty else { return nil }
    var offerings: [String: String] = [:]
    try database.query(
      "SELECT variant, offering_id FROM experiment_variants WHERE experiment_id = ?",
      [.text(experimentID)]
    ) { row in
      offerings[row.text(0)] = row.text(1)
      variants.insert(row.text(0))
    }
    // Enrolment events carry no environment: they go where the experiment's
    // other customers are — production when any are there (or none are
    // anywhere), else sandbox (a simulator, a test build).
    let known = candidates.values.reduce(into: Set<String>()) { $0.formUnion($1.environments) }
    let unplaced =
      known.isEmpty || known.contains(AnalyticsEnvironment.production.rawValue)
      ? AnalyticsEnvironment.production.rawValue : AnalyticsEnvironment.sandbox.rawValue
    var members: [String: Member] = [:]
    var elsewhere = 0
    for (user, candidate) in candidates {
      let places = candidate.environments.isEmpty ? [unplaced] : candidate.environments
      if places.contains(environment.rawValue) {
        members[user] = candidate.member
      } else {
        elsewhere += 1
      }
    }
    return ExperimentEnrollments(
      members: members, offerings: offerings, variants: variants, elsewhere: elsewhere)
  }

  /// Whether an enrolment at `time` from `eventID` comes before another's
  /// (by time, then event id in byte order, as the database merges).
  private static func isEarlier(
    _ time: Int64, _ eventID: String, than otherTime: Int64, _ otherEventID: String
  ) -> Bool {
    if time != otherTime { return time < otherTime }
    return eventID.utf8.lexicographicallyPrecedes(otherEventID.utf8)
  }

  /// Every customer's `BILLING_ISSUE` event times (ms) in `environment`.
  static func billingIssues(
    environment: AnalyticsEnvironment, from database: any AnalyticsDatabase
  ) throws -> [String: [Int64]] {
    var issues: [String: [Int64]] = [:]
    try database.query(
      """
      SELECT environment, app_user_id, event_timestamp_ms FROM events
      WHERE type = 'BILLING_ISSUE' AND app_user_id IS NOT NULL
      """, []
    ) { row in
      guard row.text(0).uppercased() == environment.rawValue else { return }
      issues[row.text(1), default: []].append(row.int64(2))
    }
    return issues
  }

  /// Every experiment the store has seen, sorted.
  static func experimentIDs(in database: any AnalyticsDatabase) throws -> [String] {
    var ids: [String] = []
    try database.query(
      "SELECT DISTINCT experiment_id FROM experiment_enrollments ORDER BY experiment_id", []
    ) { ids.append($0.text(0)) }
    return ids.sorted()
  }
}
