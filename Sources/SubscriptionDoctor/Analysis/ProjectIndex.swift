import Dispatch
import Foundation

/// Every file of a snapshot parsed once, plus what the rules ask about it:
/// which Swift files are built, which xcconfigs are attached, which plist each
/// target uses, what git ignores. Pure: built from a `ProjectSnapshot`.
package struct ProjectIndex: Sendable {
  /// Swift files, tokenised and annotated.
  package var swiftSources: [SwiftSource] = []
  /// The types `swiftSources` declare (not those they only extend), in any
  /// role: many rules ask, so it is gathered once.
  package private(set) var declaredTypes: Set<String> = []
  /// xcconfig files by path.
  package var xcconfigs: [String: XCConfigFile] = [:]
  /// Property lists (Info.plist and bundled plists) by path.
  package var plists: [String: PropertyListValue] = [:]
  /// Resource files that may hold a credential (JSON, `.strings`, `.env`, `.p8`), as text.
  package var resources: [String: String] = [:]
  /// StoreKit configuration files (`.storekit`), by path.
  package var storeKitFiles: [String: [UInt8]] = [:]
  /// Shared Xcode schemes (`.xcscheme`), by path.
  package var schemes: [String: [UInt8]] = [:]
  /// XcodeGen specs and the YAML files they may include, by path: read even
  /// beside a committed `.xcodeproj` (which then describes the project).
  package var yamlFiles: [String: [UInt8]] = [:]
  /// Storyboards, xibs and SpriteKit scenes, by path: read only for the
  /// class names they instantiate (`customClass="…"`), which no Swift code names.
  package var interfaceFiles: [String: [UInt8]] = [:]
  /// The app's Swift classes that its Objective-C code (`.m`, `.mm`) names
  /// (it may create them); `nil` when an Objective-C file could not be read,
  /// which may name any.
  package var classesNamedByObjectiveC: Set<String>? = []
  /// Xcode Cloud's CI scripts (`ci_scripts/*.sh`), by path, as text.
  package var continuousIntegrationScripts: [String: String] = [:]
  /// `.storekit` files an XcodeGen spec's schemes use (`storeKitConfiguration:`).
  package var specStoreKitFiles: Set<String> = []
  /// Xcode projects found in the directory.
  package var projects: [XcodeProject] = []
  /// Every file path in the audited directory.
  package var allPaths: Set<String> = []
  /// `unreadable-file` findings for files that could not be parsed.
  package var unreadableFindings: [Finding] = []
  /// Unreadable `project.pbxproj` files inside a fixtures folder (`docs/
  /// fixtures/Proof.xcodeproj/project.pbxproj` holding `// fixture project
  /// marker`): stand-ins for a tool's own tests, which no Xcode opens
  /// (forge-ios, seventieth round). Listed as skipped, never a finding.
  package var fixtureProjects: [String] = []
  /// `note` findings about what the doctor could not see: files a project lists
  /// that are not here, or a folder with no project at all.
  package var coverageNotes: [Finding] = []
  /// Git's ignore rules, read from `.gitignore` files and `.git/info/exclude`.
  package var gitIgnore: GitIgnore = GitIgnore(files: [])
  /// The files git tracks (`.git/index`), or `nil` without an index.
  package var trackedPaths: Set<String>?
  /// Whether the app can sell through the App Store: its Swift code imports
  /// StoreKit, RevenueCat or another purchase SDK, a `.storekit` file is here,
  /// or a Swift file or type is named for a paywall, premium or subscriptions
  /// (the store code may be Objective-C, which the doctor does not read;
  /// not when the app sells licence keys and has no Objective-C). An
  /// app with a project and none of these (a shop taking cards, a point of
  /// sale) has no store prices or subscription state to get wrong. Without a
  /// project the doctor cannot tell, and this is `true`.
  package var sellsThroughStore = true
  /// Whether the folder holds Objective-C code (`.m`, `.mm`), which the
  /// doctor does not read: it may buy through the store for the Swift code.
  package var hasObjectiveC = false
  /// The projects (by `pbxprojPath`), in a folder that sells through the
  /// store, whose own app code sells nothing through it (`sellsThroughStore(file:)`).
  package var projectsSellingNothing: Set<String> = []
  /// Folders holding a copy of a library's own repository (a podspec beside
  /// its project, `SwiftyStoreKit-master/`), whose projects are not the
  /// app's (`vendoredLibraryProjects`): their files are the library's.
  package var vendoredLibraryFolders: [String] = []
  /// Layers build settings.
  package var resolver: BuildSettingsResolver = BuildSettingsResolver(
    xcconfigs: [:], existingFiles: [])

  /// Parses every file of `snapshot`; files matching `configuration.excludedPaths` are skipped.
  /// Without `usesFileFacts` no rule skips a Swift file by its file facts
  /// (`SwiftSource.holdsKeyLiteral`…): the findings must be the same.
  package init(
    snapshot: ProjectSnapshot, configuration: DoctorConfiguration = DoctorConfiguration(),
    usesFileFacts: Bool = true
  ) {
    allPaths = snapshot.allPaths
    let files =
      configuration.excludedPaths.isEmpty
      ? snapshot.files : snapshot.files.filter { !configuration.isExcluded($0.path) }
    var gitignores: [(path: String, text: String)] = []
    var swiftFiles: [(path: String, bytes: [UInt8])] = []
    var specs: [(path: String, bytes: [UInt8])] = []
    var yamlFiles: [String: [UInt8]] = [:]
    var objectiveCFiles: [[UInt8]] = []
    var objectiveCUnreadable = false

    func unreadable(_ path: String, _ error: ReaderError, kind: String) {
      unreadableFindings.append(
        Finding(
          rule: .unreadableFile, file: path, line: error.line,
          message: "Could not read \(kind): \(error.reason)."))
    }

    for file in files {
      // Objective-C is read only for the Swift classes it names: one that
      // cannot be read is no finding, but may name any class.
      if ObjectiveCNames.isImplementation(file.path) {
        if let bytes = file.bytes {
          objectiveCFiles.append(bytes)
        } else {
          objectiveCUnreadable = true
        }
        continue
      }
      guard let bytes = file.bytes else {
        unreadableFindings.append(
          Finding(
            rule: .unreadableFile, file: file.path, line: nil,
            message: "Could not read the file: \(file.readError ?? "it cannot be read")."))
        continue
      }
      // Nearly every file is Swift: no name is taken apart for those (a
      // name ending in `.swift` is never `project.pbxproj`).
      if file.path.endsWithUTF8(".swift") {
        if let kind = Self.binaryKind(bytes) {
          unreadableFindings.append(
            Finding(
              rule: .unreadableFile, file: file.path, line: nil,
              message: "Could not read this Swift file: it is \(kind), not Swift source.",
              fix:
                "Replace it with the source file itself (an alias or binary copy builds nothing)."
            ))
          continue
        }
        swiftFiles.append((file.path, bytes))
        continue
      }
      let name = RelativePath.fileName(of: file.path)
      if name == "project.pbxproj" {
        // A bundle renamed to keep a copy (`App.xcodeproj.backup/`, `.old`)
        // is no project Xcode opens (slay-ai, forty-eighth round).
        let bundle = RelativePath.fileName(of: RelativePath.directory(of: file.path))
        guard !bundle.contains(".xcodeproj.") else { continue }
        do throws(ReaderError) {
          let plist = try OpenStepPropertyListReader.read(bytes: bytes)
          var project = try XcodeProjectDecoder.decode(
            plist, pbxprojPath: file.path, rootComponents: snapshot.rootComponents)
          if let name = Self.checkoutName(of: project, allPaths) {
            project = try XcodeProjectDecoder.decode(
              plist, pbxprojPath: file.path,
              rootComponents: snapshot.rootComponents.dropLast() + [name])
          }
          projects.append(project)
        } catch {
          // One outside any `.xcodeproj` bundle is a project only when it
          // reads as one (a repository rooted in the bundle): unreadable, it
          // is a stray file of notes (PayslipMax, sixty-third round).
          if Self.isInFixtures(file.path) {
            fixtureProjects.append(file.path)
          } else if bundle.hasSuffix(".xcodeproj") || RelativePath.directory(of: file.path).isEmpty
          {
            unreadable(file.path, error, kind: "this Xcode project file")
          }
        }
      } else if name.hasSuffix(".swift") {
        swiftFiles.append((file.path, bytes))
      } else if name.hasSuffix(".xcconfig") {
        // One malformed line must not hide the settings (or a secret key) on the others.
        let result = XCConfigReader.readLeniently(String(decoding: bytes, as: UTF8.self))
        xcconfigs[file.path] = result.file
        if let error = result.errors.first {
          unreadable(
            file.path, error, kind: "a line of this xcconfig file (the other lines were read)")
        }
      } else if name.hasSuffix(".plist") {
        // An empty stub (one newline) left where a removed target kept its
        // Info.plist is read by nothing, unless a target still names it.
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
          unreadableFindings.append(
            Finding(
              rule: .unreadableFile, severity: .note, file: file.path, line: nil,
              message:
                "This property list is empty; nothing was read from it. A target using it fails to build."
            ))
          continue
        }
        do throws(ReaderError) {
          plists[file.path] = try PropertyListReader.read(bytes: bytes)
        } catch {
          // An Xcode file template's own plist (`TCA.xctemplate/TemplateInfo.plist`)
          // is the developer's New File menu, never part of the app; an XML
          // file of another kind named `.plist` (productbuild's
          // `<installer-gui-script>`; Textual, sixty-fourth round) is no
          // property list at all.
          if !file.path.contains(".xctemplate/"), !Self.isOtherXML(bytes) {
            unreadable(file.path, error, kind: "this property list")
          }
        }
      } else if XcodeGenProject.mayBeIncluded(name) {
        if XcodeGenProject.isSpecFile(name) { specs.append((file.path, bytes)) }
        yamlFiles[file.path] = bytes
      } else if name.hasSuffix(".storekit") {
        storeKitFiles[file.path] = bytes
      } else if name.hasSuffix(".xcscheme") {
        schemes[file.path] = bytes
      } else if Self.isInterfaceFile(name) {
        interfaceFiles[file.path] = bytes
      } else if ResourceFile.mayHoldSecrets(name) {
        resources[file.path] = String(decoding: bytes, as: UTF8.self)
      } else if Self.isContinuousIntegrationScript(path: file.path) {
        continuousIntegrationScripts[file.path] = String(decoding: bytes, as: UTF8.self)
      } else if file.path == ProjectLoader.gitIndexPath {
        do throws(ReaderError) {
          trackedPaths = try GitIndexReader.trackedPaths(bytes)
        } catch {
          unreadable(file.path, error, kind: "git's index")
        }
      } else if name == ".gitignore" || file.path == ProjectLoader.gitExcludePath {
        gitignores.append((file.path, String(decoding: bytes, as: UTF8.self)))
      }
    }
    for spec in specs
    where !projects.contains(where: { $0.sourceRoot == RelativePath.directory(of: spec.path) }) {
      do throws(ReaderError) {
        let decoded = try XcodeGenProject.decode(
          spec.bytes, specPath: spec.path, yamlFiles: yamlFiles)
        projects.append(decoded.project)
        for (path, plist) in decoded.generatedPlists where plists[path] == nil {
          plists[path] = plist
        }
      } catch {
        unreadable(spec.path, error, kind: "this XcodeGen project spec")
      }
    }
    for (path, bytes) in yamlFiles {
      specStoreKitFiles.formUnion(Self.storeKitConfigurations(in: bytes, specPath: path))
    }
    // A Tuist manifest's scheme (`storeKitConfigurationPath: "App/Store.storekit"`)
    // is generated with the project: its Run action uses the file.
    for (path, bytes) in swiftFiles where Self.isManifest(path) {
      specStoreKitFiles.formUnion(
        TuistManifest.storeKitConfigurations(in: bytes, manifestPath: path))
    }
    // A configuration saved as a package folder is the file inside it.
    for path in specStoreKitFiles {
      specStoreKitFiles.insert(
        RelativePath.join(path, SchemeStoreKitReference.packageConfiguration))
    }
    self.yamlFiles = yamlFiles
    // A `project.pbxproj` that declares no target (a stray copy outside any
    // `.xcodeproj`, a shell) builds nothing: the folder is audited as one
    // with no project, rather than as one whose every Swift file is unbuilt.
    projects = Self.relocatingMissingFolders(
      Self.flattened(
        Self.matchingCase(projects.filter { !$0.targets.isEmpty }, allPaths), allPaths),
      allPaths)
    resolver = BuildSettingsResolver(
      xcconfigs: xcconfigs, existingFiles: allPaths, projectFolders: projects.map(\.sourceRoot))
    gitIgnore = GitIgnore(
      files: gitignores, enclosing: snapshot.enclosingIgnoreFiles,
      prefix: snapshot.enclosingPrefix)
    // One pass over every path for the few that describe a project.
    let descriptions = Self.projectDescriptionPaths(allPaths)
    coverageNotes = Self.coverageNotes(
      projects: projects, allPaths: allPaths, hasSwift: !swiftFiles.isEmpty,
      skippedFolders: snapshot.skippedFolders, hasProjectDescription: !descriptions.isEmpty,
      gitIgnore: gitIgnore)

    // An older copy of the app kept with its own project beside the live
    // one cannot build (most of its sources are gone, as the note above
    // says): its files ship from nowhere (Triply, forty-seventh round).
    let vendored = Self.vendoredLibraryProjects(projects, allPaths)
    vendoredLibraryFolders = vendored.map(\.folder)
    let stale = Self.staleCopies(projects, allPaths).union(vendored.map(\.project))
    if !stale.isEmpty { projects.removeAll { stale.contains($0.pbxprojPath) } }
    let packageRoots = descriptions.filter { RelativePath.fileName(of: $0) == "Package.swift" }
      .map(RelativePath.directory(of:))
    // A source file that happens to be named `Package.swift` (RevenueCat's
    // own, declaring a class) imports no PackageDescription: no manifest.
    let packages = swiftFiles.filter {
      RelativePath.fileName(of: $0.path) == "Package.swift"
        && String(decoding: $0.bytes, as: UTF8.self).contains("PackageDescription")
    }.map { PackageManifest(path: $0.path, bytes: $0.bytes) }
    // Each file's role is found beside its parse, on the same core.
    let projects = self.projects
    let strayCopies = Self.strayCopies(
      swiftFiles.map(\.path), projects: projects, packageRoots: packageRoots)
    let results = SwiftSource.parseConcurrently(swiftFiles, usesFileFacts: usesFileFacts) {
      strayCopies.contains($0)
        ? .unbuilt : Self.role(of: $0, projects: projects, packages: packages)
    }
    var bytesOfParsed: [String: [UInt8]] = [:]
    for (offset, result) in results.enumerated() {
      switch result {
      case .success(let source):
        swiftSources.append(source)
        if source.role == .unbuilt { bytesOfParsed[source.path] = swiftFiles[offset].bytes }
      case .failure(let error): unreadable(swiftFiles[offset].path, error, kind: "this Swift file")
      }
    }
    // Files a stale project leaves out but built code needs are the app's.
    for offset in Self.unbuiltFilesBuiltCodeNeeds(swiftSources) {
      let path = swiftSources[offset].path
      if let bytes = bytesOfParsed[path],
        let source = try? SwiftSource(
          path: path, role: .app, bytes: bytes, usesFileFacts: usesFileFacts)
      {
        swiftSources[offset] = source
      }
    }
    if objectiveCUnreadable {
      classesNamedByObjectiveC = nil
    } else if !objectiveCFiles.isEmpty {
      var classes = Set<String>()
      for source in swiftSources where source.role == .app {
        for type in source.types where type.kind == "class" { classes.insert(type.name) }
      }
      classesNamedByObjectiveC = ObjectiveCNames.named(classes, in: objectiveCFiles)
    }
    // `@objc` functions nothing selects run only when Swift calls them.
    let unselected = ObjCSelectors.unselected(
      in: swiftSources, interfaceFiles: interfaceFiles,
      classesNamedByObjectiveC: classesNamedByObjectiveC)
    for (offset, bodies) in unselected {
      swiftSources[offset] = SwiftSource(swiftSources[offset], unselectedObjCFunctions: bodies)
    }
    declaredTypes = UnreadMembers.declaredTypes(swiftSources)
    // Switch cases no value reaches and branches a `false` constant keeps
    // shut never run, branches only a launch argument opens never run for a
    // customer, and private view members nothing names are never drawn:
    // exempt, like `#if DEBUG` code.
    let unreachable = UnreachableCases.bodies(in: swiftSources)
      .merging(ConstantFalseBranches.bodies(in: swiftSources), uniquingKeysWith: +)
      .merging(LaunchArgumentBranches.bodies(in: swiftSources), uniquingKeysWith: +)
      .merging(UnrenderedViews.bodies(in: swiftSources), uniquingKeysWith: +)
    for (offset, ranges) in unreachable {
      swiftSources[offset] = SwiftSource(swiftSources[offset], unreachable: ranges)
    }
    // The checks on the folder first: the walk over every file's imports and names last.
    hasObjectiveC = !objectiveCFiles.isEmpty
    sellsThroughStore =
      projects.isEmpty && packageRoots.isEmpty && descriptions.isEmpty
      || Self.sells(
        swiftSources, storeKitFiles: storeKitFiles, hasObjectiveC: !objectiveCFiles.isEmpty)
    // In a folder of several projects, one whose own app code sells nothing
    // through the store (a Lite app selling licence keys through Stripe
    // beside the App Store app; Craig-O-Cleaner, sixty-seventh round) has
    // no store prices either.
    if sellsThroughStore, projects.count > 1 {
      for project in projects {
        let own = swiftSources.filter {
          $0.role == .app && !project.targets(building: $0.path).isEmpty
        }
        if !own.isEmpty,
          !Self.sells(own, storeKitFiles: storeKitFiles, hasObjectiveC: !objectiveCFiles.isEmpty)
        {
          projectsSellingNothing.insert(project.pbxprojPath)
        }
      }
    }
  }

  /// Whether app code in `sources` sells through the store: it uses StoreKit
  /// or a purchase SDK, writes a product id of a `.storekit` file, or is
  /// named for selling — a file or type named so may hide store code in
  /// Objective-C, unless the app sells licence keys instead (a Mac app sold
  /// through Polar or Paddle, its `PaywallSheet` activating a `licenseKey`;
  /// mail-notifier, forty-seventh round).
  private static func sells(
    _ sources: [SwiftSource], storeKitFiles: [String: [UInt8]], hasObjectiveC: Bool
  ) -> Bool {
    anyUsesStore(sources) || namesStoreKitProduct(sources, storeKitFiles: storeKitFiles)
      || sources.contains(where: isNamedForSelling)
        && (hasObjectiveC || !sources.contains(where: sellsOutsideStore))
  }

  /// Whether the file at `path` ships in an app that sells through the store:
  /// the folder does, and some project building the file does (or none builds it).
  package func sellsThroughStore(file path: String?) -> Bool {
    guard sellsThroughStore else { return false }
    guard !projectsSellingNothing.isEmpty, let path else { return true }
    let building = projects.filter { !$0.targets(building: path).isEmpty }
    return building.isEmpty
      || building.contains { !projectsSellingNothing.contains($0.pbxprojPath) }
  }

  /// Whether only programs nothing imports build `path` (an app, an app
  /// extension, a tool: `XcodeTarget.isExecutable`), so its `public`
  /// methods are no API another module may call. `false` without a project
  /// building it (a package's library, a folder without a project).
  package func buildsOnlyIntoPrograms(_ path: String) -> Bool {
    let targets = projects.flatMap { $0.targets(building: path) }
    return !targets.isEmpty && targets.allSatisfy { $0.isExecutable || $0.isTest }
      && targets.contains(where: \.isExecutable)
  }

  /// Whether a path the project builds is the SDK's, written relative to a
  /// group (`System/Library/Frameworks/Network.framework`, `usr/lib/libz.tbd`;
  /// fomo_pr, ninety-fifth round): Xcode finds it in the SDK, nothing to commit.
  /// So is one written as its bare name (`path = StoreKit.framework;` or
  /// `libz.tbd` in a `<group>`, as project generators write them; imghost,
  /// ninety-eighth round) when it names one of Apple's SDK frameworks or
  /// libraries.
  static func isSDKLibrary(_ path: String) -> Bool {
    if path.hasPrefix("System/Library/Frameworks/") || path.contains("/System/Library/Frameworks/")
      || path.hasPrefix("usr/lib/") || path.contains("/usr/lib/")
    {
      return true
    }
    let name = RelativePath.fileName(of: path)
    if name.hasPrefix("lib"), name.hasSuffix(".tbd") { return true }
    guard name.hasSuffix(".framework") else { return false }
    return AppleSDK.frameworks.contains(String(name.dropLast(".framework".count)))
  }

  /// Whether app code in `source` says the app is sold outside the App
  /// Store: it names a licence key, or it updates itself with Sparkle (`import
  /// Sparkle`), which only apps distributed outside the Mac App Store may
  /// (OmniKey-AI, a menu-bar app selling subscriptions from its own backend;
  /// seventieth round), or it takes a card's details itself (`tokenize(
  /// cardNumber:expiry:cvc:)`: a venue app selling passes by card, its
  /// `PaywallView` and `SubscriptionOption` no store's; fomo_pr,
  /// ninety-fifth round).
  static func sellsOutsideStore(_ source: SwiftSource) -> Bool {
    source.role == .app
      && (source.imports.contains("Sparkle") || namesLicenceKey(source) || namesCardDetails(source))
  }

  /// Whether app code in `source` names a payment card's number or
  /// security code (`cardNumber`, `cvc`, `cvv`).
  static func namesCardDetails(_ source: SwiftSource) -> Bool {
    source.tokens.contains { token in
      guard token.kind == .identifier, (3...14).contains(token.text.utf8.count) else {
        return false
      }
      let lowered = token.text.lowercased()
      return lowered == "cvc" || lowered == "cvv" || lowered == "cardnumber"
        || lowered == "cardcvc" || lowered == "cardcvv"
    }
  }

  /// Whether app code in `source` names a licence key (`licenseKey`,
  /// `activateLicenceKey`): a key sold outside the App Store.
  static func namesLicenceKey(_ source: SwiftSource) -> Bool {
    source.role == .app
      && source.tokens.contains { token in
        guard token.kind == .identifier, token.text.utf8.count >= 10 else { return false }
        let lowered = token.text.lowercased()
        return lowered.contains("licensekey") || lowered.contains("licencekey")
      }
  }

  /// The unbuilt Swift files built code cannot compile without (offsets in
  /// `sources`): a type declared only there, at a file's top level, that
  /// built code names, in a folder holding built Swift files too. A feature
  /// committed without the project file's change (DropIn's
  /// `Views/PaywallView.swift` beside the built views, which show it) is the
  /// app's; an old copy redeclaring built types, or a folder of its own, is not.
  static func unbuiltFilesBuiltCodeNeeds(_ sources: [SwiftSource]) -> Set<Int> {
    guard sources.contains(where: { $0.role == .unbuilt }) else { return [] }
    var builtFolders = Set<String>()
    var builtTypes = Set<String>()
    for source in sources where source.role == .app {
      builtFolders.insert(RelativePath.directory(of: source.path))
      for type in source.types where type.kind != "extension" { builtTypes.insert(type.name) }
    }
    var declaring: [String: [Int]] = [:]
    for (offset, source) in sources.enumerated()
    where source.role == .unbuilt && builtFolders.contains(RelativePath.directory(of: source.path))
    {
      for type in source.types
      where type.kind != "extension" && !builtTypes.contains(type.name)
        && !source.types.contains(where: {
          $0.bodyStart < type.bodyStart && type.bodyEnd <= $0.bodyEnd
        })
      {
        declaring[type.name, default: []].append(offset)
      }
    }
    guard !declaring.isEmpty else { return [] }
    var needed = Set<Int>()
    for source in sources where source.role == .app {
      for token in source.tokens where token.kind == .identifier {
        if let offsets = declaring[token.text] { needed.formUnion(offsets) }
      }
    }
    return needed
  }

  /// Whether app code writes a product id of one of the `.storekit` files:
  /// the app sells them through code the doctor does not recognise (a
  /// purchase package of its own). A `.storekit` file no code speaks of is
  /// left over from purchase code since removed (a feature made free) and
  /// sells nothing.
  private static func namesStoreKitProduct(
    _ sources: [SwiftSource], storeKitFiles: [String: [UInt8]]
  ) -> Bool {
    var ids = Set<String>()
    for bytes in storeKitFiles.values {
      // An unreadable file says nothing either way: count it as selling.
      guard let file = try? StoreKitFile.read(bytes) else { return true }
      ids.formUnion(file.products.map(\.id))
    }
    guard !ids.isEmpty else { return false }
    return sources.contains { source in
      source.role == .app && source.stringOffsets.contains { ids.contains(source.tokens[$0].text) }
    }
  }

  /// Whether a file is an Interface Builder document (`.storyboard`, `.xib`)
  /// or a SpriteKit scene (`.sks`, an archived property list naming its
  /// scene's and nodes' custom classes).
  static func isInterfaceFile(_ name: String) -> Bool {
    name.hasSuffix(".storyboard") || name.hasSuffix(".xib") || name.hasSuffix(".sks")
  }

  /// Modules an app imports to sell in-app purchases.
  static let storeModules: Set<String> = [
    "StoreKit", "_StoreKit_SwiftUI", "RevenueCat", "RevenueCatUI", "SuperwallKit", "Paywall",
    "Adapty", "AdaptyUI", "Qonversion", "ApphudSDK", "Glassfy", "Purchasely", "SwiftyStoreKit",
    "SubscriptionKit", "SubscriptionKitUI",
  ]

  /// Whether some app code in `sources` uses the store (`usesStore`),
  /// asked of every file side by side on the cores.
  static func anyUsesStore(_ sources: [SwiftSource]) -> Bool {
    guard sources.count > 64 else { return sources.contains(where: usesStore) }
    return ConcurrentSlots.map(sources.count) { usesStore(sources[$0]) }.contains(true)
  }

  /// Whether app code in `source` uses StoreKit or a purchase SDK.
  static func usesStore(_ source: SwiftSource) -> Bool {
    guard source.role == .app else { return false }
    if source.words.contains(.purchasesSDK) { return true }
    let storeImports = source.imports.intersection(storeModules)
    if !storeImports.isEmpty {
      // StoreKit imported only to ask for a review or show another app's App
      // Store page (`SKStoreProductViewController`) sells nothing in the app.
      guard storeImports.isSubset(of: ["StoreKit"]), !source.words.contains(.purchase),
        Self.usesStoreKitOnlyForStorePages(source)
      else { return true }
    }
    return false
  }

  /// Whether app code in `source` is named for selling in the app: its file
  /// or a type (`PaywallView`, `PremiumManager`). A file holding only
  /// comments (a paywall commented out line by line) is named for nothing:
  /// it builds no code (ConcertJournal, seventy-fourth round).
  static func isNamedForSelling(_ source: SwiftSource) -> Bool {
    source.role == .app && !source.tokens.isEmpty
      && (namesSelling(RelativePath.fileName(of: source.path))
        || source.types.contains { type in
          namesSelling(type.name)
            // `enum EpisodeNotificationSubscriber { enum SubscriptionError }`:
            // the error of a subscription to notifications.
            && !source.types.contains { outer in
              outer.bodyStart < type.bodyStart && type.bodyEnd <= outer.bodyEnd
                && NotificationSubscriptionStateRule.namesFollowedThing(outer.name)
            }
        })
  }

  /// StoreKit's names for what an in-app purchase needs: products, payments,
  /// transactions, receipts, its store views.
  private static let storeKitSellingNames: Set<String> = [
    "Product", "Transaction", "SKProduct", "SKProductsRequest", "SKProductsRequestDelegate",
    "SKPayment", "SKMutablePayment", "SKPaymentQueue", "SKPaymentTransaction",
    "SKPaymentTransactionObserver", "SKReceiptRefreshRequest", "appStoreReceiptURL",
    "SubscriptionStoreView", "StoreView", "ProductView", "VerificationResult", "sync",
  ]
  /// StoreKit's names for asking a review or showing an App Store page.
  private static let storeKitPageNames: Set<String> = [
    "SKStoreProductViewController", "SKStoreProductViewControllerDelegate",
    "SKStoreReviewController", "requestReview", "SKOverlay", "SKAdNetwork",
  ]

  /// Whether a file importing StoreKit uses it only to ask for a review or
  /// show an App Store page (`SKStoreProductViewController` for another app),
  /// naming nothing an in-app purchase needs. One pass over the identifiers,
  /// for the files that import StoreKit only.
  private static func usesStoreKitOnlyForStorePages(_ source: SwiftSource) -> Bool {
    var namesPage = false
    for token in source.tokens where token.kind == .identifier {
      if storeKitSellingNames.contains(token.text) { return false }
      if storeKitPageNames.contains(token.text) { namesPage = true }
    }
    return namesPage
  }

  private static let sellingNames = ["paywall", "premium", "subscription", "inapp"]

  private static func namesSelling(_ name: String) -> Bool {
    let lowered = name.lowercased()
    var named = sellingNames.filter { lowered.contains($0) }
    // In-app as words (`InAppPurchase`, `in_app`, `inapppurchase`), not
    // letters running across two (`MainAppView`; ConcertJournal,
    // seventy-fourth round).
    if named.contains("inapp") {
      let words = IdentifierWords.of(name)
      if !words.contains(where: { $0.hasPrefix("inapp") }),
        !zip(words, words.dropFirst()).contains(where: { $0 == "in" && $1.hasPrefix("app") })
      {
        named.removeAll { $0 == "inapp" }
      }
    }
    // A subscription to a channel, a topic or a feed (`ChannelSubscription`,
    // a push API's body; MedoDelirioBrasilia, sixty-first round) sells nothing.
    if named == ["subscription"], NotificationSubscriptionStateRule.namesFollowedThing(name) {
      return false
    }
    return !named.isEmpty
  }

  /// The `storeKitConfiguration:` values of an XcodeGen spec, relative to its folder.
  static func storeKitConfigurations(in bytes: [UInt8], specPath: String) -> [String] {
    let text = String(decoding: bytes, as: UTF8.self)
    guard text.contains("storeKitConfiguration") else { return [] }
    return text.split(separator: "\n").compactMap { line in
      guard let range = line.range(of: "storeKitConfiguration:") else { return nil }
      let value = line[range.upperBound...].trimmingCharacters(in: .whitespaces)
        .trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
      return value.isEmpty ? nil : RelativePath.join(RelativePath.directory(of: specPath), value)
    }
  }

  /// Folders holding a tool's test fixtures.
  private static let fixtureFolders: Set<String> = [
    "fixture", "fixtures", "testdata", "test-fixtures", "test_fixtures", "__fixtures__",
  ]

  /// Whether `path` lies inside a fixtures folder.
  static func isInFixtures(_ path: String) -> Bool {
    path.lowercased().split(separator: "/").dropLast().contains {
      fixtureFolders.contains(String($0))
    }
  }

  /// The projects of a library's own repository copied in whole beside the
  /// app's (`SwiftyStoreKit-master/` holding `SwiftyStoreKit.podspec`, its
  /// project and its demo apps; RealNews, hundred-and-fifteenth round): the
  /// library's demos, no screen of the app. Only in a subfolder holding a
  /// podspec, and only while a project outside such folders remains. Each
  /// such project's `pbxprojPath`, with the podspec's folder.
  static func vendoredLibraryProjects(_ projects: [XcodeProject], _ allPaths: Set<String>)
    -> [(project: String, folder: String)]
  {
    guard projects.count > 1 else { return [] }
    let podspecFolders = Set(
      allPaths.filter { $0.hasSuffix(".podspec") || $0.hasSuffix(".podspec.json") }
        .map(RelativePath.directory(of:)).filter { !$0.isEmpty })
    guard !podspecFolders.isEmpty else { return [] }
    let vendored = projects.compactMap { project in
      podspecFolders.first { RelativePath.isInside(project.pbxprojPath, $0) }.map {
        (project: project.pbxprojPath, folder: $0)
      }
    }
    guard vendored.count < projects.count else { return [] }
    return vendored
  }

  /// The projects (by `pbxprojPath`) that are older copies of another: of
  /// the ten or more Swift files their targets build, a third or more are
  /// missing (it cannot build), and another project here builds files of
  /// the same names for at least half of them.
  static func staleCopies(_ projects: [XcodeProject], _ allPaths: Set<String>) -> Set<String> {
    guard projects.count > 1 else { return [] }
    func swiftFiles(_ project: XcodeProject) -> Set<String> {
      Set(project.targets.flatMap(\.buildFiles).filter { $0.hasSuffix(".swift") })
    }
    var stale = Set<String>()
    for project in projects {
      let files = swiftFiles(project)
      guard files.count >= 10, files.filter({ !allPaths.contains($0) }).count * 3 >= files.count
      else { continue }
      let names = Set(files.map(RelativePath.fileName(of:)))
      let elsewhere = Set(
        projects.filter { $0.pbxprojPath != project.pbxprojPath }.flatMap(swiftFiles)
          .filter(allPaths.contains).map(RelativePath.fileName(of:)))
      if names.intersection(elsewhere).count * 2 >= names.count {
        stale.insert(project.pbxprojPath)
      }
    }
    return stale
  }

  /// Whether `projects` (or `packages`) build `path` into an app, into
  /// tests, or not at all. A package builds its targets' folders; a file of
  /// its folder in none of them (a backup folder beside `path: "App"`) is
  /// left to the project around it, if any.
  static func role(of path: String, projects: [XcodeProject], packages: [PackageManifest])
    -> FileRole
  {
    if Self.isManifest(path) { return .unbuilt }
    let owningProjects = projects.filter { RelativePath.isInside(path, $0.sourceRoot) }
    if let package = packages.filter({ RelativePath.isInside(path, $0.root) }).max(by: {
      $0.root.count < $1.root.count
    }), owningProjects.allSatisfy({ $0.sourceRoot.count <= package.root.count }) {
      guard package.isComplete else { return Self.looksLikeTest(path) ? .test : .app }
      switch package.role(of: path) {
      case .app?: return Self.looksLikeTest(path) ? .test : .app
      case .test?: return .test
      default: if owningProjects.isEmpty { return .unbuilt }
      }
    }
    if owningProjects.isEmpty {
      // A purchase SDK's sources copied beside the app's project
      // (`revenuecat_sources/Sources/Purchasing/…`, Introgy, sixtieth round):
      // no target builds them; the app gets the SDK from its package manager.
      if !projects.isEmpty, Self.isInStoreLibraryFolder(path),
        projects.allSatisfy({ $0.targets(building: path).isEmpty })
      {
        return .unbuilt
      }
      return Self.looksLikeTest(path) ? .test : .app
    }
    var targets = owningProjects.flatMap { $0.targets(building: path) }
    // A project elsewhere may build it through a path climbing out of its
    // folder (an XcodeGen target's `sources: [Sources, ../Shared]`; the
    // portfolio apps of lightly-ios, seventy-second round).
    if targets.isEmpty {
      targets = projects.filter { !RelativePath.isInside(path, $0.sourceRoot) }.flatMap {
        $0.targets(building: path)
      }
    }
    if targets.isEmpty { return .unbuilt }
    return targets.allSatisfy(\.isTest) ? .test : .app
  }

  /// The names a purchase SDK's own sources are kept under, lowercased with
  /// separators dropped (`revenuecat_sources`, `SwiftyStoreKit-master`,
  /// `purchases-ios`).
  private static let storeLibraryFolderPrefixes = [
    "revenuecat", "purchasesios", "swiftystorekit", "adapty", "qonversion", "apphud", "glassfy",
    "purchasely", "superwall",
  ]

  /// Whether a folder of `path` is named for a purchase SDK.
  static func isInStoreLibraryFolder(_ path: String) -> Bool {
    path.split(separator: "/").dropLast().contains { component in
      let name = String(component.lowercased().filter { $0.isLetter || $0.isNumber })
      return storeLibraryFolderPrefixes.contains { name.hasPrefix($0) }
    }
  }

  /// Swift files outside every project's and package's folder that no
  /// target builds, in a folder holding one named like a file a target does
  /// build: an older copy of the app left at the repository's root beside
  /// `ios/App.xcodeproj`, never compiled. (Loose files named like no built
  /// one stay app code: a snippet, or a sample app of its own.)
  static func strayCopies(
    _ paths: [String], projects: [XcodeProject], packageRoots: [String]
  ) -> Set<String> {
    guard !projects.isEmpty else { return [] }
    func isOutside(_ path: String) -> Bool {
      !projects.contains { RelativePath.isInside(path, $0.sourceRoot) }
        && !packageRoots.contains { RelativePath.isInside(path, $0) }
    }
    let outside = paths.filter { isOutside($0) && !isManifest($0) }
    guard !outside.isEmpty else { return [] }
    let builtNames = Set(
      paths.filter { path in
        !isOutside(path) && projects.contains { !$0.targets(building: path).isEmpty }
      }.map(RelativePath.fileName(of:)))
    let unbuilt = outside.filter { path in
      projects.allSatisfy { $0.targets(building: path).isEmpty }
    }
    // A copy's folder holds the copy: its other files (the old `@main` App,
    // a service since renamed) were left with it.
    let copyFolders = Set(
      unbuilt.filter { builtNames.contains(RelativePath.fileName(of: $0)) }
        .map(RelativePath.directory(of:)))
    return Set(unbuilt.filter { copyFolders.contains(RelativePath.directory(of: $0)) })
  }

  /// Whether `path` is a package or project manifest (`Package.swift`, Tuist's
  /// `Project.swift`, `Workspace.swift` or anything under `Tuist/`), never app code.
  static func isManifest(_ path: String) -> Bool {
    // A manifest's path ends in its name or lies under `Tuist/`: most paths
    // do neither, and their names are never taken apart.
    guard
      path.endsWithUTF8("Package.swift") || path.endsWithUTF8("Project.swift")
        || path.endsWithUTF8("Workspace.swift") || path.contains("Tuist/")
    else { return false }
    return isManifestByName(path)
  }

  /// `isManifest` without the fast path (the test checks they agree).
  static func isManifestByName(_ path: String) -> Bool {
    let name = RelativePath.fileName(of: path)
    return name == "Package.swift" || name == "Project.swift" || name == "Workspace.swift"
      || name == "Config.swift" && path.contains("Tuist/") || path.hasPrefix("Tuist/")
      || path.contains("/Tuist/")
  }

  /// Whether `bytes` are an XML document whose root element is not a
  /// property list's (`<installer-gui-script>`), past the declaration,
  /// comments and the doctype.
  static func isOtherXML(_ bytes: [UInt8]) -> Bool {
    let text = String(decoding: bytes.prefix(2_048), as: UTF8.self)
    var rest = text[...]
    while let open = rest.firstIndex(of: "<") {
      let tag = rest[rest.index(after: open)...]
      if tag.hasPrefix("?") || tag.hasPrefix("!") {
        guard let close = tag.firstIndex(of: ">") else { return false }
        rest = tag[tag.index(after: close)...]
        continue
      }
      // A fragment of a plist (`<key>` with the root lost) is a broken one.
      let name = tag.prefix { $0.isLetter || $0 == "-" }
      return ![
        "plist", "dict", "key", "array", "string", "integer", "real", "true", "false", "date",
        "data",
      ].contains(String(name))
    }
    return false
  }

  /// Whether a path the project lists is a product another target builds
  /// into a build folder (`.tmp/SharedBuildProducts-Frameworks/X.framework`;
  /// Textual, sixty-fourth round): a framework, library or bundle under a
  /// hidden folder, `DerivedData` or a folder named for build products or
  /// results. Nothing to commit.
  static func isBuildOutput(_ path: String) -> Bool {
    let productExtensions = [".framework", ".a", ".dylib", ".app", ".appex", ".bundle"]
    guard productExtensions.contains(where: { path.hasSuffix($0) }) else { return false }
    // (`Carthage/Build/iOS/X.framework` is a dependency `carthage bootstrap`
    // fetches: missing until it runs, and the note says so.)
    // Nor is Xcode's products folder (`build/Debug-iphoneos/FBSDKShareKit/
    // FBSDKShareKit.framework`, a framework linked from where building the
    // Pods put it; CalculatorGame, ninety-sixth round); Carthage's `Build`
    // is written with a capital.
    return path.split(separator: "/").dropLast().contains { folder in
      let lowered = folder.lowercased()
      return folder.hasPrefix(".") || lowered == "deriveddata" || lowered.contains("buildproducts")
        || lowered.contains("buildresults") || folder == "build"
        || productPlatforms.contains { lowered.hasSuffix("-" + $0) }
    }
  }

  /// The platform names Xcode ends a products folder with (`Debug-iphoneos`).
  private static let productPlatforms = [
    "iphoneos", "iphonesimulator", "macosx", "maccatalyst", "appletvos", "appletvsimulator",
    "watchos", "watchsimulator", "xros", "xrsimulator",
  ]

  /// Whether `allPaths` holds something that describes a project: an Xcode
  /// project, an XcodeGen spec, a Tuist manifest or a Swift package.
  static func hasProjectDescription(_ allPaths: Set<String>) -> Bool {
    allPaths.contains(where: isProjectDescription)
  }

  /// The paths among `allPaths` that describe a project, sorted.
  static func projectDescriptionPaths(_ allPaths: Set<String>) -> [String] {
    allPaths.filter(isProjectDescription).sorted()
  }

  /// Whether `path` is an Xcode project file, an XcodeGen spec, a Tuist
  /// manifest or a Swift package manifest.
  private static func isProjectDescription(_ path: String) -> Bool {
    // Each name ends the path: its last byte says which it can be.
    let mayBeOne =
      switch path.utf8.last {
      case UInt8(ascii: "t"):
        path.endsWithUTF8("Package.swift") || path.endsWithUTF8("Project.swift")
      case UInt8(ascii: "j"): path.endsWithUTF8("project.pbxproj")
      case UInt8(ascii: "l"): path.endsWithUTF8("project.yml") || path.endsWithUTF8("project.yaml")
      default: false
      }
    guard mayBeOne else { return false }
    let name = RelativePath.fileName(of: path)
    return name == "project.pbxproj" || name == "Package.swift" || name == "Project.swift"
      || XcodeGenProject.isSpecFile(name)
  }

  /// Whether `path` lies inside an asset catalog that is here: catalogs are
  /// not walked, so a file the project lists inside one (Sqword's
  /// `Assets.xcassets/music.dataset/music.mp3`) is present, not missing.
  static func isInsidePresentCatalog(_ path: String, _ allPaths: Set<String>) -> Bool {
    guard let range = path.range(of: ".xcassets/") else { return false }
    return allPaths.contains(String(path[..<range.lowerBound]) + ".xcassets")
  }

  /// Every folder holding one of `paths` (at any depth), lowercased when
  /// asked: whether a folder is here is then one lookup.
  static func folders(holding paths: Set<String>, lowercased: Bool) -> Set<String> {
    var found = Set<String>()
    for path in paths {
      var folder = RelativePath.directory(of: path)
      while !folder.isEmpty, found.insert(lowercased ? folder.lowercased() : folder).inserted {
        folder = RelativePath.directory(of: folder)
      }
    }
    return found
  }

  /// Whether `project` is a copy of another project of the same name in
  /// another folder of the tree: four in five of the files it misses are
  /// there, relative to the other project's folder.
  static func isStrayCopy(
    _ project: XcodeProject, missing: [String], of projects: [XcodeProject],
    _ allPaths: Set<String>
  ) -> Bool {
    let name = RelativePath.fileName(of: RelativePath.directory(of: project.pbxprojPath))
    let root = project.sourceRoot.isEmpty ? "" : project.sourceRoot + "/"
    return projects.contains { other in
      guard other.sourceRoot != project.sourceRoot,
        RelativePath.fileName(of: RelativePath.directory(of: other.pbxprojPath)) == name
      else { return false }
      let found = missing.count { path in
        path.hasPrefix(root)
          && allPaths.contains(
            RelativePath.join(other.sourceRoot, String(path.dropFirst(root.count))))
      }
      return found * 5 >= missing.count * 4
    }
  }

  /// Whether `path` lies inside a project or workspace bundle that is here
  /// (`App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved`
  /// added as a resource; Stiint, hundred-and-tenth round): the walk reads
  /// only a bundle's project file and schemes, so what else it holds was not
  /// read, not lost.
  static func isInsideXcodeBundle(_ path: String, _ allPaths: Set<String>) -> Bool {
    var bundle = RelativePath.directory(of: path)
    while !bundle.isEmpty {
      if bundle.hasSuffix(".xcodeproj"),
        allPaths.contains(RelativePath.join(bundle, "project.pbxproj"))
      {
        return true
      }
      if bundle.hasSuffix(".xcworkspace"), allPaths.contains(bundle) { return true }
      bundle = RelativePath.directory(of: bundle)
    }
    return false
  }

  /// Notes about what could not be audited, so a run never passes silently:
  /// files a project builds that are missing, and Swift files with no project.
  static func coverageNotes(
    projects: [XcodeProject], allPaths: Set<String>, hasSwift: Bool, skippedFolders: [String] = [],
    hasProjectDescription: Bool? = nil, gitIgnore: GitIgnore? = nil
  ) -> [Finding] {
    var notes: [Finding] = []
    // Every folder holding a file, lowercased: built once, at the first
    // absent path, so asking whether a folder is here costs one lookup, not
    // a walk over every path (a project missing a thousand files of a
    // repository of a hundred thousand took a minute; Provenance,
    // fifty-fourth round).
    var foldersOnce: Set<String>?
    func folders() -> Set<String> {
      if let foldersOnce { return foldersOnce }
      let found = Self.folders(holding: allPaths, lowercased: true)
      foldersOnce = found
      return found
    }
    // A vendored library's example projects (`Vendor/CocoaAsyncSocket/
    // Examples/GCD/EchoServer.xcodeproj`) build from the library's own
    // layout, often stale; no app target builds them, so what they miss is
    // not the app's (ont-ios-app-legacy, seventy-fifth round) — unless they
    // are all the folder holds.
    let ownProjects = projects.filter { !RelativePath.isVendoredSample($0.pbxprojPath) }
    for project in ownProjects.isEmpty ? projects : ownProjects {
      let listed = Set(project.targets.flatMap(\.buildFiles))
      // A file inside a folder that is here but that the walk skips on
      // purpose (`fastlane/`, `Pods/`) was not read, not lost.
      // An empty path is the project's own folder (a localized variant
      // group with a name and no path, or `path = ..`): it is here.
      let absent = listed.filter { path in
        !path.isEmpty && !allPaths.contains(path) && !path.hasPrefix("/") && !path.hasPrefix("../")
          && !path.contains("$(") && !path.contains("${")
          && !skippedFolders.contains { RelativePath.isInside(path, $0) }
          && !isInsidePresentCatalog(path, allPaths) && !Self.isBuildOutput(path)
          && !Self.isSDKLibrary(path) && !Self.isInsideXcodeBundle(path, allPaths)
      }
      // A folder the project builds (an asset catalog, a Core Data model, an
      // `.icon`, a folder reference) is present when a file lies inside it.
      // Xcode's default file system ignores case: a folder written
      // `Homeowner` is the `HomeOwner` on disk.
      notes += missingFolderNotes(
        project, skippedFolders: skippedFolders, gitIgnore: gitIgnore, folders: folders)
      let gone =
        absent.isEmpty
        ? []
        : absent.filter { !folders().contains($0.lowercased()) }.sorted()
      // Files `.gitignore` keeps out (a `Secrets.plist` each developer
      // creates; RiftWalkers, seventy-second round) are absent by design:
      // committing them is the wrong advice.
      let ignored = gone.filter { gitIgnore?.isIgnored($0) == true }
      let missing = gone.filter { gitIgnore?.isIgnored($0) != true }
      // A stray copy of a project kept elsewhere in the tree
      // (`ReDue/Presentr.xcodeproj` beside the `Presentr/Presentr.xcodeproj`
      // the app's project uses): its files are where the other copy's folder
      // puts them, and were audited through it (ReDue, eighty-ninth round).
      if !missing.isEmpty, Self.isStrayCopy(project, missing: missing, of: projects, allPaths) {
        continue
      }
      /// A note about `paths` the project builds: their count, then what
      /// `says` of the first three.
      func note(_ paths: [String], fix: String, says: (String) -> String) {
        guard !paths.isEmpty else { return }
        let shown = paths.prefix(3).joined(separator: ", ") + (paths.count > 3 ? ", …" : "")
        notes.append(
          Finding(
            rule: .unreadableFile, severity: .note, file: project.pbxprojPath, line: nil,
            message: "The project builds \(paths.count) file(s) \(says(shown))", fix: fix))
      }
      note(
        ignored,
        fix:
          "Nothing to commit: each developer (and CI) creates them before building, for example from a template kept in the repository."
      ) {
        "that .gitignore keeps out of the repository (\($0)): absent from a fresh checkout by design, so they were not audited."
      }
      note(missing, fix: missingFilesFix) {
        "that are not in this folder (\($0)); they were not audited."
      }
    }
    if projects.isEmpty, !(hasProjectDescription ?? Self.hasProjectDescription(allPaths)) {
      if hasSwift {
        notes.append(
          Finding(
            rule: .unreadableFile, severity: .note, file: ".", line: nil,
            message: noProjectMessage, fix: noProjectFix))
      } else if !allPaths.contains(where: Doctor.isAppFile) {
        // Resources alone (an Expo or web app's JSON): read for secrets, but
        // this is no app's folder, and "no problems found" would say it is.
        notes.append(
          Finding(
            rule: .unreadableFile, severity: .note, file: ".", line: nil,
            message:
              "No Xcode project and no Swift, Objective-C, property list or xcconfig file here: only resource files were read, for secrets. This is not an app's folder.",
            fix: noProjectFix))
      }
    }
    return notes
  }

  /// Notes for the Xcode 16 synchronized folders an app or extension target
  /// builds from that are not here: the files beside the project audited in
  /// their place (`relocatingMissingFolders`), or nothing audited for them.
  /// A folder the repository ignores (`Lessons/` of downloaded content) is
  /// missing from every clone by design.
  private static func missingFolderNotes(
    _ project: XcodeProject, skippedFolders: [String], gitIgnore: GitIgnore?,
    folders: () -> Set<String>
  ) -> [Finding] {
    var notes: [Finding] = []
    for group in project.synchronizedGroups
    where !group.isXcodeGenSources && !group.path.isEmpty
      && project.targets.contains(where: {
        !$0.isTest && $0.synchronizedGroupIDs.contains(group.id)
      })
      && !skippedFolders.contains(where: { RelativePath.isInside(group.path, $0) })
      && !folders().contains(group.path.lowercased())
      && gitIgnore?.isIgnored(RelativePath.join(group.path, "file")) != true
    {
      let (message, fix) =
        if let count = project.relocatedFolders[group.path] {
          (
            "The project's synchronized folder \(group.path)/ is not in this folder; the \(count) Swift file(s) beside the project that no target lists were audited as its files.",
            "Move the files into \(group.path)/, where Xcode reads them, or point the folder at the project's folder in Xcode."
          )
        } else {
          (
            "The project's synchronized folder \(group.path)/ is not in this folder; the files it holds were not audited.",
            missingFilesFix
          )
        }
      notes.append(
        Finding(
          rule: .unreadableFile, severity: .note, file: project.pbxprojPath, line: group.line,
          message: message, fix: fix))
    }
    return notes
  }

  /// What to do about files a project builds that are not here.
  static let missingFilesFix =
    "Commit the missing files (or check out the whole repository) and run the doctor again, or remove them from the target."

  /// What to do when no project says which Swift files are built.
  static let noProjectFix =
    "Run the doctor on the folder that holds the app's .xcodeproj, project.yml, Project.swift or Package.swift."

  /// The note for Swift files without any project to say which ones are built.
  static let noProjectMessage =
    "No Xcode project here (no .xcodeproj, project.yml, Project.swift or Package.swift): every Swift file was audited as app code and build settings were not checked."

  /// Whether a path looks like test code (a `…Tests` folder or file).
  /// What a file named `.swift` is when it is no text: a NUL byte among its
  /// first 512 (source never holds one). A Finder alias (`book\0\0\0\0mark`)
  /// uploaded in place of the file it points at is the common case
  /// (voorclausss, eighty-first round: twelve of them, five read as a broken
  /// string literal and seven as nothing at all).
  static func binaryKind(_ bytes: [UInt8]) -> String? {
    // (UTF-16 text, with its byte-order mark, holds NULs too: not this.)
    // `memchr` rather than a byte-at-a-time `contains`: every Swift file's
    // head is scanned, 10,000 of them in the bench.
    let head = min(bytes.count, 512)
    let holdsNUL = bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress, head > 0 else { return false }
      return memchr(base, 0, head) != nil
    }
    guard holdsNUL,
      !bytes.starts(with: [0xFF, 0xFE]) && !bytes.starts(with: [0xFE, 0xFF])
    else { return nil }
    return bytes.starts(with: Array("book".utf8)) && bytes.count > 12
      && bytes[8..<12].elementsEqual("mark".utf8)
      ? "a Finder alias (a bookmark to a file elsewhere)" : "a binary file"
  }

  static func looksLikeTest(_ path: String) -> Bool {
    guard path.contains("Test") else { return false }
    return path.split(separator: "/").contains { component in
      component.hasSuffix("Tests") || component.hasSuffix("Tests.swift") || component == "Tests"
        || component.hasSuffix("Test.swift")
    }
  }

  /// The xcconfig files some configuration of some project uses (directly or via
  /// `#include`); every xcconfig when there is no project.
  package var attachedXCConfigs: Set<String> {
    if projects.isEmpty { return Set(xcconfigs.keys) }
    var attached = Set<String>()
    var queue: [String] = projects.flatMap { project in
      (project.configurations + project.targets.flatMap(\.configurations)).compactMap(
        \.baseConfigurationPath)
    }
    while let path = queue.popLast() {
      guard !attached.contains(path) else { continue }
      attached.insert(path)
      for case .include(let include, _, _) in xcconfigs[path]?.statements ?? [] {
        if let target = resolver.resolvedInclude(include, from: path) {
          queue.append(target)
        }
      }
    }
    return attached
  }

  /// The Info.plist path a target uses in `settings`, if it sets `INFOPLIST_FILE`.
  package func infoPlistPath(
    project: XcodeProject, target: XcodeTarget, settings: ResolvedSettings
  ) -> String? {
    guard var raw = settings.values["INFOPLIST_FILE"]?.value, !raw.isEmpty else { return nil }
    for prefix in [
      "$(SRCROOT)/", "${SRCROOT}/", "$SRCROOT/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/",
      "$PROJECT_DIR/",
    ] {
      raw = raw.replacingAll(prefix, with: "")
    }
    raw = raw.replacingAll("$(TARGET_NAME)", with: target.name).replacingAll(
      "${TARGET_NAME}", with: target.name)
    let expanded = settings.expand(raw).value
    // An absolute path from the author's machine (`/Users/conor/Developer/
    // App/Screen Actions/Info.plist`, ScreenActions, forty-sixth round): the
    // committed file sharing the longest tail with it.
    if expanded.hasPrefix("/") {
      let components = expanded.split(separator: "/")
      for start in components.indices.dropLast() {
        let tail = components[start...].joined(separator: "/")
        for candidate in [RelativePath.join(project.sourceRoot, tail), tail]
        where plists[candidate] != nil || allPaths.contains(candidate) {
          return candidate
        }
      }
    }
    var path = RelativePath.join(project.sourceRoot, expanded)
    if !allPaths.contains(path) { path = project.rebased(path) }
    if plists[path] != nil || allPaths.contains(path) { return path }
    // A Mac's volume is case-insensitive: `beam/Info.plist` reads `Beam/Info.plist`.
    return Self.pathIgnoringCase(path, in: allPaths) ?? path
  }

  /// The path in `paths` equal to `path` but for letter case, if any.
  static func pathIgnoringCase(_ path: String, in paths: Set<String>) -> String? {
    let lowered = path.lowercased()
    let length = path.utf8.count
    return paths.first { $0.utf8.count == length && $0.lowercased() == lowered }
  }

  /// The folder name a project expects its repository to be checked out as,
  /// when that is not the audited folder's: its groups climb out and back
  /// in by that name (`path = "../budgetify-swift/Budgetify"` with
  /// `sourceTree = SOURCE_ROOT`, the repository cloned as `budgetify`), and
  /// most Swift files it builds are here under that path. `nil` otherwise.
  static func checkoutName(of project: XcodeProject, _ allPaths: Set<String>) -> String? {
    let built = Set(project.targets.flatMap(\.buildFiles)).filter { $0.hasSuffix(".swift") }
    var found: [String: Int] = [:]
    var outside = 0
    for path in built where path.hasPrefix("../") {
      outside += 1
      let rest = path.dropFirst(3)
      guard let slash = rest.firstIndex(of: "/"),
        allPaths.contains(String(rest[slash...].dropFirst()))
      else { continue }
      found[String(rest[..<slash]), default: 0] += 1
    }
    guard outside * 2 >= built.count,
      let (name, count) = found.max(by: {
        $0.value < $1.value || $0.value == $1.value && $0.key > $1.key
      }),
      name != "..", count >= 3, count * 4 >= outside * 3
    else { return nil }
    return name
  }

  /// `projects` with their paths rebased when the repository was committed
  /// from inside the app's folder: most Swift files a project builds are
  /// missing as `Folder/…` but present without that first folder, beside the
  /// `.xcodeproj` (TransparentLetters and ios-bodyeditor, forty-second round).
  /// Xcode would build them from their old place; the files are the app's.
  static func flattened(_ projects: [XcodeProject], _ allPaths: Set<String>) -> [XcodeProject] {
    var projects = projects
    for index in projects.indices {
      let project = projects[index]
      let root = project.sourceRoot
      let built = Set(project.targets.flatMap(\.buildFiles)).filter { $0.hasSuffix(".swift") }
      let missing = built.filter { !allPaths.contains($0) }
      guard missing.count >= 3, missing.count * 4 >= built.count * 3 else { continue }
      // The first folder under the project's folder most missing files sit in.
      var counts: [String: Int] = [:]
      for path in missing {
        let relative = root.isEmpty ? path : String(path.dropFirst(root.count + 1))
        guard let slash = relative.firstIndex(of: "/") else { continue }
        counts[String(relative[..<slash]), default: 0] += 1
      }
      guard
        let (folder, _) = counts.max(by: {
          $0.value < $1.value || $0.value == $1.value && $0.key > $1.key
        })
      else {
        continue
      }
      var flattened = project
      flattened.flattenedFolder = folder
      let found = missing.filter { allPaths.contains(flattened.rebased($0)) }
      guard found.count * 4 >= missing.count * 3 else { continue }
      func here(_ path: String) -> String {
        allPaths.contains(path) ? path : flattened.rebased(path)
      }
      for target in flattened.targets.indices {
        flattened.targets[target].buildFiles = Set(flattened.targets[target].buildFiles.map(here))
      }
      flattened.storeKitFileIDs = flattened.storeKitFileIDs.mapValues(here)
      projects[index] = flattened
    }
    return projects
  }

  /// `projects` whose Xcode 16 synchronized folders are missing while Swift
  /// files no target builds sit in the project's own folder, outside every
  /// synchronized folder that is here: the repository was committed from
  /// inside the app's folder (`path = TapSmart;` listed, `PaywallView.swift`
  /// beside `TapSmart.xcodeproj`; TapSmart, sixty-fifth round). Those files
  /// are the app's: they go to the targets listing the missing folder, and
  /// `coverageNotes` says so. A missing folder with nothing beside the
  /// project is only noted.
  static func relocatingMissingFolders(_ projects: [XcodeProject], _ allPaths: Set<String>)
    -> [XcodeProject]
  {
    var folders: Set<String>?
    var projects = projects
    for index in projects.indices {
      let project = projects[index]
      let groups = project.synchronizedGroups.filter { !$0.isXcodeGenSources }
      guard !groups.isEmpty else { continue }
      if folders == nil { folders = Self.folders(holding: allPaths, lowercased: true) }
      let isHere = { (group: SynchronizedGroup) in
        group.path.isEmpty || folders?.contains(group.path.lowercased()) == true
      }
      // Only a folder some app target builds from, directly in the project's folder.
      let missing = groups.filter { group in
        !isHere(group) && RelativePath.directory(of: group.path) == project.sourceRoot
          && project.targets.contains { !$0.isTest && $0.synchronizedGroupIDs.contains(group.id) }
      }
      guard !missing.isEmpty else { continue }
      let present = groups.filter(isHere)
      let built = Set(project.targets.flatMap(\.buildFiles))
      // Only when the app builds no Swift file that is here: a folder
      // renamed beside the app's intact sources (`Recources` listed,
      // `Resources/` committed) is only noted.
      let application = project.targets.filter { $0.productType.hasSuffix(".application") }
      let buildsSwiftHere = application.contains { target in
        target.buildFiles.contains { $0.hasSuffix(".swift") && allPaths.contains($0) }
          || present.contains { group in
            target.synchronizedGroupIDs.contains(group.id)
              && allPaths.contains { $0.hasSuffix(".swift") && group.contains($0) }
          }
      }
      guard !application.isEmpty, !buildsSwiftHere else { continue }
      let nestedRoots = projects.map(\.sourceRoot).filter {
        $0 != project.sourceRoot && RelativePath.isInside($0, project.sourceRoot)
      }
      // (Not files another project builds: an old copy of the project, kept
      // after a rename, names a folder that is gone; investment-research-app,
      // sixty-eighth round.)
      let others = projects.filter { $0.pbxprojPath != project.pbxprojPath }
      let beside = allPaths.filter { path in
        path.hasSuffix(".swift") && RelativePath.isInside(path, project.sourceRoot)
          && !built.contains(path) && !Self.isManifest(path) && !Self.looksLikeTest(path)
          && !present.contains { $0.contains(path) }
          && !nestedRoots.contains { RelativePath.isInside(path, $0) }
          && !others.contains { !$0.targets(building: path).isEmpty }
      }
      guard !beside.isEmpty else { continue }
      // The app's folder, when several are missing (a widget's too).
      let folder =
        missing.first { group in
          application.contains { $0.synchronizedGroupIDs.contains(group.id) }
        } ?? missing[0]
      for target in projects[index].targets.indices
      where projects[index].targets[target].synchronizedGroupIDs.contains(folder.id) {
        projects[index].targets[target].buildFiles.formUnion(beside)
      }
      projects[index].relocatedFolders[folder.path] = beside.count
      // Settings naming files in it (`INFOPLIST_FILE = TapSmart/Info.plist`)
      // find them beside the project too.
      if projects[index].flattenedFolder == nil {
        projects[index].flattenedFolder = RelativePath.fileName(of: folder.path)
      }
    }
    return projects
  }

  /// `projects` with every built file that is not here under its own name
  /// but is under another letter case renamed to the folder's spelling: a
  /// Mac's volume is case-insensitive by default, so Xcode builds
  /// `SignupViewController.swift` for a reference to `SignUpViewController.swift`.
  static func matchingCase(_ projects: [XcodeProject], _ allPaths: Set<String>)
    -> [XcodeProject]
  {
    var projects = projects
    // Built only when some file is not found as written: most projects have none.
    var byLowercase: [String: String]?
    for project in projects.indices {
      for target in projects[project].targets.indices {
        let files = projects[project].targets[target].buildFiles
        let missing = files.filter { !allPaths.contains($0) }
        guard !missing.isEmpty else { continue }
        if byLowercase == nil {
          var map: [String: String] = [:]
          for path in allPaths { map[path.lowercased()] = map[path.lowercased()] ?? path }
          byLowercase = map
        }
        var renamed = files
        for path in missing {
          guard let found = byLowercase?[path.lowercased()] else { continue }
          renamed.remove(path)
          renamed.insert(found)
        }
        projects[project].targets[target].buildFiles = renamed
      }
    }
    // A synchronized folder written `nura` is the `Nura/` on disk
    // (beautyai-ios, sixty-seventh round).
    var folders: Set<String>?
    var foldersByLowercase: [String: String]?
    for project in projects.indices {
      for group in projects[project].synchronizedGroups.indices {
        let path = projects[project].synchronizedGroups[group].path
        guard !path.isEmpty else { continue }
        if folders == nil { folders = Self.folders(holding: allPaths, lowercased: false) }
        guard folders?.contains(path) == false else { continue }
        if foldersByLowercase == nil {
          var map: [String: String] = [:]
          for folder in folders ?? [] {
            map[folder.lowercased()] = map[folder.lowercased()] ?? folder
          }
          foldersByLowercase = map
        }
        if let found = foldersByLowercase?[path.lowercased()] {
          projects[project].synchronizedGroups[group].path = found
        }
      }
    }
    return projects
  }
}
