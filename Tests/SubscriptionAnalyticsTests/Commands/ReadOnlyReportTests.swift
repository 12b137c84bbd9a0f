import Foundation
import SQLiteSupport
import TestSupport
import Testing

@testable import SubscriptionAnalytics

/// `report` only reads: on a read-only file in a read-only folder it prints
/// its numbers and leaves the file's bytes, its time and the folder as they
/// were. (Tests run as root here, where chmod stops no write, so the test
/// checks that nothing changed rather than relying on a refusal.)
@Suite("subkit-analytics report reads only", .timeLimit(.minutes(10)))
struct ReadOnlyReportTests {
  let folder: URL
  let database: URL

  init() throws {
    folder = try Fixtures.temporaryFolder()
    try ExperimentScenario.writeEventsFile(in: folder)
    let imported = try AnalyticsCommand.run(["import", "events.jsonl"], in: folder)
    #expect(imported.status == 0, "\(imported.stderr)")
    database = folder.appendingPathComponent(".subkit/analytics.sqlite")
  }

  func report(_ arguments: [String]) throws -> AnalyticsCommand.Output {
    try AnalyticsCommand.run(
      ["report", "--now", "2026-02-10T00:00:00Z"] + arguments, in: folder)
  }

  func listing() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: database.deletingLastPathComponent().path)
      .sorted()
  }

  @Test("A metric and an experiment report on a 444 file in a 555 folder change nothing")
  func readOnlyFile() throws {
    let directory = database.deletingLastPathComponent()
    #expect(try listing() == ["analytics.sqlite"])
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: database.path)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
    defer {
      try? FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: directory.path)
    }
    let bytes = try Data(contentsOf: database)
    let modified =
      try FileManager.default.attributesOfItem(atPath: database.path)[
        .modificationDate] as? Date
    // A -wal or -shm made and removed again still changes the folder's time.
    let folderModified =
      try FileManager.default.attributesOfItem(atPath: directory.path)[
        .modificationDate] as? Date
    for arguments in [
      ["--metric", "revenue", "--from", "2026-01-01", "--to", "2026-02-09", "--format", "csv"],
      ["--experiment", ExperimentScenario.experiment],
    ] {
      let output = try report(arguments)
      #expect(output.status == 0, "\(arguments): \(output.stderr)")
      #expect(!output.stdout.isEmpty)
      #expect(try listing() == ["analytics.sqlite"], "\(arguments)")
      #expect(try Data(contentsOf: database) == bytes, "\(arguments)")
      let now = try FileManager.default.attributesOfItem(atPath: database.path)[.modificationDate]
      #expect(now as? Date == modified, "\(arguments)")
      let folderNow = try FileManager.default.attributesOfItem(atPath: directory.path)[
        .modificationDate]
      #expect(folderNow as? Date == folderModified, "\(arguments): a file was made beside it")
    }
  }

  @Test("The store a report opens refuses every write")
  func refusesWrites() throws {
    let store = try AnalyticsStore.openForReading(
      AnalyticsDatabaseURL("sqlite:\(database.path)"), now: { ExperimentScenario.now })
    #expect(try store.eventCount() > 0)
    #expect(throws: AnalyticsError.self) {
      _ = try store.ingest(bodies: [try ExperimentScenario.bodies()[0]])
    }
    #expect(try listing() == ["analytics.sqlite"])
  }

  @Test("A database of an older schema is refused with how to bring it up to date, unchanged")
  func olderSchema() throws {
    let sqlite = try SQLiteDatabase(path: database.path)
    try sqlite.execute("UPDATE schema_info SET version = 1 WHERE name = 'analytics'")
    let bytes = try Data(contentsOf: database)
    let output = try report(["--metric", "mrr"])
    #expect(output.status == 1)
    #expect(
      output.stderr.contains("holds analytics schema version 1; this subkit-analytics reads"),
      "\(output.stderr)")
    #expect(output.stderr.contains("subkit-analytics rebuild"))
    #expect(output.stderr.filter { $0 == "\n" }.count == 1)
    #expect(try Data(contentsOf: database) == bytes)
  }

  @Test("A SQLite file that is not an analytics database is refused, unchanged")
  func unrelatedDatabase() throws {
    let other = folder.appendingPathComponent("other.sqlite")
    let sqlite = try SQLiteDatabase(path: other.path)
    try sqlite.execute("CREATE TABLE notes (body TEXT)")
    let bytes = try Data(contentsOf: other)
    let output = try report(["--database", "sqlite:\(other.path)"])
    #expect(output.status == 1)
    #expect(output.stderr.contains("is not an analytics database"), "\(output.stderr)")
    #expect(try Data(contentsOf: other) == bytes)
    let tables = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(!tables.contains("other.sqlite-wal"))
  }

  @Test(
    "A user who may not write the file or its folder gets the report",
    .enabled(
      if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
      "needs root to run the report as nobody"))
  func otherUser() throws {
    let directory = database.deletingLastPathComponent()
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: database.path)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
    defer {
      try? FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: directory.path)
    }
    let output = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/setpriv"),
      [
        "--reuid=65534", "--regid=65534", "--clear-groups", AnalyticsCommand.executable.path,
        "report", "--experiment", ExperimentScenario.experiment, "--now",
        "2026-02-10T00:00:00Z", "--format", "csv",
      ], in: folder)
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("b,false,initial_conversion,75,3,4,"), "\(output.stdout)")
    #expect(try listing() == ["analytics.sqlite"])
  }

  @Test("While a writer holds events in its -wal, the report sees them and leaves its files be")
  func besideWriter() throws {
    let writer = try AnalyticsStore.open(
      AnalyticsDatabaseURL("sqlite:\(database.path)"), now: { ExperimentScenario.now })
    let body = Data(
      """
      {"event": {"event_timestamp_ms": \(EventFactory.ms(1)), "app_user_id": "late",
        "aliases": ["late"], "original_app_user_id": "late",
        "experiment_id": "\(ExperimentScenario.experiment)", "experiment_variant": "c",
        "offering_id": "paywall_c", "experiment_enrolled_at_ms": \(EventFactory.ms(1)),
        "type": "EXPERIMENT_ENROLLMENT", "id": "enrol-late"},
       "api_version": "1.0"}
      """.utf8)
    #expect(try writer.ingest(body: body) == .stored)
    #expect(try listing().contains("analytics.sqlite-wal"))
    let before = try listing()
    let output = try report(["--experiment", ExperimentScenario.experiment, "--control", "c"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("variant c (offering paywall_c), control"), "\(output.stdout)")
    #expect(try listing() == before)
    withExtendedLifetime(writer) {}
  }
}
