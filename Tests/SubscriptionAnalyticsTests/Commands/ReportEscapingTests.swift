import Foundation
import TestSupport
import Testing

@testable import SubscriptionAnalytics

/// Variant names, offerings and file names come from outside (webhooks, the
/// command line): `report` writes them as valid CSV that no spreadsheet runs
/// as a formula, and as terminal text that cannot drive the terminal.
@Suite("subkit-analytics output escaping", .timeLimit(.minutes(10)))
struct ReportEscapingTests {
  static let experiment = "hostile"
  static let variants = [
    #"=HYPERLINK("http://x","y")"#, "a,b", "line1\nline2", #""quoted""#, "\u{1B}[31mred",
  ]
  let folder: URL

  init() throws {
    folder = try Fixtures.temporaryFolder()
    var lines: [String] = []
    for (index, variant) in Self.variants.enumerated() {
      let body: [String: Any] = [
        "api_version": "1.0",
        "event": [
          "id": "enrol-\(index)", "type": "EXPERIMENT_ENROLLMENT",
          "event_timestamp_ms": EventFactory.ms(0), "app_user_id": "user\(index)",
          "original_app_user_id": "user\(index)", "aliases": ["user\(index)"],
          "experiment_id": Self.experiment, "experiment_variant": variant,
          "offering_id": "offer\u{9B}2J\u{7}\(index)",
          "experiment_enrolled_at_ms": EventFactory.ms(0),
        ] as [String: Any],
      ]
      let data = try JSONSerialization.data(withJSONObject: body)
      lines.append(String(decoding: data, as: UTF8.self))
    }
    try (lines.joined(separator: "\n") + "\n").write(
      to: folder.appendingPathComponent("events.jsonl"), atomically: true, encoding: .utf8)
    let imported = try run(["import", "events.jsonl"])
    #expect(imported.status == 0, "\(imported.stderr)")
  }

  func run(_ arguments: [String]) throws -> AnalyticsCommand.Output {
    try AnalyticsCommand.run(arguments, in: folder)
  }

  static let report = ["report", "--experiment", experiment, "--now", "2026-02-10T00:00:00Z"]

  /// Whether `text` holds a control character other than the line breaks
  /// between lines: C0, DEL or C1 (ESC among them).
  static func hasControl(_ text: String) -> Bool {
    text.unicodeScalars.contains {
      ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
    }
  }

  @Test("CSV parses (RFC 4180, Python's csv) into rows of equal width, names recoverable")
  func csv() throws {
    let output = try run(Self.report + ["--format", "csv"])
    #expect(output.status == 0, "\(output.stderr)")
    let rows = try Self.parseCSV(output.stdout)
    let width = rows.first?.count ?? 0
    #expect(width == 19)
    #expect(rows.allSatisfy { $0.count == width }, "\(rows.map(\.count))")
    #expect(rows.count == 1 + Self.variants.count * ExperimentMetric.allCases.count)
    let names = Set(rows.dropFirst().map { $0[0] })
    let neutralised = Self.variants.map { $0.hasPrefix("=") ? "'" + $0 : $0 }
    #expect(names == Set(neutralised))
    // No cell starts a formula; our own numbers keep their minus sign.
    for row in rows {
      for cell in row { #expect(!cell.hasPrefix("="), "\(row)") }
    }
  }

  @Test("The table shows every name with control characters made visible")
  func table() throws {
    let output = try run(Self.report)
    #expect(output.status == 0, "\(output.stderr)")
    #expect(!Self.hasControl(output.stdout), "\(output.stdout.debugDescription)")
    #expect(output.stdout.contains("variant \\u{1B}[31mred (offering offer\\u{9B}2J\\u{7}4)"))
    #expect(output.stdout.contains("variant line1\\u{A}line2"))
    #expect(output.stdout.contains(#"variant =HYPERLINK("http://x","y")"#))
  }

  @Test("A control variant the experiment does not have is a usage error naming its variants")
  func unknownControl() throws {
    let output = try run(Self.report + ["--control", "z\u{1B}[2J"])
    #expect(output.status == 2)
    #expect(output.stdout.isEmpty)
    #expect(output.stderr.hasPrefix("subkit-analytics report: experiment 'hostile' has no variant"))
    #expect(output.stderr.contains("a,b"))
    #expect(!Self.hasControl(output.stderr))
    #expect(output.stderr.filter { $0 == "\n" }.count == 1, "\(output.stderr)")
  }

  @Test("File names and unknown commands are echoed with control characters escaped")
  func echoedInput() throws {
    let name = "ev\u{1B}]52;c;aGk=\u{7}.jsonl"
    try FileManager.default.copyItem(
      at: folder.appendingPathComponent("events.jsonl"), to: folder.appendingPathComponent(name))
    let imported = try run(["import", name])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stdout.hasPrefix("ev\\u{1B}]52;c;aGk=\\u{7}.jsonl: 0 stored"))
    #expect(!Self.hasControl(imported.stdout))
    for arguments in [["import", "missing\u{1B}[2J.jsonl"], ["frob\u{1B}[2J"]] {
      let output = try run(arguments)
      #expect(output.status != 0)
      #expect(output.stderr.contains("\\u{1B}[2J"), "\(output.stderr)")
      #expect(!Self.hasControl(output.stderr), "\(output.stderr.debugDescription)")
    }
  }

  /// `text` parsed by Python's csv module in strict mode (RFC 4180 quoting).
  static func parseCSV(_ text: String) throws -> [[String]] {
    let script = """
      import csv, io, json, sys
      rows = list(csv.reader(io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8", newline=""), strict=True))
      json.dump(rows, sys.stdout)
      """
    let output = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script], input: text)
    try #require(output.status == 0, "python3: \(output.stderr)")
    return try JSONDecoder().decode([[String]].self, from: Data(output.stdout.utf8))
  }
}
