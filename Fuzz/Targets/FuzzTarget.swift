/// One reader under fuzzing: a name (the corpus folder, the dictionary, the
/// `SUBKIT_FUZZ_TARGET` value) and a function that feeds it any bytes.
///
/// `run` must never crash, trap, hang or grow memory without bound, whatever the
/// bytes: a reader answers hostile input with its own error. `run` returns
/// whether the reader accepted the input, so the replay test can tell a harness
/// that exercises the reader from one that rejects everything.
/// Every target is listed in ``FuzzTarget/all``; `Fuzz/README.md` tells how to
/// run them.
package struct FuzzTarget: Sendable {
  /// The target's name: `Fuzz/Corpus/<name>/`, `Fuzz/Dictionaries/<name>.dict`.
  package let name: String
  /// What it reads, for `subkit-fuzz --list` and the fuzz report.
  package let summary: String
  /// Feeds `bytes` to the reader and exercises what it returns; true when the reader accepted them.
  package let run: @Sendable ([UInt8]) -> Bool

  /// Creates a target.
  package init(name: String, summary: String, run: @escaping @Sendable ([UInt8]) -> Bool) {
    self.name = name
    self.summary = summary
    self.run = run
  }

  /// Every target, one per reader.
  package static let all: [FuzzTarget] = [
    .customerInfo, .offerings, .webhookEvent, .storeKit, .simulatorProject,
    .xcconfig, .xmlPlist, .binaryPlist, .pbxproj, .swiftSource, .gitignore, .xcodegenYAML,
  ]

  /// The target called `name`, if there is one.
  package static func named(_ name: String) -> FuzzTarget? {
    all.first { $0.name == name }
  }
}
