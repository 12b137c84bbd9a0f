/// SplitMix64: a small, fast, seedable random number generator, so the same
/// seed gives the same sequence on every machine and every run.
///
/// This is the package's one seeded generator. It lives in SubscriptionKit, not
/// in SubscriptionKitTesting, because the store simulator draws its populations
/// from it at run time (`subkit store simulate --seed`), and StoreSimulator must
/// not link the test doubles; SubscriptionKit is the one module the simulator,
/// SubscriptionKitTesting and every test target already depend on.
/// SubscriptionKitTesting adds the tests' seed convention
/// (`seed(from:test:)`: fixed by default, an environment variable to replay).
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable, Hashable {
  /// The generator's whole state: the same state gives the same sequence.
  public private(set) var state: UInt64

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

  /// A value in `0..<bound` (`0` when `bound` is 0) by remainder: cheap, and
  /// the form recorded seeds were drawn with, so they replay unchanged.
  public mutating func next(below bound: UInt64) -> UInt64 {
    next() % max(bound, 1)
  }

  /// A uniform value in 0..<1.
  package mutating func unit() -> Double {
    Double(next() >> 11) / Double(1 << 53)
  }

  /// True with probability `probability`.
  package mutating func chance(_ probability: Double) -> Bool {
    unit() < probability
  }
}
