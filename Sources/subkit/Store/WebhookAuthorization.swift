import CommandLineSupport
import Foundation

/// Where `subkit store deliver` takes the Authorization header's value from:
/// `--authorization-file FILE`, `--authorization VALUE`, or the environment
/// variable `SUBKIT_WEBHOOK_AUTHORIZATION`.
///
/// A value on the command line is visible to every user of the machine
/// (`ps`, `/proc/PID/cmdline`) and lands in shell history; the file and the
/// environment variable are not, so the help lists them first.
enum WebhookAuthorization {
  /// The environment variable read when neither option is given.
  static let environmentVariable = "SUBKIT_WEBHOOK_AUTHORIZATION"

  /// The value to send, or nil for none.
  ///
  /// A file's trailing line breaks are dropped (editors and `echo` add one).
  ///
  /// - Throws: `UsageError` when both options are given, or the value holds a
  ///   control character (a line break would end the header and start
  ///   another); `SetupError` when the file cannot be read or is empty.
  static func resolve(
    value: String?, file: String?, environment: [String: String]
  ) throws -> String? {
    if value != nil && file != nil {
      throw UsageError("give --authorization or --authorization-file, not both")
    }
    let resolved: String?
    let source: String
    if let file {
      resolved = try read(file)
      source = "the --authorization-file \(file)"
    } else if let value {
      guard !value.isEmpty else {
        throw UsageError("--authorization is empty; give the header's value, such as 'Bearer …'")
      }
      resolved = value
      source = "--authorization"
    } else {
      // An empty variable is an unset one (`SUBKIT_WEBHOOK_AUTHORIZATION= subkit …`).
      resolved = environment[environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
      source = environmentVariable
    }
    if let resolved,
      resolved.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    {
      throw UsageError(
        "\(source) holds a line break or another control character; "
          + "an Authorization header value is one line of text")
    }
    return resolved
  }

  /// The most a file's value may hold: a header value is a line, never megabytes.
  static let maximumFileBytes = 64 * 1_024

  /// The value in `file`, trailing line breaks dropped.
  private static func read(_ file: String) throws -> String {
    let data: Data
    do {
      let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: file))
      defer { try? handle.close() }
      data = try handle.read(upToCount: maximumFileBytes + 1) ?? Data()
    } catch {
      throw SetupError(
        "cannot read the --authorization-file \(file): \(reason(error)); "
          + "give a readable file that holds the header's value")
    }
    guard data.count <= maximumFileBytes else {
      throw SetupError(
        "the --authorization-file \(file) is over \(maximumFileBytes / 1_024) KiB; "
          + "it should hold one line, the header's value")
    }
    // By scalar: "\r\n" is one Character, so `hasSuffix("\n")` would miss it.
    var scalars = String(decoding: data, as: UTF8.self).unicodeScalars
    while let last = scalars.last, last == "\n" || last == "\r" { scalars.removeLast() }
    let text = String(scalars)
    guard !text.isEmpty else {
      throw SetupError(
        "the --authorization-file \(file) is empty; put the header's value in it, "
          + "such as 'Bearer <secret>'")
    }
    return text
  }
}
