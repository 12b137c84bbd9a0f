import SubscriptionDoctor

extension FuzzTarget {
  /// An `.xcconfig` file, read strictly and leniently (as the doctor reads it).
  static let xcconfig = FuzzTarget(
    name: "xcconfig", summary: ".xcconfig text → XCConfigFile (strict and lenient)"
  ) { bytes in
    let text = FuzzInput.text(bytes)
    let strict = try? XCConfigReader.read(text)
    let (file, errors) = XCConfigReader.readLeniently(text)
    _ = (file.statements.count, errors.map(\.description))
    for case .assignment(let assignment) in file.statements {
      _ = XCConfigAssignment.parseKey(assignment.name)
      _ = assignment.applies(toConfiguration: "Release")
    }
    return strict != nil
  }
}
