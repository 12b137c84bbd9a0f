import Testing

@testable import SubscriptionDoctor

/// A placeholder committed under the real file's name that a CI script
/// overwrites before building (Xcode Cloud's `ci_post_clone.sh`, a GitHub
/// Actions step) never ships; one the script only reads still does.
struct ContinuousIntegrationScriptTests {
  private static func app(script: (path: String, text: String)?) -> [String: String] {
    var files = [
      // One app target whose Release configuration is based on `Config/Project.xcconfig`.
      "Garage.xcodeproj/project.pbxproj": RecallCase.xcconfigBasedProject,
      "App/App.swift": """
      import RevenueCat

      let key = Bundle.main.object(forInfoDictionaryKey: "RevenueCatKey") as? String ?? ""

      """,
      "Config/Project.xcconfig":
        "DEVELOPMENT_TEAM = ABC\nAPP_REVENUECAT_KEY = replace.me\n",
    ]
    if let script { files[script.path] = script.text }
    return files
  }

  private static func placeholders(script: (path: String, text: String)?) -> [Finding] {
    Fixtures.findings(files: app(script: script)).filter { $0.rule == .placeholderAPIKey }
  }

  @Test("The doctor reads Xcode Cloud's scripts from disk")
  func readsScriptsFromDisk() throws {
    let script = (
      "ci_scripts/ci_post_clone.sh",
      "echo \"APP_REVENUECAT_KEY = $KEY\" > ../Config/Project.xcconfig\n"
    )
    let folder = try TemporaryFolder(Self.app(script: script))
    defer { folder.remove() }
    let findings = try Doctor.run(directory: folder.path)
    #expect(!findings.contains { $0.rule == .placeholderAPIKey }, "\(findings)")
  }

  @Test("Without a script the committed placeholder fires")
  func noScript() {
    #expect(
      Self.placeholders(script: nil).map(\.file) == ["Config/Project.xcconfig"])
  }

  @Test(
    "A CI script or pipeline that writes the file before building clears it",
    arguments: [
      (
        "ci_scripts/ci_post_clone.sh",
        """
        #!/bin/sh
        echo "Rewriting Release.xcconfig file"
        echo "DEVELOPMENT_TEAM = $DEVELOPMENT_TEAM" > ../Config/Project.xcconfig
        echo "APP_REVENUECAT_KEY = $APP_REVENUECAT_KEY" >> ../Config/Project.xcconfig

        """
      ),
      (
        "ci_scripts/ci_pre_xcodebuild.sh",
        "sed -i '' \"s/replace.me/$KEY/\" \"$CI_PRIMARY_REPOSITORY_PATH/Config/Project.xcconfig\"\n"
      ),
      (
        ".github/workflows/release.yml",
        """
        jobs:
          build:
            steps:
              - name: Keys
                run: |
                  echo "APP_REVENUECAT_KEY = ${{ secrets.RC_KEY }}" > Config/Project.xcconfig

        """
      ),
    ])
  func written(_ path: String, _ text: String) {
    #expect(Self.placeholders(script: (path, text)).isEmpty)
  }

  @Test(
    "A script that only reads the file, names another file, or writes it in a comment does not",
    arguments: [
      ("ci_scripts/ci_post_clone.sh", "cat ../Config/Project.xcconfig\n"),
      (
        "ci_scripts/ci_post_clone.sh",
        "cp Project.xcconfig.template Other.xcconfig > /dev/null\n"
      ),
      ("ci_scripts/ci_post_clone.sh", "# echo \"KEY = x\" > Project.xcconfig\n"),
      ("scripts/setup.sh", "echo \"KEY = $KEY\" > Config/Project.xcconfig\n"),
    ])
  func notWritten(_ path: String, _ text: String) {
    #expect(
      Self.placeholders(script: (path, text)).map(\.file) == [
        "Config/Project.xcconfig"
      ])
  }
}
