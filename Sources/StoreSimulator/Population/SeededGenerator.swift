/// SplitMix64: a small, fast, seedable random number generator, so the same
/// seed gives the same population on every machine and every run.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator that starts from `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform value in 0..<1.
  mutating func unit() -> Double {
    Double(next() >> 11) / Double(1 << 53)
  }

  /// True with probability `probability`.
  mutating func chance(_ probability: Double) -> Bool {
    unit() < probability
  }
}
