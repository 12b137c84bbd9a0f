import Foundation

/// SplitMix64: a small seeded generator, so a failing random test replays exactly.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  /// The seed from environment variable `name` when set (to explore or
  /// replay a failure), else a fixed one, so `swift test` gives one verdict
  /// for one tree; printed either way.
  static func seed(from name: String, test: String) -> UInt64 {
    let seed =
      ProcessInfo.processInfo.environment[name].flatMap { UInt64($0) }
      ?? 20_261_202
    print("\(test): seed \(seed) (replay with \(name)=\(seed))")
    return seed
  }
}
