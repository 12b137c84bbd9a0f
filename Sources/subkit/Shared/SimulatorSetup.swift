import Foundation
import StoreSimulator
import SubscriptionKit

/// Which files a simulated store runs on and where its state lives, shared by
/// `subkit demo` and `subkit store`.
///
/// With a state directory the choice is remembered in `setup.json` there, so
/// later runs (and `subkit store` commands) reopen the same store at the same
/// store time without repeating `--storekit`/`--project`.
struct SimulatorSetup: Codable {
  /// The `.storekit` file.
  var storekit: URL
  /// The project file (offerings and product→entitlement mapping).
  var project: URL
  /// Where store time started; time moves only by `advance`.
  var start: Date

  /// The folder of the bundled example, found from the working directory or the
  /// executable's location (`.build/<config>/subkit` inside the repository).
  static func bundledExample() -> URL? {
    let relative = "Examples/InvoiceApp"
    var candidates = [URL(fileURLWithPath: FileManager.default.currentDirectoryPath)]
    var executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    for _ in 0..<5 {
      executable.deleteLastPathComponent()
      candidates.append(executable)
    }
    return candidates.map { $0.appendingPathComponent(relative) }
      .first {
        FileManager.default.fileExists(
          atPath: $0.appendingPathComponent("InvoiceApp.storekit").path)
      }
  }

  /// Resolves the setup from options, the state directory's remembered setup,
  /// or the bundled example, in that order.
  ///
  /// - Throws: `SetupError` when a named file does not exist or nothing is found.
  static func resolve(
    storekit: String?, project: String?, start: String?, stateDirectory: URL?, now: Date
  ) throws -> SimulatorSetup {
    let remembered = stateDirectory.flatMap(load(from:))
    let startDate: Date
    if let start {
      guard let parsed = ISO8601DateFormatter().date(from: start) else {
        throw SetupError(
          "--start must be an ISO-8601 date such as 2026-01-01T09:00:00Z, not '\(start)'")
      }
      if let remembered, remembered.start != parsed {
        throw SetupError(
          "--start applies only to a new state directory; this one started at "
            + ISO8601DateFormatter().string(from: remembered.start))
      }
      startDate = parsed
    } else {
      startDate =
        remembered?.start
        ?? Date(timeIntervalSince1970: (now.timeIntervalSince1970 / 60).rounded(.down) * 60)
    }
    if storekit != nil || project != nil {
      guard let storekit, let project else {
        throw SetupError("--storekit and --project go together: a store needs both files")
      }
      return SimulatorSetup(
        storekit: try existingFile(storekit, option: "--storekit"),
        project: try existingFile(project, option: "--project"), start: startDate)
    }
    if var remembered {
      remembered.start = startDate
      return remembered
    }
    guard let example = bundledExample() else {
      throw SetupError(
        "cannot find the bundled example (Examples/InvoiceApp); run from the repository root "
          + "or pass --storekit FILE --project FILE")
    }
    return SimulatorSetup(
      storekit: example.appendingPathComponent("InvoiceApp.storekit"),
      project: example.appendingPathComponent("subscriptions.json"), start: startDate)
  }

  /// Opens the simulator, with a ledger file in `stateDirectory` (in memory without one).
  func open(stateDirectory: URL?) throws -> StoreSimulator {
    var ledger = LedgerLocation.inMemory
    if let stateDirectory {
      try FileManager.default.createDirectory(at: stateDirectory, withIntermediateDirectories: true)
      ledger = .file(stateDirectory.appendingPathComponent("store.sqlite"))
      try save(to: stateDirectory)
    }
    return try StoreSimulator.open(
      storekit: storekit, project: project, ledger: ledger, clock: .manual(start: start))
  }

  private static func existingFile(_ path: String, option: String) throws -> URL {
    let url = URL(fileURLWithPath: path)
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw SetupError("\(option): no such file: \(path)")
    }
    return url.standardizedFileURL
  }

  private static func load(from directory: URL) -> SimulatorSetup? {
    guard let data = try? Data(contentsOf: directory.appendingPathComponent("setup.json")) else {
      return nil
    }
    return try? JSONDecoder().decode(SimulatorSetup.self, from: data)
  }

  private func save(to directory: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(self).write(
      to: directory.appendingPathComponent("setup.json"), options: .atomic)
  }
}

/// A problem with the files or folders a command was given: exit code 1.
struct SetupError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
