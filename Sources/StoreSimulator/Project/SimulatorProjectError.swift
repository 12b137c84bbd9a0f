import Foundation

/// A project file that could not be read or does not match its `.storekit`
/// file: which file, where in its JSON, and what is wrong.
public struct SimulatorProjectError: Error, Sendable, Hashable, CustomStringConvertible,
  LocalizedError
{
  /// The project file (nil when read from memory).
  public let file: URL?
  /// The JSON path of the problem (`$.offerings.offerings[0].packages[2].platform_product_identifier`).
  public let path: String
  /// What is wrong, and how to fix it.
  public let problem: String

  /// Creates an error.
  public init(file: URL?, path: String, problem: String) {
    self.file = file
    self.path = path
    self.problem = problem
  }

  /// "file: path: problem".
  public var description: String {
    "\(file?.lastPathComponent ?? "(project)"): \(path): \(problem)"
  }

  /// Same as `description`.
  public var errorDescription: String? { description }
}
