import Foundation
import TestSupport

/// PostgreSQL for the tests that run `subkit-analytics serve` on it, driven
/// with the server's own programs (`psql`, `pg_ctl`).
///
/// `shared()` is the server in `SUBKIT_TEST_POSTGRES_URL` (scripts/test
/// starts one), or else a throwaway cluster of the calling test. A test that
/// stops and starts the server always gets a private cluster
/// (`PostgresCluster()`), so other tests' server is never stopped under them.
/// A private cluster is stopped and removed when released. Without PostgreSQL
/// (no variable, no `initdb`) the suites using it are skipped.
final class PostgresCluster: @unchecked Sendable {
  // @unchecked because: every property is a constant.
  /// `postgresql://postgres@/postgres?host=…` (or the variable's URL).
  let url: String
  /// The cluster's folder, when this process started it.
  let folder: String?

  static let variable = "SUBKIT_TEST_POSTGRES_URL"

  /// Whether `initdb` and `pg_ctl` are here (and, as root, a `postgres` user).
  static let canStart: Bool = {
    guard let bin = binaries else { return false }
    _ = bin
    return getuid() != 0 || (try? shell(["id", "postgres"])) != nil
  }()

  /// Whether a server can be had at all.
  static var isAvailable: Bool {
    ProcessInfo.processInfo.environment[variable] != nil || canStart
  }

  /// `pg_config --bindir`, when it holds `initdb` and `pg_ctl`.
  static let binaries: String? = {
    guard let folder = try? shell(["pg_config", "--bindir"]) else { return nil }
    let bin = folder.trimmingCharacters(in: .whitespacesAndNewlines)
    let manager = FileManager.default
    guard manager.isExecutableFile(atPath: bin + "/initdb"),
      manager.isExecutableFile(atPath: bin + "/pg_ctl")
    else { return nil }
    return bin
  }()

  /// The server in `SUBKIT_TEST_POSTGRES_URL` (never stopped by a test), or
  /// else a private cluster, stopped when the caller releases it.
  static func shared() throws -> PostgresCluster {
    if let url = ProcessInfo.processInfo.environment[variable] {
      return PostgresCluster(url: url)
    }
    return try PostgresCluster()
  }

  private init(url: String) {
    self.url = url
    folder = nil
  }

  /// Starts a private throwaway cluster (unix socket only).
  init() throws {
    guard let bin = Self.binaries else {
      throw ServeProcess.Failure(description: "no initdb (pg_config --bindir)")
    }
    let folder = "/tmp/subkit-pg-serve-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    if getuid() == 0 {
      try FileManager.default.setAttributes(
        [.ownerAccountName: "postgres", .groupOwnerAccountName: "postgres"], ofItemAtPath: folder)
    }
    self.folder = folder
    url = "postgresql://postgres@/postgres?host=\(folder)"
    try Self.shell(
      Self.asPostgres + [
        bin + "/initdb", "-D", folder + "/data", "-A", "trust", "-U", "postgres", "--no-sync",
      ])
    try start()
  }

  deinit {
    guard let folder, let bin = Self.binaries else { return }
    _ = try? Self.shell(
      Self.asPostgres + [bin + "/pg_ctl", "-D", folder + "/data", "-m", "immediate", "stop"])
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// Starts the private cluster's server (waits until it accepts connections).
  func start() throws {
    guard let folder, let bin = Self.binaries else { return }
    try Self.shell(
      Self.asPostgres + [
        bin + "/pg_ctl", "-D", folder + "/data", "-o",
        "-k \(folder) -c listen_addresses='' -c fsync=off", "-l", folder + "/log", "-w", "-t",
        "60", "start",
      ])
  }

  /// Stops the private cluster's server (fast: its backends are ended).
  func stop() throws {
    guard let folder, let bin = Self.binaries else { return }
    try Self.shell(
      Self.asPostgres + [bin + "/pg_ctl", "-D", folder + "/data", "-m", "fast", "-w", "stop"])
  }

  /// A new, empty database on the server: its name and URL.
  func newDatabase() throws -> (name: String, url: String) {
    let name =
      "subkit_serve_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
    try psql("CREATE DATABASE \(name)")
    return (name, Self.replacingDatabase(in: url, with: name))
  }

  /// Runs `sql` with psql on the server's `postgres` database (or `database`);
  /// the rows, `|`-separated, one a line.
  @discardableResult
  func psql(_ sql: String, database: String? = nil) throws -> String {
    let target = database.map { Self.replacingDatabase(in: url, with: $0) } ?? url
    return try Self.shell([
      "psql", target, "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-c", sql,
    ])
    .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// `postgresql://user@host/db?x=y` with `db` replaced by `name`.
  static func replacingDatabase(in url: String, with name: String) -> String {
    guard let scheme = url.range(of: "://") else { return url }
    let rest = url[scheme.upperBound...]
    let query = rest.firstIndex(of: "?").map { String(rest[$0...]) } ?? ""
    let authority = rest.prefix { $0 != "?" }.prefix { $0 != "/" }
    return url[..<scheme.upperBound] + authority + "/" + name + query
  }

  private static var asPostgres: [String] {
    getuid() == 0 ? ["runuser", "-u", "postgres", "--"] : []
  }

  /// Runs a program to its end under bash, which first closes every inherited
  /// descriptor above 2 (a server `pg_ctl` leaves running would otherwise
  /// hold the pipe open); its output, or an error with it.
  @discardableResult
  static func shell(_ command: [String]) throws -> String {
    let output = try ProcessRunner.run(
      URL(fileURLWithPath: "/bin/bash"),
      [
        "-c",
        #"for fd in $(ls /proc/$$/fd); do [ "$fd" -gt 2 ] && eval "exec $fd>&-"; done; exec "$@" 2>&1"#,
        "sh",
      ] + command, timeLimit: .seconds(90))
    guard output.status == 0 else {
      throw ServeProcess.Failure(
        description: "\(command.joined(separator: " ")) failed: \(output.stdout.suffix(400))")
    }
    return output.stdout
  }
}
