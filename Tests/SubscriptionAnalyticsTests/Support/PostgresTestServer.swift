import Foundation
import SubscriptionAnalyticsPostgres

@testable import SubscriptionAnalytics

/// A PostgreSQL server for the tests that run the store on PostgreSQL.
///
/// With `SUBKIT_TEST_POSTGRES_URL` set (e.g. by the test script, which may
/// start a cluster itself), the tests use that server. Otherwise, when
/// `pg_config --bindir` names a folder with `initdb`, the first test that
/// needs one starts a throwaway cluster: `initdb` in a temporary folder
/// (owned by `postgres` when running as root, since initdb refuses root),
/// listening on a unix socket in that folder only, stopped when the test
/// process exits. Each test gets a database of its own on the server.
enum PostgresTestServer {
  /// The environment variable naming an existing server.
  static let variable = "SUBKIT_TEST_POSTGRES_URL"

  /// Whether PostgreSQL tests can run here.
  static var isAvailable: Bool {
    ProcessInfo.processInfo.environment[variable] != nil || binaries != nil
  }

  /// The server's URL: the variable's, or the throwaway cluster's (started once).
  static let base: Result<String, PostgresTestError> = {
    if let url = ProcessInfo.processInfo.environment[variable] { return .success(url) }
    return Result { try startCluster() }.mapError {
      $0 as? PostgresTestError ?? PostgresTestError(description: "\($0)")
    }
  }()

  /// A new, empty database on the server.
  static func newDatabase() throws -> AnalyticsDatabaseURL {
    let url = try base.get()
    let name =
      "subkit_test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
    let admin = try PostgresAnalyticsDatabase(url: url)
    try admin.execute("CREATE DATABASE \(name)")
    return try AnalyticsDatabaseURL(replacingDatabase(in: url, with: name))
  }

  /// `postgresql://user@host/db?x=y` with `db` replaced by `name`.
  static func replacingDatabase(in url: String, with name: String) -> String {
    guard let scheme = url.range(of: "://") else { return url }
    let rest = url[scheme.upperBound...]
    let query = rest.firstIndex(of: "?").map { String(rest[$0...]) } ?? ""
    let beforeQuery = rest.prefix { $0 != "?" }
    let authority = beforeQuery.prefix { $0 != "/" }
    return url[..<scheme.upperBound] + authority + "/" + name + query
  }

  /// `pg_config --bindir`, when it holds `initdb` and `pg_ctl`.
  static let binaries: String? = {
    guard let output = try? run("/usr/bin/env", ["pg_config", "--bindir"]) else { return nil }
    let folder = output.trimmingCharacters(in: .whitespacesAndNewlines)
    let manager = FileManager.default
    guard manager.isExecutableFile(atPath: folder + "/initdb"),
      manager.isExecutableFile(atPath: folder + "/pg_ctl")
    else { return nil }
    return folder
  }()

  private static func startCluster() throws -> String {
    guard let bin = binaries else {
      throw PostgresTestError(description: "no initdb (pg_config --bindir) and no \(variable)")
    }
    let folder = "/tmp/subkit-pg-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    var prefix: [String] = []
    if getuid() == 0 {
      try FileManager.default.setAttributes(
        [.ownerAccountName: "postgres", .groupOwnerAccountName: "postgres"], ofItemAtPath: folder)
      prefix = ["runuser", "-u", "postgres", "--"]
    }
    _ = try run(
      "/usr/bin/env",
      prefix + [
        bin + "/initdb", "-D", folder + "/data", "-A", "trust", "-U", "postgres", "--no-sync",
      ])
    let options = "-k \(folder) -c listen_addresses='' -c fsync=off"
    _ = try run(
      "/usr/bin/env",
      prefix + [
        bin + "/pg_ctl", "-D", folder + "/data", "-o", options, "-l", folder + "/log", "-w", "-t",
        "60", "start",
      ])
    clusterStop = prefix + [bin + "/pg_ctl", "-D", folder + "/data", "-m", "immediate", "stop"]
    atexit {
      guard let stop = PostgresTestServer.clusterStop else { return }
      _ = try? PostgresTestServer.run("/usr/bin/env", stop)
      if let folder = stop.first(where: { $0.hasSuffix("/data") }) {
        try? FileManager.default.removeItem(atPath: String(folder.dropLast("/data".count)))
      }
    }
    return "postgresql://postgres@/postgres?host=\(folder)"
  }

  /// The command that stops the throwaway cluster, once started.
  nonisolated(unsafe) static var clusterStop: [String]?

  /// Runs a program to its end; its standard output, or an error with its log.
  ///
  /// The program runs under bash (dash cannot name descriptors above 9), which first closes every inherited
  /// descriptor above 2: the server `pg_ctl` leaves running would otherwise
  /// keep open the descriptor `Process` watches, and the wait would never end.
  @discardableResult
  static func run(_ executable: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments =
      [
        "-c",
        #"for fd in $(ls /proc/$$/fd); do [ "$fd" -gt 2 ] && eval "exec $fd>&-"; done; exec "$@""#,
        "sh", executable,
      ] + arguments
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: output) }
    let handle = try FileHandle(forWritingTo: output)
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    try handle.close()
    let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    guard process.terminationStatus == 0 else {
      throw PostgresTestError(
        description: "\(arguments.joined(separator: " ")) failed: \(text.suffix(400))")
    }
    return text
  }
}

/// Why the PostgreSQL test server is not there.
struct PostgresTestError: Error, CustomStringConvertible {
  let description: String
}
