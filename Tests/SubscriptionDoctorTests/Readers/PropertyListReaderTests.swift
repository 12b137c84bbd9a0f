import Foundation
import Testing

@testable import SubscriptionDoctor

struct PropertyListReaderTests {
  @Test("XML plists keep key lines and decode entities")
  func xml() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
        <!-- a comment -->
        <key>Name</key>
        <string>A &amp; B</string>
        <key>Flags</key>
        <array><true/><integer>3</integer><real>1.5</real></array>
        <key>Empty</key>
        <dict/>
      </dict>
      </plist>
      """
    let value = try PropertyListReader.read(bytes: Array(text.utf8))
    #expect(value["Name"] == .string("A & B"))
    #expect(value["Flags"] == .array([.bool(true), .integer(3), .real(1.5)]))
    #expect(value["Empty"] == .dictionary([]))
    #expect(value.entries?.first?.line == 6)
  }

  @Test("A <key> outside a dictionary reads as a string, as CoreFoundation reads it")
  func keyInArray() throws {
    let text = """
      <plist version="1.0"><dict>
        <key>UIRequiredDeviceCapabilities</key>
        <array><key>armv7</key><key>A &amp; B</key></array>
      </dict></plist>
      """
    let value = try PropertyListReader.read(bytes: Array(text.utf8))
    #expect(value["UIRequiredDeviceCapabilities"] == .array([.string("armv7"), .string("A & B")]))
  }

  @Test(
    "Malformed XML is a ReaderError",
    arguments: [
      "<plist><dict><key>A</key><string>x</dict></plist>",
      "<plist><dict><string>x</string></dict></plist>",
      "<plist><dict>",
      "not xml at all",
    ])
  func malformedXML(_ text: String) {
    #expect(throws: ReaderError.self) { try PropertyListReader.read(bytes: Array(text.utf8)) }
  }

  @Test("Binary plists are read (written by Foundation)")
  func binary() throws {
    let object: [String: Any] = [
      "Key": "appl_value", "Count": 42, "Negative": -7, "Flag": true, "Ratio": 0.25,
      "List": ["a", "ü"], "Nested": ["Inner": "x"],
    ]
    let data = try PropertyListSerialization.data(
      fromPropertyList: object, format: .binary, options: 0)
    let value = try PropertyListReader.read(bytes: [UInt8](data))
    #expect(value["Key"] == .string("appl_value"))
    #expect(value["Count"] == .integer(42))
    #expect(value["Negative"] == .integer(-7))
    #expect(value["Flag"] == .bool(true))
    #expect(value["Ratio"] == .real(0.25))
    #expect(value["List"] == .array([.string("a"), .string("ü")]))
    #expect(value["Nested"]?["Inner"] == .string("x"))
  }

  @Test("Truncated binary plists are a ReaderError")
  func truncatedBinary() throws {
    let data = try PropertyListSerialization.data(
      fromPropertyList: ["A": "b"], format: .binary, options: 0)
    let bytes = [UInt8](data)
    #expect(throws: ReaderError.self) {
      try PropertyListReader.read(bytes: Array(bytes.dropLast(5)))
    }
    var corrupt = bytes
    corrupt[corrupt.count - 9] = 0xFF  // offset table offset out of range
    #expect(throws: ReaderError.self) { try PropertyListReader.read(bytes: corrupt) }
  }

  @Test("Old-style plists (pbxproj) read dictionaries, arrays, quoted strings and comments")
  func openStep() throws {
    let text = """
      // !$*UTF8*$!
      {
        objects = {
          AB12 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {
            "INFOPLIST_KEY_RevenueCatAPIKey" = "$(REVENUECAT_API_KEY)";
            OTHER = ("-ObjC", two, );
          }; name = Debug; };
        };
        rootObject = AB12;
      }
      """
    let value = try OpenStepPropertyListReader.read(bytes: Array(text.utf8))
    let settings = value["objects"]?["AB12"]?["buildSettings"]
    #expect(settings?["INFOPLIST_KEY_RevenueCatAPIKey"] == .string("$(REVENUECAT_API_KEY)"))
    #expect(settings?["OTHER"] == .array([.string("-ObjC"), .string("two")]))
    #expect(settings?.entries?.first?.line == 5)
  }

  @Test("A value's \\n escapes are no line breaks: the next key keeps its line in the file")
  func escapedNewlinesKeepLines() throws {
    let text = """
      {
        buildSettings = {
          INFOPLIST_KEY_CFBundleURLTypes = "(\\n    {\\n        CFBundleURLName = app;\\n    }\\n)";
          INFOPLIST_KEY_GIDClientID = "$(GID_CLIENT_ID)";
          NOTE = "two
      lines";
          LAST = yes;
        };
      }
      """
    let value = try OpenStepPropertyListReader.read(bytes: Array(text.utf8))
    let settings = value["buildSettings"]
    #expect(settings?["INFOPLIST_KEY_CFBundleURLTypes"]?.string?.contains("\n") == true)
    #expect(settings?.entries?.map(\.line) == [3, 4, 5, 7])
  }

  @Test("A quoted value's \\U escapes are UTF-16 code units, a surrogate pair one scalar")
  func unicodeEscapes() throws {
    // safeZ (hundred-and-fifteenth round): `path = "Chat\U0010Model.swift";`
    // names `Chat<U+0010>Model.swift`, not `ChatU0010Model.swift`.
    let text = #"""
      {
        control = "Chat\U0010Model.swift";
        accent = "Caf\U00e9.swift";
        emoji = "\Ud83d\Ude00.swift";
        broken = "A\Uzz.swift";
      }
      """#
    let value = try OpenStepPropertyListReader.read(bytes: Array(text.utf8))
    #expect(value["control"] == .string("Chat\u{10}Model.swift"))
    #expect(value["accent"] == .string("Café.swift"))
    #expect(value["emoji"] == .string("😀.swift"))
    #expect(value["broken"] == .string("AUzz.swift"))
  }

  @Test("A truncated pbxproj is a ReaderError")
  func truncatedOpenStep() {
    #expect(throws: ReaderError.self) {
      try OpenStepPropertyListReader.read(bytes: Array("{ objects = { A = {isa = X;".utf8))
    }
  }
}
