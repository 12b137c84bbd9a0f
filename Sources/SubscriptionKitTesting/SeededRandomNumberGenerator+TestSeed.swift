import Foundation
import SubscriptionKit

extension SeededRandomNumberGenerator {
  /// The seed for a test that draws random inputs: the value of environment
  /// variable `name` when set (to explore, or to replay a failure), else a
  /// fixed one, so `swift test` gives one verdict for one tree. Printed either
  /// way, with the line that replays it.
  public static func seed(from name: String, test: String) -> UInt64 {
    let seed = ProcessInfo.processInfo.environment[name].flatMap { UInt64($0) } ?? 20_261_202
    print("\(test): seed \(seed) (replay with \(name)=\(seed))")
    return seed
  }
}
