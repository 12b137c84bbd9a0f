import Foundation

/// Writes the experiment enrolments an event states into two derived tables,
/// by merges that do not depend on arrival order:
///
/// - `experiment_enrollments`: one row per environment, experiment and app
///   user; the enrolment with the earliest `(enrolled_at_ms, event_id)` wins
///   (every later event of the customer repeats it in `experiments[]`).
/// - `experiment_variants`: each variant's offering, from the enrolment
///   event with the smallest id that names one.
///
/// Like the other derived tables they are emptied and filled again by
/// `AnalyticsStore.rebuild()`; a database made before these tables existed is
/// rebuilt once when it is opened (`createSchema`), which fills them.
enum ExperimentProjection {
  /// The schema version of these tables (`schema_info` row `experiments`).
  static let version = 1

  /// The tables, safe to create again.
  static func statements(for dialect: SQLDialect) -> [String] {
    let bytes = dialect == .sqlite ? "" : " COLLATE \"C\""
    return [
      """
      CREATE TABLE IF NOT EXISTS experiment_enrollments (
        environment TEXT NOT NULL,
        experiment_id TEXT NOT NULL,
        app_user_id TEXT NOT NULL,
        variant TEXT NOT NULL,
        enrolled_at_ms BIGINT NOT NULL,
        event_id TEXT\(bytes) NOT NULL,
        PRIMARY KEY (environment, experiment_id, app_user_id)
      )
      """,
      """
      CREATE TABLE IF NOT EXISTS experiment_variants (
        experiment_id TEXT NOT NULL,
        variant TEXT NOT NULL,
        offering_id TEXT NOT NULL,
        event_id TEXT\(bytes) NOT NULL,
        PRIMARY KEY (experiment_id, variant)
      )
      """,
    ]
  }

  /// Creates the tables, inside `createSchema`'s transaction. True when the
  /// database already had events but not these tables: the store then
  /// rebuilds, which fills them from the stored events.
  static func createTables(in database: any AnalyticsDatabase) throws -> Bool {
    for statement in statements(for: database.dialect) { try database.execute(statement) }
    return try database.registerSchemaPart("experiments", version: version)
  }

  /// Empties the tables (before a rebuild applies every event again).
  static func clear(_ database: any AnalyticsDatabase) throws {
    try database.run("DELETE FROM experiment_enrollments", [])
    try database.run("DELETE FROM experiment_variants", [])
  }

  /// Applies the enrolments of one event.
  static func apply(
    _ enrollments: [EnrollmentFact], eventID: String, to database: any AnalyticsDatabase
  ) throws {
    for enrollment in enrollments {
      try database.run(
        enrollmentUpsert,
        [
          .text(enrollment.environment), .text(enrollment.experimentID),
          .text(enrollment.appUserID), .text(enrollment.variant),
          .integer(enrollment.enrolledAtMs), .text(eventID),
        ])
      if let offering = enrollment.offeringID {
        try database.run(
          variantUpsert,
          [
            .text(enrollment.experimentID), .text(enrollment.variant), .text(offering),
            .text(eventID),
          ])
      }
    }
  }

  static let enrollmentUpsert = """
    INSERT INTO experiment_enrollments (environment, experiment_id, app_user_id, variant,
      enrolled_at_ms, event_id)
    VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (environment, experiment_id, app_user_id) DO UPDATE SET
      variant = excluded.variant, enrolled_at_ms = excluded.enrolled_at_ms,
      event_id = excluded.event_id
    WHERE (excluded.enrolled_at_ms, excluded.event_id)
      < (experiment_enrollments.enrolled_at_ms, experiment_enrollments.event_id)
    """

  static let variantUpsert = """
    INSERT INTO experiment_variants (experiment_id, variant, offering_id, event_id)
    VALUES (?, ?, ?, ?)
    ON CONFLICT (experiment_id, variant) DO UPDATE SET
      offering_id = excluded.offering_id, event_id = excluded.event_id
    WHERE excluded.event_id < experiment_variants.event_id
    """
}
