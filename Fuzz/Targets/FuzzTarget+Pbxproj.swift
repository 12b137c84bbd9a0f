import SubscriptionDoctor

extension FuzzTarget {
  /// A `project.pbxproj` (OpenStep plist) → `XcodeProject`.
  static let pbxproj = FuzzTarget(
    name: "pbxproj", summary: "project.pbxproj → OpenStep plist → XcodeProject"
  ) { bytes in
    guard let plist = try? OpenStepPropertyListReader.read(bytes: bytes) else { return false }
    _ = plist.stringLeaves()
    let project = try? XcodeProjectDecoder.decode(
      plist, pbxprojPath: "App/App.xcodeproj/project.pbxproj", rootComponents: ["work", "App"])
    return project != nil
  }
}
