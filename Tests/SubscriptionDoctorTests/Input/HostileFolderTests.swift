import Foundation
import Testing

@testable import SubscriptionDoctor

/// The doctor on folders an attacker prepared: nothing they configure runs,
/// nothing they name reaches the terminal raw, no key leaks through a path.
struct HostileFolderTests {
  private let key = "appl_Xk9dQ2mZp4LrT7vB3nHs8wYc1Fg"

  @Test("A hostile .git/config (fsmonitor, hooks, aliases, includes) makes nothing run")
  func hostileGitConfig() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let marker = folder.url.appendingPathComponent("pwned").path
    let command = "touch \(marker)"
    try folder.write(
      ".git/config",
      """
      [core]
        fsmonitor = \(command)
        hooksPath = hooks
        pager = \(command)
        sshCommand = \(command)
      [include]
        path = evil.inc
      [alias]
        check-ignore = !\(command)
        rev-parse = !\(command)
      [diff "x"]
        textconv = \(command)
      """)
    try folder.write(".git/evil.inc", "[core]\n  fsmonitor = \(command)\n")
    try folder.write(".git/HEAD", "ref: refs/heads/main\n")
    for hook in ["pre-commit", "post-checkout", "fsmonitor-watchman", "reference-transaction"] {
      try folder.write(".git/hooks/\(hook)", "#!/bin/sh\n\(command)\n")
      try folder.write("hooks/\(hook)", "#!/bin/sh\n\(command)\n")
      chmod(folder.url.appendingPathComponent(".git/hooks/\(hook)").path, 0o755)
      chmod(folder.url.appendingPathComponent("hooks/\(hook)").path, 0o755)
    }
    try folder.write("App/Secrets.swift", "enum Secrets { static let key = \"\(key)\" }\n")
    let findings = try Doctor.run(directory: folder.path)
    #expect(!FileManager.default.fileExists(atPath: marker))
    #expect(findings.contains { $0.rule == .secretsNotIgnored })
  }

  @Test(".git/info/exclude is an ignore file like .gitignore")
  func infoExclude() throws {
    let folder = try TemporaryFolder([
      "App/Secrets.swift": "enum Secrets { static let key = \"\(key)\" }\n",
      ".git/info/exclude": "# local\nSecrets.swift\n",
    ])
    defer { folder.remove() }
    #expect(try !Doctor.run(directory: folder.path).contains { $0.rule == .secretsNotIgnored })
  }

  /// A git index (version 2) tracking `paths`, as git writes it.
  static func gitIndex(_ paths: [String]) -> [UInt8] {
    func be(_ value: Int, _ size: Int) -> [UInt8] {
      (0..<size).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) }
    }
    var bytes = Array("DIRC".utf8) + be(2, 4) + be(paths.count, 4)
    for path in paths.sorted() {
      let name = Array(path.utf8)
      var entry = [UInt8](repeating: 0, count: 60) + be(min(name.count, 0xFFF), 2) + name
      repeat { entry.append(0) } while entry.count % 8 != 0
      bytes += entry
    }
    return bytes + [UInt8](repeating: 0, count: 20)  // the checksum (not checked)
  }

  @Test("A key file git tracks fires even though .gitignore lists it (read from .git/index)")
  func trackedButIgnored() throws {
    let folder = try TemporaryFolder([
      "App/Secrets.swift": "enum Secrets { static let key = \"\(key)\" }\n",
      "App/Other.swift": "let a = 1\n", ".gitignore": "Secrets.swift\n",
    ])
    defer { folder.remove() }
    #expect(try !Doctor.run(directory: folder.path).contains { $0.rule == .secretsNotIgnored })
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
    try Data(Self.gitIndex(["App/Other.swift", "App/Secrets.swift"])).write(
      to: folder.url.appendingPathComponent(".git/index"))
    let findings = try Doctor.run(directory: folder.path).filter { $0.rule == .secretsNotIgnored }
    #expect(findings.count == 1 && findings.first?.message.contains("is committed") == true)
    // Ignored and not tracked: nothing to report.
    try Data(Self.gitIndex(["App/Other.swift"])).write(
      to: folder.url.appendingPathComponent(".git/index"))
    #expect(try !Doctor.run(directory: folder.path).contains { $0.rule == .secretsNotIgnored })
  }

  @Test("A damaged git index is one unreadable-file finding, never a crash")
  func damagedGitIndex() throws {
    let folder = try TemporaryFolder(["App/A.swift": "let a = 1\n"])
    defer { folder.remove() }
    let whole = Self.gitIndex(["App/A.swift"])
    for bytes in [
      Array(whole.prefix(40)), Array("DIRC".utf8) + [0, 0, 0, 9] + [0, 0, 0, 1],
      Array("DIRC".utf8) + [0, 0, 0, 2] + [0xFF, 0xFF, 0xFF, 0xFF],
    ] {
      try FileManager.default.createDirectory(
        at: folder.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
      try Data(bytes).write(to: folder.url.appendingPathComponent(".git/index"))
      let findings = try Doctor.run(directory: folder.path).filter { $0.file == ".git/index" }
      #expect(findings.count == 1 && findings.first?.rule == .unreadableFile, "\(findings)")
    }
    #expect(try GitIndexReader.trackedPaths(whole) == ["App/A.swift"])
  }

  @Test("Control characters from file names and xcconfig lines are escaped in text output")
  func terminalInjection() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let hostile = "Pay\u{1B}]52;c;cHduZWQ=\u{07}\r\u{1B}[2Ksubkit doctor: no problems found.\n"
    try folder.write(rawName: Array("\(hostile).swift".utf8), "let price = \"$9.99\"\n")
    try folder.write("Config/A.xcconfig", "BAD\u{1B}[2K line\nKEY = 1\n")
    let findings = try Doctor.run(directory: folder.path)
    #expect(findings.count >= 2)
    let text = TextRenderer(useColor: false).render(findings)
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F })
    #expect(text.contains("\\u{1B}"))
  }

  @Test("A file name that is not UTF-8 is still read and audited")
  func nonUTF8Name() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(
      rawName: Array("Pay".utf8) + [0xFF, 0xFE] + Array(".swift".utf8), "let price = \"$9.99\"\n")
    let findings = try Doctor.run(directory: folder.path)
    #expect(findings.contains { $0.rule == .hardcodedPrice && $0.file.contains("\u{FFFD}") })
    #expect(!findings.contains { $0.rule == .unreadableFile && $0.severity != .note })
  }

  @Test("A key used as a folder name is redacted in paths")
  func keyInPath() throws {
    let folder = try TemporaryFolder(["\(key)/Paywall.swift": "let price = \"$9.99\"\n"])
    defer { folder.remove() }
    let findings = try Doctor.run(directory: folder.path)
    #expect(findings.contains { $0.rule == .hardcodedPrice })
    for finding in findings {
      #expect(!finding.file.contains("Xk9dQ2mZp4"))
      #expect(!finding.message.contains("Xk9dQ2mZp4"))
    }
    #expect(!SARIFRenderer.render(findings).contains("Xk9dQ2mZp4"))
  }

  @Test("A symlinked #include target resolves")
  func symlinkedInclude() throws {
    let folder = try TemporaryFolder([
      "Config/Base.xcconfig": "#include \"Shared.xcconfig\"\nA = 1\n",
      "Shared/Real.xcconfig": "B = 2\n",
    ])
    defer { folder.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("Config/Shared.xcconfig").path,
      withDestinationPath: "../Shared/Real.xcconfig")
    let findings = try Doctor.run(directory: folder.path)
    #expect(!findings.contains { $0.rule == .brokenXCConfigInclude }, "\(findings)")
  }

  @Test("A FIFO is never opened (it would block the doctor)")
  func fifoIsSkipped() throws {
    let folder = try TemporaryFolder(["App/A.swift": "let a = 1\n"])
    defer { folder.remove() }
    #expect(mkfifo(folder.url.appendingPathComponent("App/Pipe.swift").path, 0o644) == 0)
    _ = try Doctor.run(directory: folder.path)
  }

  @Test(
    "A folder of resources alone (an Expo app's JSON) is read for secrets and says it is no app's folder; with a Swift file it is an app"
  )
  func resourcesAlone() throws {
    let folder = try TemporaryFolder([
      "app.json": "{ \"expo\": { \"name\": \"Recipes\" } }\n", ".gitignore": "node_modules\n",
    ])
    defer { folder.remove() }
    let notes = try Doctor.run(directory: folder.path).filter { $0.rule == .unreadableFile }
    #expect(
      notes.count == 1 && notes.first?.message.contains("not an app's folder") == true, "\(notes)")
    let app = try TemporaryFolder(["app.json": "{}\n", "App/A.swift": "let a = 1\n"])
    defer { app.remove() }
    let appNotes = try Doctor.run(directory: app.path)
    #expect(!appNotes.contains { $0.message.contains("not an app's folder") })
  }

  @Test("An empty folder is 'nothing to audit', never 'no problems found'")
  func emptyFolder() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    #expect(throws: DoctorError.nothingToAudit(folder.path)) {
      try Doctor.run(directory: folder.path)
    }
  }
}
