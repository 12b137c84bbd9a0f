import SubscriptionKit
import SubscriptionKitTesting
import Testing

/// The package's one seeded generator: SplitMix64, to the bit, so a seed
/// recorded by a test, the lifecycle soak or `subkit store simulate --seed`
/// replays the same sequence it did before the five copies became one.
@Suite("SeededRandomNumberGenerator")
struct SeededRandomNumberGeneratorTests {
  @Test("Seed 0 gives SplitMix64's published first value, and a seed always the same sequence")
  func isSplitMix64() {
    var zero = SeededRandomNumberGenerator(seed: 0)
    #expect(zero.next() == 0xE220_A839_7B1D_CDAF)
    var generator = SeededRandomNumberGenerator(seed: 20_261_202)
    #expect(
      [generator.next(), generator.next(), generator.next()] == [
        0x6CA2_CDE9_06D3_361B, 0xF2E6_288C_7C59_CC88, 0x3F6A_10FC_A72A_F50C,
      ])
  }

  @Test("next(below:) is the remainder the recorded seeds were drawn with, and 0 for bound 0")
  func belowIsRemainder() {
    var generator = SeededRandomNumberGenerator(seed: 20_261_202)
    #expect(generator.next(below: 1000) == 0x6CA2_CDE9_06D3_361B % 1000)
    #expect(generator.next(below: 0) == 0)
  }

  @Test("Tests draw a fixed seed unless the variable names one")
  func testSeedIsFixedByDefault() {
    #expect(
      SeededRandomNumberGenerator.seed(from: "SUBKIT_SEED_THAT_IS_NEVER_SET", test: "default")
        == 20_261_202)
  }
}
