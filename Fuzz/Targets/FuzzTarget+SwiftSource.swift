import SubscriptionDoctor

extension FuzzTarget {
  /// A Swift file → tokens → the doctor's analysis (types, functions, branches).
  static let swiftSource = FuzzTarget(
    name: "swift-tokenizer", summary: "Swift source → SwiftTokenizer → SwiftSource analysis"
  ) { bytes in
    guard let source = try? SwiftSource(path: "App/Fuzz.swift", role: .app, bytes: bytes)
    else { return false }
    for index in source.tokens.indices where index % 16 == 0 {
      _ = (source.isExempt(index), source.enclosingType(index), source.branches(index))
    }
    return true
  }
}
