import CommandLineSupport
import Foundation
import SubscriptionAnalytics
import SubscriptionKit

/// `subkit-analytics import FILE…`: stores webhook bodies.
enum ImportCommand {
  static let command = Command<SubscriptionClock>(
    "import", abstract: "Store webhook bodies (JSON lines, one body, or an array)",
    discussion: """
      Stores RevenueCat webhook bodies: the JSON lines 'subkit store events'
      prints, a single body, or a JSON array of bodies ('-' reads standard
      input). Events already stored (same event id) are skipped.

      Every file is read and checked before anything is written, so a bad body
      in any file stores nothing; each file is then committed in one
      transaction of its own (all or nothing per file).
      """,
    groups: [OptionGroup([DatabaseOption.option])], operands: .oneOrMore("FILE")
  ) { invocation, clock in run(invocation.arguments, clock: clock) }

  static func run(_ arguments: Arguments, clock: SubscriptionClock) -> Int32 {
    let files = arguments.positionals
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
          throw ImportError.unreadable(file: file, reason: reason(error))
        }
        do {
          batches.append(try WebhookStream.bodies(in: data))
        } catch {
          throw ImportError.notBodies(file: file, reason: "\(error)")
        }
      }
      let store = try DatabaseOption.open(arguments, mustExist: false, now: clock.dateProvider)
      let outcomes: [[IngestOutcome]]
      do {
        outcomes = try store.ingest(batches: batches)
      } catch let error as AnalyticsError {
        guard let body = error.body else { throw error }
        throw ImportError.malformedBody(
          file: files[(error.batch ?? 1) - 1], body: body, reason: error.detail)
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

  private static func reason(_ error: any Error) -> String {
    (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
  }
}
