import Testing

@testable import CommandLineSupport

@Suite("ShortLivedProcess")
struct ShortLivedProcessTests {
  #if canImport(Glibc)
    @Test("glibc takes the large allocation step")
    func glibcTakesTheStep() {
      // The C side tests `__GLIBC__`, which only a libc header defines: a
      // missing include once turned the call into a silent no-op.
      #expect(ShortLivedProcess.growMemoryInLargeSteps())
    }
  #endif
}
