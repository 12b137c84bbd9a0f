import Foundation
import StoreSimulator
import SubscriptionKit

#if canImport(Glibc)
  import Glibc
#endif

/// Which files a simulated store runs on and where its state lives, shared by
/// `subkit demo` and `subkit store`.
///
/// With a state directory the choice is remembered in `setup.json` there, so
/// later runs (and `subkit store` commands) reopen the same store at the same
/// store time without repeating `--storekit`/`--project`.
package struct SimulatorSetup: Codable, Equatable, Sendable {
  /// The `.storekit` file.
  package var storekit: URL
  /// The project file (offerings and product→entitlement mapping).
  package var project: URL
  /// Where store time started; time moves only by `advance`.
  package var start: Date

  /// The folder of the bundled example, found from the working directory or the
  /// executable's location (`.build/<config>/subkit` inside the repository).
  package static func bundledExample() -> URL? {
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

  /// Opens the store a command names: validates everything first, writes after.
  ///
  /// The order is the promise: the state folder must be a folder; a
  /// remembered `setup.json` that cannot be read is an error naming it (never
  /// a silent fallback to the example); the `.storekit` and project files are
  /// read and checked against each other; only then is `setup.json` written —
  /// atomically and durably, and only when it changes — and the ledger
  /// opened. So a broken `--storekit` changes nothing, and a read-only command
  /// on an existing store writes nothing.
  ///
  /// - Parameters:
  ///   - stateDirectory: the `--state` folder, or nil for a store in memory.
  ///   - newStart: when a new store starts if `start` (`--start`) is not
  ///     given: `now` unless the command says otherwise.
  ///   - check: what the caller checks in the files before anything is
  ///     made (a usage error found there leaves no new folder behind).
  /// - Throws: `SetupError` (one plain sentence), the readers' errors or `check`'s.
  package static func open(
    storekit: String?, project: String?, start: String?, stateDirectory: URL?, now: Date,
    newStart: Date? = nil,
    check: (StoreKitConfiguration, SimulatorProject) throws -> Void = { _, _ in }
  ) throws -> (setup: SimulatorSetup, store: StoreSimulator) {
    let newStart = newStart ?? now
    guard let stateDirectory else {
      let setup = try resolve(
        storekit: storekit, project: project, start: start, remembered: nil, newStart: newStart)
      return (setup, try setup.makeStore(files: try setup.readFiles(), ledger: .inMemory))
    }
    try checkFolder(stateDirectory)
    let remembered = try load(from: stateDirectory)
    var setup = try resolve(
      storekit: storekit, project: project, start: start, remembered: remembered, newStart: newStart
    )
    var files = try setup.readFiles()
    try check(files.0, files.1)
    let ledger = LedgerLocation.file(stateDirectory.appendingPathComponent("store.sqlite"))
    guard remembered != setup else {
      return (setup, try setup.makeStore(files: files, ledger: ledger))
    }
    do {
      try FileManager.default.createDirectory(
        at: stateDirectory, withIntermediateDirectories: true)
    } catch {
      throw SetupError("cannot create the state folder \(stateDirectory.path): \(reason(error))")
    }
    // Another process may be setting up the same folder: decide again under its lock.
    let lock = try StateFolderLock(folder: stateDirectory)
    let current = try load(from: stateDirectory)
    if current != remembered {
      let again = try resolve(
        storekit: storekit, project: project, start: start, remembered: current, newStart: newStart)
      if again != setup { files = try again.readFiles() }
      setup = again
    }
    if current != setup { try setup.save(to: stateDirectory) }
    let store = try setup.makeStore(files: files, ledger: ledger)
    withExtendedLifetime(lock) {}
    return (setup, store)
  }

  /// The setup from options, the remembered setup, or the bundled example, in
  /// that order. A new store starts at `start`, else at `newStart` (to the minute).
  package static func resolve(
    storekit: String?, project: String?, start: String?, remembered: SimulatorSetup?,
    newStart: Date
  ) throws -> SimulatorSetup {
    let startDate: Date
    if let start {
      guard let parsed = ISO8601DateFormatter().date(from: start) else {
        throw SetupError(
          "--start must be an ISO-8601 date such as 2026-01-01T09:00:00Z, not '\(start)'")
      }
      // Store time cannot hold earlier or later dates: refuse them rather than
      // start somewhere else (a year-1 date used to start in 1970).
      guard StoreTime.contains(parsed) else {
        throw SetupError(
          "--start must be from 1970-01-01T00:00:00Z to \(StoreTime.lastYear)-12-31T23:59:59Z "
            + "(the range store time holds), not '\(start)'")
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
        ?? Date(timeIntervalSince1970: (newStart.timeIntervalSince1970 / 60).rounded(.down) * 60)
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

  /// The `.storekit` and project files, read and checked against each other.
  private func readFiles() throws -> (StoreKitConfiguration, SimulatorProject) {
    let configuration = try StoreKitConfiguration(contentsOf: storekit)
    let projectFile = try SimulatorProject(contentsOf: project)
    try projectFile.validate(against: configuration, file: project)
    return (configuration, projectFile)
  }

  /// The simulator on already-checked files. Every commit is flushed to disk
  /// (`synchronous=FULL`): a success `subkit` prints survives a power loss.
  private func makeStore(
    files: (StoreKitConfiguration, SimulatorProject), ledger: LedgerLocation
  ) throws -> StoreSimulator {
    try StoreSimulator(
      configuration: files.0, project: files.1, ledger: ledger, clock: .stopped(at: start),
      options: StoreSimulatorOptions(syncsEveryCommit: true))
  }

  /// Fails unless `folder` is a folder or does not exist yet.
  private static func checkFolder(_ folder: URL) throws {
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory)
    if exists && !isDirectory.boolValue {
      throw SetupError("--state \(folder.path) is not a folder")
    }
    if exists && !FileManager.default.isReadableFile(atPath: folder.path) {
      throw SetupError("--state \(folder.path) cannot be read (check its permissions)")
    }
    guard !exists else { return }
    // A new folder: every existing part of its path must be a folder too.
    var ancestor = folder.deletingLastPathComponent()
    while ancestor.path != "/" {
      if FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isDirectory) {
        guard isDirectory.boolValue else {
          throw SetupError("--state \(folder.path): \(ancestor.path) is a file, not a folder")
        }
        return
      }
      ancestor.deleteLastPathComponent()
    }
  }

  private static func existingFile(_ path: String, option: String) throws -> URL {
    let url = URL(fileURLWithPath: path)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      throw SetupError("\(option): no such file: \(path)")
    }
    guard !isDirectory.boolValue else {
      throw SetupError("\(option): \(path) is a folder, not a file")
    }
    return url.standardizedFileURL
  }

  /// The remembered setup; nil when the folder has none yet.
  ///
  /// - Throws: `SetupError` naming `setup.json` when it exists but cannot be
  ///   read or is not a setup: the store it describes is never replaced silently.
  private static func load(from directory: URL) throws -> SimulatorSetup? {
    let url = directory.appendingPathComponent("setup.json")
    guard let data = try FolderFile.read(url) else { return nil }
    guard let setup = try? JSONDecoder().decode(SimulatorSetup.self, from: data) else {
      throw SetupError(
        "\(url.path) is damaged (not a store setup); fix it, or remove the folder to start "
          + "a new store")
    }
    return setup
  }

  private func save(to directory: URL) throws {
    try FolderFile.write(self, to: directory.appendingPathComponent("setup.json"))
  }
}
