import Foundation

/// The file-system edge of the doctor: walks a directory once and reads the
/// files the rules need into a `ProjectSnapshot`.
///
/// It only reads: it never runs a program, so nothing the audited folder
/// configures (`.git/config` hooks, `core.fsmonitor`, aliases, includes) can run.
/// Ignore rules come from the `.gitignore` files and `.git/info/exclude`, read as
/// text; which files git tracks, from `.git/index`, read as bytes.
package enum ProjectLoader {
  /// Directories that are never part of an app's sources (build products,
  /// dependencies, version control).
  static let skippedDirectories: Set<String> = [
    ".git", ".build", ".swiftpm", "build", "DerivedData", "Pods", "Carthage", "node_modules",
    "xcuserdata", "SourcePackages", ".idea", "fastlane",
  ]

  /// The path under which `.git/info/exclude` appears in a snapshot.
  static let gitExcludePath = ".git/info/exclude"
  /// The path under which git's index (the tracked files) appears in a snapshot.
  static let gitIndexPath = ".git/index"

  /// Whether the doctor reads a file with this name (its rules look at nothing else).
  static func isRelevant(_ name: String, path: String) -> Bool {
    name.endsWithUTF8(".swift") || name.hasSuffix(".xcconfig") || name.hasSuffix(".plist")
      || name == "project.pbxproj" || name == ".gitignore" || name == DoctorConfiguration.fileName
      || XcodeGenProject.mayBeIncluded(name) || name.hasSuffix(".storekit")
      || name.hasSuffix(".xcscheme") || ResourceFile.mayHoldSecrets(name)
      || ProjectIndex.isInterfaceFile(name) || ObjectiveCNames.isImplementation(name)
      || (name.hasSuffix(".sh") && ProjectIndex.isContinuousIntegrationScript(path: path))
  }

  /// Folders inside an `.xcodeproj` bundle that hold shared schemes (the
  /// `.storekit` file a Run action uses is named there).
  static let schemeFolders: Set<String> = ["xcshareddata", "xcschemes"]

  /// Reads `directory` into a snapshot.
  /// - Throws: `DoctorError` when the directory does not exist or is not a directory.
  package static func load(directory: String) throws(DoctorError) -> ProjectSnapshot {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
      throw DoctorError.directoryNotFound(directory)
    }
    guard isDirectory.boolValue else { throw DoctorError.notADirectory(directory) }
    let root = URL(fileURLWithPath: directory).standardizedFileURL
    let rawRoot = Array(root.path.utf8)
    let walked = Walk(root: rawRoot)
    var requests = walked.requests
    let paths = walked.paths
    let skipped = walked.skipped
    var allPaths = Set<String>(minimumCapacity: paths.count)
    for path in paths { allPaths.insert(path) }
    for path in [gitExcludePath, gitIndexPath] {
      let raw = rawRoot + Array("/\(path)".utf8)
      if DirectoryListing.kind(of: raw, following: false) == .file {
        requests.append(FileReader.Request(path: path, rawPath: raw))
      }
    }
    var files = FileReader.readAll(requests)
    files.sort { $0.path < $1.path }
    var snapshot = ProjectSnapshot(
      files: files, allPaths: allPaths,
      rootComponents: root.path.split(separator: "/").map(String.init), skippedFolders: skipped)
    if !FileManager.default.fileExists(atPath: root.path + "/.git") {
      (snapshot.enclosingIgnoreFiles, snapshot.enclosingPrefix) = enclosingIgnoreFiles(of: root)
    }
    return snapshot
  }

  /// How many folders up the ignore files around an audited folder are looked for.
  static let enclosingLevels = 8

  /// The `.gitignore` files of the folders around `root`, up to the
  /// repository's top (the first folder holding `.git`, whose
  /// `.git/info/exclude` counts too) or `enclosingLevels` up, with their
  /// paths relative to the outermost folder read, and `root`'s path from
  /// there. Git applies every `.gitignore` from the repository's top down: a
  /// monorepo's root file may name the app folder's key file
  /// (`AppConfig.swift`; MyRAGApp, eighty-sixth round).
  private static func enclosingIgnoreFiles(of root: URL) -> (
    [(path: String, text: String)], String
  ) {
    var found: [(folder: [String], name: String, text: String)] = []
    var folder = root.pathComponents
    var top = folder
    for _ in 0..<enclosingLevels where folder.count > 1 {
      folder.removeLast()
      let path = NSString.path(withComponents: folder)
      for name in [".gitignore", gitExcludePath] {
        let file = (path as NSString).appendingPathComponent(name)
        guard name == ".gitignore" || FileManager.default.fileExists(atPath: path + "/.git"),
          let data = FileManager.default.contents(atPath: file), data.count < 1 << 20
        else { continue }
        found.append((folder, name, String(decoding: data, as: UTF8.self)))
        top = folder
      }
      if FileManager.default.fileExists(atPath: path + "/.git") { break }
    }
    guard !found.isEmpty else { return ([], "") }
    let files = found.map { entry in
      let relative = entry.folder.dropFirst(top.count).joined(separator: "/")
      return (path: relative.isEmpty ? entry.name : relative + "/" + entry.name, text: entry.text)
    }
    return (files, root.pathComponents.dropFirst(top.count).joined(separator: "/"))
  }

  /// The walk of a directory tree: folders are listed level by level, each
  /// level's folders side by side on the machine's cores, and what they hold
  /// is put back in the order a depth-first walk meets it (names in byte order).
  private struct Walk {
    /// The files to read, their paths, and the folders skipped on purpose.
    private(set) var requests: [FileReader.Request] = []
    private(set) var paths: [String] = []
    private(set) var skipped: [String] = []

    /// Folders deeper than this are not entered (a tree that deep is not an app's sources).
    static let maximumDepth = 64

    /// One entry of a folder, as the walk keeps it.
    enum Item: Sendable {
      /// A file: its path, and the request to read it when the doctor reads such files.
      case file(String, FileReader.Request?)
      /// A folder that is here but not entered (an asset catalog).
      case present(String)
      /// A folder skipped on purpose (dependencies, build products).
      case skipped(String)
      /// A folder to enter: its raw path and its path relative to the root.
      case folder([UInt8], String)
    }

    init(root: [UInt8]) {
      // Each listed folder by number, and the numbers of the folders it holds, in order.
      var listings: [[Item]] = [[]]
      var children: [[Int]] = [[]]
      var level: [(number: Int, raw: [UInt8], relative: String, depth: Int)] = [(0, root, "", 0)]
      while !level.isEmpty {
        let folders = level
        let listed =
          folders.count == 1
          ? [ProjectLoader.list(folders[0].raw, relative: folders[0].relative)]
          : ConcurrentSlots.map(folders.count) {
            ProjectLoader.list(folders[$0].raw, relative: folders[$0].relative)
          }.map { $0 ?? [] }
        level = []
        for (slot, folder) in folders.enumerated() {
          listings[folder.number] = listed[slot]
          guard folder.depth + 1 < Self.maximumDepth else { continue }
          for case .folder(let raw, let relative) in listed[slot] {
            children[folder.number].append(listings.count)
            level.append((listings.count, raw, relative, folder.depth + 1))
            listings.append([])
            children.append([])
          }
        }
      }
      append(0, listings, children)
    }

    /// Appends folder `number`'s entries, each subfolder's where it sorts.
    private mutating func append(_ number: Int, _ listings: [[Item]], _ children: [[Int]]) {
      var nextChild = 0
      for item in listings[number] {
        switch item {
        case .file(let path, let request):
          paths.append(path)
          if let request { requests.append(request) }
        case .present(let path):
          paths.append(path)
        case .skipped(let path):
          skipped.append(path)
        case .folder:
          // A folder past the depth limit has no listing of its own.
          guard nextChild < children[number].count else { continue }
          append(children[number][nextChild], listings, children)
          nextChild += 1
        }
      }
    }
  }

  /// Whether folder `name` inside `relative` is where Bundler installs Ruby
  /// gems (`vendor/bundle`, for fastlane or CocoaPods): dependencies, whose
  /// sample keys and fixtures are not the app's. A `Vendor/` folder of Swift
  /// sources is read as usual.
  static func isBundlerInstall(_ name: String, in relative: String) -> Bool {
    name == "bundle" && (relative == "vendor" || relative.hasSuffix("/vendor"))
  }

  /// The xcconfig files of a CocoaPods folder's `Target Support Files`
  /// (one folder per pod and per aggregate target), by path.
  private static func podsConfigurations(_ pods: [UInt8], relative: String) -> [String] {
    let support = pods + Array("/Target Support Files".utf8)
    var found: [String] = []
    for folder in DirectoryListing.entries(of: support) where folder.kind == .directory {
      for file in DirectoryListing.entries(of: support + [0x2F] + folder.name)
      where file.kind == .file && file.text.hasSuffix(".xcconfig") {
        found.append("\(relative)/Target Support Files/\(folder.text)/\(file.text)")
      }
    }
    return found.sorted()
  }

  /// The entries of one folder, sorted by name, as `Walk` keeps them.
  private static func list(_ directory: [UInt8], relative: String) -> [Walk.Item] {
    let insideProjectBundle =
      relative.hasSuffix(".xcodeproj") || relative.hasSuffix(".xcodeproj/xcshareddata")
      || relative.hasSuffix("xcshareddata/xcschemes")
    let entries = DirectoryListing.entries(of: directory).sorted { $0.precedes($1) }
    let directoryPrefix = directory + [0x2F]
    var items: [Walk.Item] = []
    items.reserveCapacity(entries.count)
    for entry in entries {
      let name = entry.text
      let raw = directoryPrefix + entry.name
      let path = relative.isEmpty ? name : relative + "/" + name
      var kind = entry.kind
      if kind == .symbolicLink {
        // A link to a file counts as that file (an #include may go through it);
        // links to folders are not followed, so a link cycle cannot trap the walk,
        // but the folder is here: a project building it (`Sources/Assets.xcassets
        // -> ../Assets.xcassets`; skin_insight_pro, seventy-second round) builds
        // nothing missing.
        let target = DirectoryListing.kind(of: raw, following: true)
        if target == .directory, !insideProjectBundle { items.append(.present(path)) }
        kind = target == .file ? .file : .other
      }
      switch kind {
      case .directory:
        if isBundlerInstall(name, in: relative) {
          items.append(.skipped(path))
          continue
        }
        // A committed archive (`App.xcarchive`) is a build product, like
        // `build/`; an Xcode template (`Boilerplate.xctemplate`) is copied into
        // new projects, never built here (kamera, fortieth round).
        // CocoaPods' own project and support files, wherever `Pods/` landed
        // (an app folder named `pods/` is the same folder on a Mac; podsapp,
        // forty-seventh round), are dependencies like `Pods/`.
        // So is a built app (`builds/Cleaner.app/Contents/Resources/…`,
        // Craig-O-Cleaner, sixty-seventh round).
        let isArchive =
          name.hasSuffix(".xcarchive") || name.hasSuffix(".xctemplate")
          || name.hasSuffix(".app") || name.hasSuffix(".appex")
          || name == "Pods.xcodeproj" || name == "Target Support Files"
        if skippedDirectories.contains(name) || isArchive || name.hasSuffix(".xcassets")
          || name.hasSuffix(".xcworkspace")
          || (insideProjectBundle && !schemeFolders.contains(name))
        {
          if skippedDirectories.contains(name) || isArchive, name != ".git", !insideProjectBundle {
            items.append(.skipped(path))
          }
          // A committed `Pods/` holds the xcconfig files the app's own
          // include (`Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig`):
          // here, though not read (Wallpaper, fiftieth round).
          if name == "Pods", !insideProjectBundle {
            items += podsConfigurations(raw, relative: path).map { .present($0) }
          }
          // An asset catalog is not walked (images only), but it is here: a
          // project that builds it does not build a missing file.
          if name.hasSuffix(".xcassets"), !insideProjectBundle { items.append(.present(path)) }
          // A workspace bundle is where Xcode resolves a scheme's StoreKit
          // path: a `.storekit` file right inside it is there for that.
          if name.hasSuffix(".xcworkspace") {
            // The bundle itself: a project opened through a root workspace
            // has its schemes' StoreKit paths resolved against it.
            if !insideProjectBundle { items.append(.present(path)) }
            for inner in DirectoryListing.entries(of: raw) where inner.text.hasSuffix(".storekit") {
              items.append(.present(path + "/" + inner.text))
            }
          }
          continue
        }
        items.append(.folder(raw, path))
      case .file:
        // `._Info.plist`: macOS's AppleDouble metadata beside a copied file
        // (a zip or a FAT volume), never part of a build: present, not read.
        let isRead =
          name.hasPrefix("._")
          ? false
          : insideProjectBundle
            ? name == "project.pbxproj" || name.hasSuffix(".xcscheme")
            : isRelevant(name, path: path)
        items.append(.file(path, isRead ? FileReader.Request(path: path, rawPath: raw) : nil))
      case .symbolicLink, .other:
        continue
      }
    }
    return items
  }
}
