// The libFuzzer entry points, compiled only in the fuzzing build
// (`scripts/fuzz`: `swift build --sanitize fuzzer --sanitize address -Xswiftc -DFUZZING`),
// where libFuzzer supplies `main`. The target is chosen by SUBKIT_FUZZ_TARGET.
#if FUZZING
  import Foundation
  import FuzzTargets

  // Set once in LLVMFuzzerInitialize, before libFuzzer calls anything else, then only read.
  nonisolated(unsafe) private var selected: FuzzTarget?

  /// Chooses the target named by SUBKIT_FUZZ_TARGET; exits with a one-line error without one.
  @_cdecl("LLVMFuzzerInitialize")
  public func fuzzerInitialize(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
  ) -> CInt {
    let name = ProcessInfo.processInfo.environment["SUBKIT_FUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget.named(name) else {
      let names = FuzzTarget.all.map(\.name).joined(separator: ", ")
      let message = "subkit-fuzz: set SUBKIT_FUZZ_TARGET to one of: \(names)\n"
      FileHandle.standardError.write(Data(message.utf8))
      exit(2)
    }
    selected = target
    return 0
  }

  /// Feeds one input to the selected target.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    _ = selected?.run(bytes)
    return 0
  }
#endif
