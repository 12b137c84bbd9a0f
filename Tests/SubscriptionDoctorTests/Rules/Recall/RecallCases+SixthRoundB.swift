import Testing

@testable import SubscriptionDoctor

/// Shapes from the sixth round on real apps, part B (docs/doctor-rules.md,
/// "Sixth round B"): purchase screens that are not subscription paywalls, and
/// XcodeGen specs with flow collections over several lines. Each false alarm,
/// written small, beside the twin that must still fire.
extension RecallCase {
  /// An XcodeGen spec whose Info.plist properties are a flow mapping written
  /// over several lines, as OneBusAway writes `NSExceptionDomains: { … }`.
  static func multiLineFlowSpec(settings: String) -> String {
    """
    name: Transit
    targets:
      Transit:
        type: application
        platform: iOS
        sources: [App]
        settings:
          PRODUCT_BUNDLE_IDENTIFIER: org.example.transit
    \(settings)
        info:
          path: App/Info.plist
          properties:
            NSAppTransportSecurity:
              NSAllowsArbitraryLoads: false
              NSExceptionDomains: {
                "example.co": {
                    NSIncludesSubdomains: true,
                    NSExceptionAllowsInsecureHTTPLoads: true
                },
                "sidecar.example.org": { NSIncludesSubdomains: true }
              }
            ServerURL: $(SERVER_URL)
            Regions: [
              "east",   # the first region
              "west"
            ]

    """
  }

  static let sixthRoundBCases: [RecallCase] = [
    RecallCase(
      name:
        "a setting an XcodeGen spec never defines is still found after a flow mapping over several lines",
      rule: .undefinedBuildSetting,
      fires: [
        "project.yml": multiLineFlowSpec(settings: ""),
        "App/App.swift": "import SwiftUI\nlet appName = \"Transit\"\n",
      ],
      correct: [
        "project.yml": multiLineFlowSpec(settings: "      SERVER_URL: https://api.example.org"),
        "App/App.swift": "import SwiftUI\nlet appName = \"Transit\"\n",
      ]),
    RecallCase(
      name:
        "a flow mapping left open is still an unreadable spec; closed over several lines it reads",
      rule: .unreadableFile,
      fires: [
        "project.yml":
          "name: Transit\ntargets:\n  Transit:\n    type: application\n    settings: {\n      A: 1,\n",
        "App/App.swift": "import SwiftUI\nlet appName = \"Transit\"\n",
      ],
      correct: [
        "project.yml":
          "name: Transit\ntargets:\n  Transit:\n    type: application\n    sources: [App]\n    settings: {\n      A: 1,\n      B: [x,\n          y]\n    }\n",
        "App/App.swift": "import SwiftUI\nlet appName = \"Transit\"\n",
      ],
      file: "project.yml"),
  ]
}

@Suite("Sixth round B shapes", .timeLimit(.minutes(10)))
struct SixthRoundBShapeTests {
  @Test("A flow mapping over several lines reads as the mapping, each key on its own line")
  func multiLineFlowMapping() throws {
    let yaml = """
      info:
        Domains: {
          "a.co": {
              Subdomains: true,
              Insecure: true
          },
          "b.org": { Subdomains: true }
        }
        After: done
      """
    let (value, unsupported) = try YAMLReader.read(bytes: Array(yaml.utf8))
    #expect(!unsupported)
    guard case .dictionary(let root) = value, case .dictionary(let info) = root.first?.value,
      case .dictionary(let domains) = info.first?.value
    else {
      Issue.record("\(value)")
      return
    }
    #expect(info.map(\.key) == ["Domains", "After"])
    #expect(domains.map(\.key) == ["a.co", "b.org"])
    #expect(domains.map(\.line) == [3, 7])
    guard case .dictionary(let first) = domains.first?.value else {
      Issue.record("\(domains)")
      return
    }
    #expect(first.map(\.key) == ["Subdomains", "Insecure"])
    #expect(first.map(\.line) == [4, 5])
    #expect(info.last?.line == 9)
  }

  @Test("A flow sequence over several lines, under a key or as a list item, with comments")
  func multiLineFlowSequence() throws {
    let yaml = """
      names: [
        "it's",   # a comment
        b, 'c, d'
      ]
      items:
        - [x,
           y]
      nested:
        { a: 1 }
      """
    let (value, _) = try YAMLReader.read(bytes: Array(yaml.utf8))
    #expect(
      value
        == .dictionary([
          PropertyListEntry(
            key: "names", value: .array([.string("it's"), .string("b"), .string("c, d")]),
            line: 1),
          PropertyListEntry(
            key: "items", value: .array([.array([.string("x"), .string("y")])]), line: 5),
          PropertyListEntry(
            key: "nested",
            value: .dictionary([PropertyListEntry(key: "a", value: .string("1"), line: 9)]),
            line: 8),
        ]))
  }

  @Test("A flow collection left open is an error naming the line it opens on")
  func unterminatedFlow() {
    let yaml = "a: 1\nb: {\n  c: 1,\n  d: 2\n"
    #expect(throws: ReaderError("unterminated {", line: 2)) {
      try YAMLReader.read(bytes: Array(yaml.utf8))
    }
  }
}
