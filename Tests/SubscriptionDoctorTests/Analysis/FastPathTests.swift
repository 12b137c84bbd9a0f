import Foundation
import SubscriptionKit
import Testing

@testable import SubscriptionDoctor

/// The doctor's shortcuts for speed each answer what the plain computation
/// answers: token contexts kept as runs against the declarations' own body
/// ranges, byte suffixes against `hasSuffix`, byte order of names against
/// `lexicographicallyPrecedes`, and an audit that leaves its memory to the
/// process's exit against one that frees it.
struct FastPathTests {
  private static let pieces = [
    "struct Screen: View {", "class Store {", "enum Plan {", "extension Store {",
    "func load() {", "init() {", "var body: some View {", "if ready {", "}", "}", "}",
    "#if DEBUG", "#else", "#endif", "#if os(iOS)", "#Preview {", "let price = \"$9.99\"",
    "Text(\"\\(price) a month\")", "Button(\"Restore\") { restore() }", "items.map { $0 }",
  ]

  private static func seed(_ name: String) -> UInt64 {
    let seed =
      ProcessInfo.processInfo.environment["SUBKIT_TEST_SEED"].flatMap { UInt64($0) } ?? 20_261_202
    print("FastPathTests.\(name): seed \(seed) (replay with SUBKIT_TEST_SEED=\(seed))")
    return seed
  }

