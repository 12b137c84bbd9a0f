import Foundation
import Testing

@testable import SubscriptionDoctor

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Readers on files an attacker crafted: each gives a `ReaderError` (reported as
/// `unreadable-file`), never a trap, a stack overflow or unbounded memory.
struct HostileFileTests {
  /// A binary plist from encoded objects: 1-byte references, 2-byte offsets.
  private func binaryPlist(_ objects: [[UInt8]], top: Int = 0) -> [UInt8] {
    var bytes = Array("bplist00".utf8)
    var offsets: [Int] = []
    for object in objects {
      offsets.append(bytes.count)
      bytes += object
    }
    let table = bytes.count
    for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
    func be64(_ value: Int) -> [UInt8] {
      (0..<8).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) }
    }
    bytes += [0, 0, 0, 0, 0, 0, 2, 1] + be64(objects.count) + be64(top) + be64(table)
    return bytes
  }

  @Test(
    "Binary plist lengths that overflow are errors",
    arguments: [
      // ASCII string with an 8-byte length of Int.max.
      [0x5F, 0x13, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF],
      // UTF-16 string whose count * 2 overflows.
      [0x6F, 0x13, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF],
      // Array and dictionary whose start + count * size overflows.
      [0xAF, 0x13, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF],
      [0xDF, 0x13, 0x40, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00],
      // Integer with a 2^15-byte size.
      [0x1F],
    ] as [[UInt8]])
  func overflowingLengths(_ object: [UInt8]) {
    #expect(throws: ReaderError.self) {
      try BinaryPropertyListReader.read(bytes: binaryPlist([object]))
    }
  }

  @Test("Binary plist arrays that refer to each other are refused, not expanded for ever")
  func sharedReferences() {
    // Each level's array holds the next level twice: 2^60 values if expanded.
    var objects: [[UInt8]] = (0..<60).map { level in [0xA2, UInt8(level + 1), UInt8(level + 1)] }
    objects.append([0x09])
    // Counted before anything is expanded: refused with the limit, in one line.
    let error = #expect(throws: ReaderError.self) {
      try BinaryPropertyListReader.read(bytes: binaryPlist(objects))
    }
    #expect(
      error?.reason
        == "binary property list expands to more than 100000 values (shared objects)")
    // Just over the limit (2^17 - 1 values at 16 levels) is refused the same
    // way; a shared structure well within it (2^13 - 1 values) still reads.
    var over: [[UInt8]] = (0..<16).map { level in [0xA2, UInt8(level + 1), UInt8(level + 1)] }
    over.append([0x09])
    #expect(throws: ReaderError.self) {
      try BinaryPropertyListReader.read(bytes: binaryPlist(over))
    }
    var under: [[UInt8]] = (0..<12).map { level in [0xA2, UInt8(level + 1), UInt8(level + 1)] }
    under.append([0x09])
    #expect(throws: Never.self) { try BinaryPropertyListReader.read(bytes: binaryPlist(under)) }
    // A cycle: the array contains itself.
    #expect(throws: ReaderError.self) {
      try BinaryPropertyListReader.read(bytes: binaryPlist([[0xA1, 0x00]]))
    }
  }

  @Test("A file over the doctor's size limit is reported with the limit, not as unreadable")
  func fileOverSizeLimit() throws {
    let folder = try TemporaryFolder(["App/Small.swift": "let price = \"$9.99\"\n"])
    defer { folder.remove() }
    let big = folder.url.appendingPathComponent("App/Big.swift").path
    let descriptor = open(big, O_WRONLY | O_CREAT, 0o644)
    #expect(descriptor >= 0)
    #expect(ftruncate(descriptor, 33 << 20) == 0)  // sparse: no 33 MB written
    close(descriptor)
    let findings = try Doctor.run(directory: folder.path)
    let finding = try #require(findings.first { $0.file == "App/Big.swift" })
    #expect(finding.rule == .unreadableFile)
    #expect(
      finding.message
        == "Could not read the file: it is 33.0 MiB, over the doctor's limit of 32 MiB for one file."
    )
    #expect(findings.contains { $0.rule == .hardcodedPrice }, "the other files are still audited")
  }

  @Test("Shared objects within the budget still read (writers deduplicate values)")
  func sharedWithinBudget() throws {
    let value = try BinaryPropertyListReader.read(bytes: binaryPlist([[0xA3, 1, 1, 1], [0x09]]))
    #expect(value == .array([.bool(true), .bool(true), .bool(true)]))
  }

  @Test("An XML plist nested 50,000 arrays deep is an error, not a stack overflow")
  func deepXML() {
    let depth = 50_000
    let text =
      "<plist>" + String(repeating: "<array>", count: depth)
      + String(repeating: "</array>", count: depth) + "</plist>"
    #expect(throws: ReaderError.self) { try PropertyListReader.read(bytes: Array(text.utf8)) }
  }

  @Test("A deeply nested pbxproj and YAML spec are errors")
  func deepOtherFormats() {
    let pbxproj = String(repeating: "(", count: 50_000)
    #expect(throws: ReaderError.self) {
      try OpenStepPropertyListReader.read(bytes: Array(pbxproj.utf8))
    }
    let yaml = (0..<200).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(
      separator: "\n")
    #expect(throws: ReaderError.self) { try YAMLReader.read(bytes: Array(yaml.utf8)) }
  }

  @Test("A malformed xcconfig line does not hide a secret key on another line")
  func malformedXCConfigLine() {
    let findings = Fixtures.findings(files: [
      "Config/Secrets.xcconfig":
        "this is not a setting\nRC_SECRET = sk_Mn8bV4cX2zL6kJ9hG3fD5sA7pO1iUy\n"
    ])
    #expect(findings.contains { $0.rule == .secretAPIKey && $0.line == 2 }, "\(findings)")
    #expect(findings.contains { $0.rule == .unreadableFile && $0.line == 1 })
  }

  @Test("Deeply nested braces and #if groups are annotated correctly")
  func deepNesting() throws {
    let depth = 20_000
    let source =
      "struct Outer {\n" + String(repeating: "{", count: depth) + "let x = 1"
      + String(repeating: "}", count: depth) + "\n}\n"
    let parsed = try SwiftSource(path: "A.swift", role: .app, bytes: Array(source.utf8))
    let x = try #require(parsed.tokens.firstIndex { $0.is("x") })
    #expect(parsed.outermostType(x)?.name == "Outer")
    let conditions =
      String(repeating: "#if DEBUG\n", count: 5_000) + "let y = 1\n"
      + String(repeating: "#endif\n", count: 5_000)
    let conditional = try SwiftSource(path: "B.swift", role: .app, bytes: Array(conditions.utf8))
    let y = try #require(conditional.tokens.firstIndex { $0.is("y") })
    #expect(conditional.contexts[y].isDebugOnly)
  }
}
