import CommandLineSupport
import Foundation
import SubscriptionAnalytics
import SubscriptionKit

/// `subkit-analytics import FILE…`: stores webhook bodies.
enum ImportCommand {
  static let help = """
    Usage: subkit-analytics import FILE… [--database URL]

    Stores RevenueCat webhook bodies: the JSON lines 'subkit store events'
    prints, a single body, or a JSON array of bodies ('-' reads standard
    input). Events already stored (same event id) are skipped.

    Every file is read and checked before anything is written, so a bad body
    in any file stores nothing; each file is then committed in one
    transaction of its own (all or nothing per file).

    Options:
      --database URL   sqlite:PATH (default sqlite:.subkit/analytics.sqlite)
                       or postgres://USER@HOST/DB
      -h, --help       Show this help
    """

  static func run(_ raw: [String], clock: SubscriptionClock) -> Int32 {
    let arguments: Arguments
    do {
      arguments = try Arguments(raw, flags: [], options: ["database"])
    } catch {
      return Console.usage(error, command: "import")
    }
    if arguments.has("help") {
      Console.print(help)
      return ExitCode.success
    }
    let files = arguments.positionals
    guard !files.isEmpty else {
      return Console.usage(UsageError("name at least one FILE"), command: "import")
    }
    do {
      var batches: [[Data]] = []
      for file in files {
        let data: Data
        do {
          data =
            file == "-"
            ? FileHandle.standardInput.readDataToEndOfFile()
            : try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
          throw CommandError("cannot read \(file): \(reason(error))")
        }
        do {
          batches.append(try WebhookStream.bodies(in: data))
        } catch {
          throw CommandError("\(file): \(error)")
        }
      }
      let store = try DatabaseOption.open(arguments, mustExist: false, now: clock.dateProvider)
      let outcomes: [[IngestOutcome]]
      do {
        outcomes = try store.ingest(batches: batches)
      } catch let error as AnalyticsError where error.code == .malformedEvent {
        throw CommandError(namingFile(error.message, files: files))
      }
      for (file, results) in zip(files, outcomes) {
        let stored = results.filter { $0 == .stored }.count
        Console.line("\(file): \(stored) stored, \(results.count - stored) already there")
      }
      return ExitCode.success
    } catch {
      Console.error("\(error)", command: "import")
      return ExitCode.failure
    }
  }

  /// "batch 2, body 5: …" → "FILE2: body 5: …".
  private static func namingFile(_ message: String, files: [String]) -> String {
    guard files.count > 1 else { return "\(files[0]): \(message)" }
    let scanner = message.dropFirst("batch ".count)
    guard message.hasPrefix("batch "), let comma = scanner.firstIndex(of: ","),
      let number = Int(scanner[..<comma]), number >= 1, number <= files.count
    else { return message }
    return "\(files[number - 1]):" + scanner[scanner.index(after: comma)...]
  }

  private static func reason(_ error: any Error) -> String {
    (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
  }
}