  @Test("Contexts kept as runs give each token the innermost type and function around it")
  func contextRuns() throws {
    var generator = SeededRandomNumberGenerator(seed: Self.seed("contextRuns"))
    for round in 0..<300 {
      let lines = (0..<Int.random(in: 1...40, using: &generator)).map { _ in
        Self.pieces.randomElement(using: &generator) ?? ""
      }
      let source = try SwiftSource(
        path: "App/File.swift", role: .app, bytes: Array(lines.joined(separator: "\n").utf8))
      #expect(source.contexts.count == source.tokens.count, "round \(round)")
      for index in source.tokens.indices {
        // A body's `{` belongs to the scope outside it, its `}` to the scope inside.
        let innermostType = source.types.indices.last {
          source.types[$0].bodyStart < index && index <= source.types[$0].bodyEnd
        }
        let innermostFunction = source.functions.indices.last {
          source.functions[$0].bodyStart < index && index <= source.functions[$0].bodyEnd
        }
        // A type opened inside a function starts again with no function.
        var expectedFunction = -1
        if let function = innermostFunction,
          innermostType.map({ source.types[$0].bodyStart < source.functions[function].bodyStart })
            ?? true
        {
          expectedFunction = function
        }
        let context = source.contexts[index]
        #expect(Int(context.typeIndex) == (innermostType ?? -1), "round \(round), token \(index)")
        #expect(Int(context.functionIndex) == expectedFunction, "round \(round), token \(index)")
      }
      let previewRanges = source.contexts.ranges { $0.isPreview || $0.isDebugOnly }
      let inRanges = Set(previewRanges.flatMap { Array($0) })
      let expected = Set(
        source.tokens.indices.filter {
          source.contexts[$0].isPreview || source.contexts[$0].isDebugOnly
        })
      #expect(inRanges == expected, "round \(round)")
      #expect(
        zip(previewRanges, previewRanges.dropFirst()).allSatisfy { $0.upperBound < $1.lowerBound })
    }
  }

  @Test("A file without tokens has no contexts")
  func emptyFile() throws {
    let source = try SwiftSource(path: "App/Empty.swift", role: .app, bytes: Array("// only".utf8))
    #expect(source.contexts.count == 0)
    #expect(source.contexts.ranges { _ in true }.isEmpty)
  }

  @Test("Byte suffixes agree with hasSuffix on the suffixes the doctor asks about")
  func byteSuffixes() {
    let paths = [
      "Package.swift", "App/Package.swift", "App/MyPackage.swift", "project.pbxproj",
      "App.xcodeproj/project.pbxproj", "project.yml", "project.yaml", "a.swift", ".swift",
      "swift", "", "é/Package.swift", "e\u{301}.swift", "a.swift\u{301}", "App/Info.plist",
      "\u{1F469}\u{200D}.swift", "Project.swift", "Tuist/Project.swift", "Workspace.swift",
      "x.plist/", "日本語.swift", "a.SWIFT",
    ]
    for path in paths {
      #expect(path.endsWithUTF8(".swift") == path.hasSuffix(".swift"), "\(path)")
      #expect(path.endsWithUTF8("Package.swift") == path.hasSuffix("Package.swift"), "\(path)")
      #expect(path.endsWithUTF8("Project.swift") == path.hasSuffix("Project.swift"), "\(path)")
      #expect(path.endsWithUTF8("project.pbxproj") == path.hasSuffix("project.pbxproj"), "\(path)")
      #expect(path.endsWithUTF8("project.yml") == path.hasSuffix("project.yml"), "\(path)")
      #expect(path.endsWithUTF8(".plist") == path.hasSuffix(".plist"), "\(path)")
    }
    // A bridged or substring-backed string has no contiguous UTF-8 of its own to hand out.
    let slice = "App/Package.swift!".dropLast()
    #expect(String(slice).endsWithUTF8("Package.swift"))
  }

  @Test("The byte sets for punctuation and operators hold exactly their bytes")
  func byteSets() {
    for byte in UInt8.min...UInt8.max {
      #expect(ASCII.isSinglePunctuation(byte) == "()[]{},:;.?!\\".utf8.contains(byte), "\(byte)")
      #expect(ASCII.isOperator(byte) == "=-+*/%<>&|^~".utf8.contains(byte), "\(byte)")
    }
  }

  @Test("Directory entries sort by their names' bytes")
  func entryOrder() {
    var generator = SeededRandomNumberGenerator(seed: Self.seed("entryOrder"))
    let alphabet: [UInt8] = [0x2E, 0x41, 0x61, 0x62, 0x7A, 0xC3, 0xA9, 0xFF, 0x00]
    for _ in 0..<2_000 {
      func name() -> [UInt8] {
        (0..<Int.random(in: 0...4, using: &generator)).map { _ in
          alphabet.randomElement(using: &generator) ?? 0x61
        }
      }
      let left = DirectoryListing.Entry(name: name(), kind: .file)
      let right = DirectoryListing.Entry(name: name(), kind: .file)
      #expect(
        left.precedes(right) == left.name.lexicographicallyPrecedes(right.name),
        "\(left.name) \(right.name)")
    }
  }

  @Test("A directory listing returns every name whole, 1 to 255 bytes, valid UTF-8 or not")
  func directoryListingNames() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("subkit-listing-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    // Every length a name can have; each record readdir returns is only as
    // long as its name, so the last one may end where the buffer does.
    var expected: Set<[UInt8]> = [[0x63, 0x61, 0x66, 0xE9]]  // "caf" + a lone Latin-1 byte
    for length in 1...255 {
      expected.insert(Array(repeating: UInt8(ascii: "a") + UInt8(length % 26), count: length))
    }
    let root = Array(directory.path.utf8)
    for name in expected {
      let path = DirectoryListing.cPath(root + [0x2F] + name)
      let descriptor = open(path, O_CREAT | O_WRONLY, 0o644)
      #expect(descriptor >= 0, "\(name.count) bytes")
      close(descriptor)
    }
    let listed = DirectoryListing.entries(of: root)
    #expect(Set(listed.map(\.name)) == expected)
    #expect(listed.count == expected.count)
    #expect(listed.allSatisfy { $0.kind == .file })
  }

  @Test("A parallel loop runs every iteration once")
  func parallelLoopCoversEveryIteration() {
    for iterations in [0, 1, 2, 7, 1_000] {
      let seen = ConcurrentSlots<Int>.map(iterations) { $0 * 2 }
      #expect(seen.count == iterations)
      #expect(seen.enumerated().allSatisfy { $0.element == $0.offset * 2 }, "\(iterations)")
    }
  }

  @Test("A parallel loop runs on two threads at once while Swift concurrency's threads are busy")
  func parallelLoopWithBusyTasks() async {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    guard cores > 1 else { return }
    // Every other thread of Swift concurrency's pool held by a task (a
    // server's handlers, say), each let go at the end or after 10 s.
    let hold = DispatchSemaphore(value: 0)
    let started = DispatchSemaphore(value: 0)
    for _ in 1..<cores {
      Task.detached {
        started.signal()
        _ = hold.wait(timeout: .now() + 10)
      }
    }
    for _ in 1..<cores { _ = started.wait(timeout: .now() + 10) }
    // One iteration waits (at most 10 s) for the other to start: only two
    // threads at once let it meet.
    let rendezvous = DispatchSemaphore(value: 0)
    let met = ConcurrentSlots<Bool>(count: 1)
    await Task.detached {
      ParallelLoop.run(2) { iteration in
        if iteration == 0 {
          met.set(0, rendezvous.wait(timeout: .now() + 10) == .success)
        } else {
          rendezvous.signal()
        }
      }
    }.value
    for _ in 1..<cores { hold.signal() }
    #expect(met.values == [true])
  }

  @Test("An audit that leaves its memory to the process's exit reports the same")
  func memoryLeftToExit() throws {
    for project in ["CorrectXcode16", "Rules/hardcoded-price/fires"] {
      let directory = try Fixtures.copy(project)
      defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
      let freed = try Doctor.audit(directory: directory.path)
      let kept = try Doctor.audit(directory: directory.path, memory: .leftToProcessExit)
      #expect(freed == kept, "\(project)")
      #expect(!freed.summary.files.isEmpty, "\(project)")
    }
  }
}
