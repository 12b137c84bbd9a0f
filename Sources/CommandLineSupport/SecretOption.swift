import Foundation

/// A secret a command takes (an Authorization value, a dashboard token), from
/// the safest place it is given: `--NAME-file FILE`, then `--NAME VALUE`, then
/// an environment variable.
///
/// A value on the command line is visible to every user of the machine (`ps`,
/// `/proc/PID/cmdline`) and lands in shell history; a file or the environment
/// is not, so help texts list those first. Every tool that takes a secret
/// reads it through this one type, so each refuses the same mistakes the same
/// way: both options at once, an empty value, a value holding a line break or
/// another control character (it could end an HTTP header and start another),
/// a file that cannot be read, is empty or is larger than a secret can be.
///
/// ```swift
/// let authorization = SecretOption(
///   name: "authorization", environmentVariable: "SUBKIT_WEBHOOK_AUTHORIZATION",
///   example: "Bearer <secret>")
/// let value = try authorization.resolve(arguments, environment: ProcessInfo.processInfo.environment)
/// ```
package struct SecretOption: Sendable {
  /// A secret file that could not be used (exit 1: the command line was right).
  package struct FileError: Error, CustomStringConvertible {
    package let description: String
  }

  /// The option's name without dashes (`authorization` → `--authorization`).
  package let name: String
  /// The environment variable read when neither option is given.
  package let environmentVariable: String
  /// What a value looks like, for messages (`Bearer <secret>`).
  package let example: String

  /// The most a file may hold: a secret is one line, never megabytes.
  package static let maximumFileBytes = 64 * 1_024

  /// Creates the option `--name`, its `--name-file` twin and its variable.
  package init(name: String, environmentVariable: String, example: String) {
    self.name = name
    self.environmentVariable = environmentVariable
    self.example = example
  }

  /// The file option's name (`authorization-file`).
  package var fileOptionName: String { name + "-file" }

  /// Both option names, for `Arguments`' list of accepted options.
  package var optionNames: Set<String> { [name, fileOptionName] }

  /// Where the value may come from, safest first, for messages and help.
  package var sources: String { "--\(fileOptionName), \(environmentVariable) or --\(name)" }

  /// The secret, or nil when none of the three is given.
  ///
  /// A file's trailing line breaks are dropped (editors and `echo` add one);
  /// an empty environment variable counts as unset.
  ///
  /// - Throws: `UsageError` for both options at once, an empty `--NAME`, or
  ///   a value with a control character; `FileError` for a file that cannot
  ///   be read, is empty or is over ``maximumFileBytes``.
  package func resolve(_ arguments: Arguments, environment: [String: String]) throws -> String? {
    let value = arguments.value(name)
    let file = arguments.value(fileOptionName)
    if value != nil && file != nil {
      throw UsageError("give --\(name) or --\(fileOptionName), not both")
    }
    let resolved: String?
    let source: String
    if let file {
      resolved = try read(file)
      source = "the --\(fileOptionName) \(file)"
    } else if let value {
      guard !value.isEmpty else {
        throw UsageError("--\(name) is empty; give its value, such as '\(example)'")
      }
      resolved = value
      source = "--\(name)"
    } else {
      resolved = environment[environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
      source = environmentVariable
    }
    if let resolved,
      resolved.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    {
      throw UsageError(
        "\(source) holds a line break or another control character; the value is one line of text"
      )
    }
    return resolved
  }

  /// The value in `file`, trailing line breaks dropped.
  private func read(_ file: String) throws(FileError) -> String {
    let data: Data
    do {
      let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: file))
      defer { try? handle.close() }
      data = try handle.read(upToCount: Self.maximumFileBytes + 1) ?? Data()
    } catch {
      throw FileError(
        description: "cannot read the --\(fileOptionName) \(file): \(Self.reason(error)); "
          + "give a readable file that holds the value")
    }
    guard data.count <= Self.maximumFileBytes else {
      throw FileError(
        description: "the --\(fileOptionName) \(file) is over "
          + "\(Self.maximumFileBytes / 1_024) KiB; it should hold one line, the value")
    }
    // By scalar: "\r\n" is one Character, so `hasSuffix("\n")` would miss it.
    var scalars = String(decoding: data, as: UTF8.self).unicodeScalars
    while let last = scalars.last, last == "\n" || last == "\r" { scalars.removeLast() }
    let text = String(scalars)
    guard !text.isEmpty else {
      throw FileError(
        description: "the --\(fileOptionName) \(file) is empty; put the value in it, "
          + "such as '\(example)'")
    }
    return text
  }

  /// The system's reason for a failed read, as a plain phrase ("no such file
  /// or directory"), never an NSError dump.
  private static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code))).lowercased()
    }
    if nsError.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(nsError.code))).lowercased()
    }
    switch CocoaError.Code(rawValue: nsError.code) {
    case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file or directory"
    case .fileReadNoPermission: return "permission denied"
    default: return nsError.localizedDescription
    }
  }
}
