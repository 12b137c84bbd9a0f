import Foundation
import SubscriptionWire

/// A `.storekit` file that could not be read: which file, where in its JSON,
/// and what was expected there.
///
/// Reading is all or nothing: when this is thrown, nothing of the file was loaded.
///
/// ```
/// InvoiceApp.storekit: $.subscriptionGroups[0].subscriptions[1].recurringSubscriptionPeriod:
/// expected an ISO-8601 period such as "P1M", found "monthly"
/// ```
public struct StoreKitConfigurationError: Error, Sendable, Hashable, CustomStringConvertible,
  LocalizedError
{
  /// The file that was read (nil when reading from memory).
  public let file: URL?
  /// The JSON path of the offending value (`$.products[0].displayPrice`); `$` is the document.
  public let path: String
  /// What the reader expected at `path`.
  public let expected: String
  /// What it found instead.
  public let found: String

  /// Creates an error.
  public init(file: URL?, path: String, expected: String, found: String) {
    self.file = file
    self.path = path
    self.expected = expected
    self.found = found
  }

  /// The error for a value the JSON reader found out of place.
  init(_ mismatch: JSONCursor.Mismatch) {
    self.init(
      file: mismatch.file, path: mismatch.path, expected: mismatch.expected,
      found: mismatch.found)
  }

  /// "file: path: expected …, found …".
  public var description: String {
    let name = file?.lastPathComponent ?? "(StoreKit configuration)"
    return "\(name): \(path): expected \(expected), found \(found)"
  }

  /// Same as `description`.
  public var errorDescription: String? { description }
}
