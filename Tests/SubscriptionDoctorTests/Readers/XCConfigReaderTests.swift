import Testing

@testable import SubscriptionDoctor

struct XCConfigReaderTests {
  @Test("Includes, conditions, comments and semicolons")
  func parses() throws {
    let file = try XCConfigReader.read(
      """
      // Debug.xcconfig
      #include "Base.xcconfig"
      #include? "Secrets.debug.xcconfig"
      KEY = value // trailing comment
      KEY[config=Release][sdk=iphoneos*] = other;
      URL = https:/$()/subkit.dev
      """)
    #expect(
      file.statements.prefix(2) == [
        .include(path: "Base.xcconfig", isOptional: false, line: 2),
        .include(path: "Secrets.debug.xcconfig", isOptional: true, line: 3),
      ])
    let assignments = file.assignments
    #expect(assignments[0] == XCConfigAssignment(name: "KEY", value: "value", line: 4))
    #expect(assignments[1].conditions == ["config": "Release", "sdk": "iphoneos*"])
    #expect(assignments[1].value == "other")
    #expect(assignments[1].applies(toConfiguration: "Release"))
    #expect(!assignments[1].applies(toConfiguration: "Debug"))
  }

  @Test("A line that is not a setting is a ReaderError with its line")
  func malformed() {
    #expect(throws: ReaderError.self) { try XCConfigReader.read("A = 1\nnot a setting\n") }
  }

  @Test("$(inherited), includes and conditions layer like Xcode")
  func resolves() throws {
    let base = try XCConfigReader.read("FLAGS = -a\nKEY = test_base\n")
    let release = try XCConfigReader.read(
      "#include \"Base.xcconfig\"\nFLAGS = $(inherited) -b\nKEY[config=Release] = appl_release\n")
    let resolver = BuildSettingsResolver(
      xcconfigs: ["C/Base.xcconfig": base, "C/Release.xcconfig": release], existingFiles: [])
    let settings = resolver.resolve(xcconfig: "C/Release.xcconfig", configuration: "Release")
    #expect(settings.values["FLAGS"]?.value == "-a -b")
    #expect(settings.values["KEY"]?.value == "appl_release")
    #expect(settings.expand("$(FLAGS) ${KEY:lower}").value == "-a -b appl_release")
    let debug = resolver.resolve(xcconfig: "C/Release.xcconfig", configuration: "Debug")
    #expect(debug.values["KEY"]?.value == "test_base")
  }
}
