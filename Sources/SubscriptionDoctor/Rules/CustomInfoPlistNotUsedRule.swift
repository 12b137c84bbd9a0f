/// `custom-infoplist-not-used`: an `Info.plist` (or `*-Info.plist`) with keys
/// inside a project that no target's `INFOPLIST_FILE` points at, so its keys
/// never reach the app. A copy whose every key is in an Info.plist a target
/// uses, is generated from an `INFOPLIST_KEY_` setting or is one of Xcode's
/// template keys it writes for every bundle (left behind when the file
/// moved, or by a deleted target), or a display name equal to the bundle's
/// product name, loses nothing and does not fire, nor
/// does Firebase's `GoogleService-Info.plist` under any prefix (`mock-…`, a
/// resource, never a bundle's Info.plist) or with a flavour in its name
/// (`GoogleService-Beta-Info.plist`), another service SDK's
/// `…Services-Info.plist` holding none of Apple's keys, or a `…-Info.plist`
/// the app's code loads by name.
struct CustomInfoPlistNotUsedRule: DoctorRule {
  var ids: [RuleID] { [.customInfoPlistNotUsed] }

  /// Keys only a watch app's, an app extension's or an App Clip's Info.plist carries.
  private static let otherBundleKeys: Set<String> = [
    "WKApplication", "WKWatchKitApp", "WKCompanionAppBundleIdentifier", "WKAppBundleIdentifier",
    "NSExtension", "NSAppClip", "EXAppExtensionAttributes",
  ]

  /// The keys of Xcode's Info.plist template, which Xcode also generates for
  /// a target without one.
  private static let templateKeys: Set<String> = [
    "CFBundleDevelopmentRegion", "CFBundleExecutable", "CFBundleIconFile", "CFBundleIdentifier",
    "CFBundleInfoDictionaryVersion", "CFBundleName", "CFBundlePackageType",
    "CFBundleShortVersionString", "CFBundleVersion", "LSMinimumSystemVersion",
    "LSRequiresIPhoneOS", "NSPrincipalClass",
  ]

  /// Whether app Swift code writes the plist's name as a string literal,
  /// with or without its extension (`"Lu-Info"`, `"Lu-Info.plist"`).
  static func isReadByName(_ name: String, in index: ProjectIndex) -> Bool {
    let base = String(name.dropLast(".plist".count))
    return index.swiftSources.contains { source in
      source.role == .app
        && source.stringOffsets.contains {
          let text = source.tokens[$0].text
          return text == base || text == name
        }
    }
  }

  /// Whether a `…-Info.plist` is named for a service (`GoogleService-Info`,
  /// `AliyunEmasServices-Info`).
  static func namesService(_ name: String) -> Bool {
    let prefix = name.dropLast("-Info.plist".count)
    return name.hasSuffix("-Info.plist")
      && (prefix.hasSuffix("Service") || prefix.hasSuffix("Services"))
  }

  func check(_ index: ProjectIndex) -> [Finding] {
    guard !index.projects.isEmpty else { return [] }
    let used = index.usedInfoPlists()
    // Keys an Info.plist a target uses carries, or that Xcode generates from
    // an `INFOPLIST_KEY_<key>` build setting: a leftover copy holding only
    // those loses nothing.
    var usedKeys = Set(used.flatMap { index.plists[$0]?.entries?.map(\.key) ?? [] })
    let generatedPrefix = "INFOPLIST_KEY_"
    for (_, assignment) in index.settingAssignments()
    where assignment.name.hasPrefix(generatedPrefix) {
      // Xcode generates Apple's keys only; a custom one is dropped (its own rule).
      let key = String(assignment.name.dropFirst(generatedPrefix.count))
      if InfoPlistKeyPrefixCustomRule.isAppleKey(key) { usedKeys.insert(key) }
    }
    // A device-specific key (`UISupportedInterfaceOrientations~iphone`)
    // carries its base key's setting for that device, and the reverse.
    for key in usedKeys {
      if let tilde = key.firstIndex(of: "~") {
        usedKeys.insert(String(key[..<tilde]))
      }
    }
    // The names the app targets' bundles go by (`PRODUCT_NAME`, read as the
    // target's name when it is `$(TARGET_NAME)`): a display name equal to
    // one shows what the home screen shows anyway (ilovebetsRus, eighty-eighth round).
    var knownBundleNames: Set<String>?
    func bundleNames() -> Set<String> {
      if let knownBundleNames { return knownBundleNames }
      var names = Set<String>()
      for entry in index.appTargetConfigurations() {
        let product = (entry.settings.values["PRODUCT_NAME"]?.value ?? "$(TARGET_NAME)")
          .replacingOccurrences(of: "$(TARGET_NAME)", with: entry.target.name)
        names.insert(entry.settings.expand(product).value)
      }
      knownBundleNames = names
      return names
    }
    var findings: [Finding] = []
    for (path, plist) in index.plists.sorted(by: { $0.key < $1.key }) {
      let name = RelativePath.fileName(of: path)
      guard
        name == "Info.plist"
          || (name.hasSuffix("-Info.plist") && !name.contains("GoogleService")),
        !used.contains(path), !ProjectIndex.looksLikeTest(path), !Self.isInsideBundle(path),
        // A vendored library's demo apps' (RealNews, hundred-and-fifteenth round).
        !index.vendoredLibraryFolders.contains(where: { RelativePath.isInside(path, $0) }),
        let entries = plist.entries, !entries.isEmpty,
        // A built bundle's Info.plist (a `.app` staged as an installer's
        // `payload/Contents/`): keys only a build writes (`DTXcode`,
        // `BuildMachineOSBuild`), never in a source Info.plist (cuebear.app,
        // eighty-third round).
        !entries.contains(where: { Self.buildWrittenKeys.contains($0.key) }),
        // Xcode's template keys (`CFBundleExecutable`, `CFBundleVersion`) are
        // written for every bundle: a Finder copy of the target's old
        // Info.plist holding those and used keys loses nothing.
        !entries.allSatisfy({ entry in
          let base = String(entry.key.prefix { $0 != "~" })
          return usedKeys.contains(entry.key) || usedKeys.contains(base)
            || Self.templateKeys.contains(base)
            || entry.key == "CFBundleDisplayName"
              && entry.value.string.map { bundleNames().contains($0) } == true
        }),
        let project = index.projects.first(where: { RelativePath.isInside(path, $0.sourceRoot) })
      else { continue }
      // A library vendored with its own projects inside the app's folder
      // (cocos2d's `Resources-Mac/cocos2d_mac-Info.plist` beside
      // `cocos2d-osx.xcodeproj`): a plist under a nested project's folder is
      // that library's template, not one the app lost.
      let roots = Set(
        index.projects.lazy.filter { RelativePath.isInside(path, $0.sourceRoot) }.map(\.sourceRoot))
      if roots.count > 1 { continue }
      let appTargets = project.targets.filter { !$0.isTest }
      let syncedTarget = appTargets.first(where: { target in
        project.synchronizedGroups.contains {
          target.synchronizedGroupIDs.contains($0.id) && $0.contains(path)
        }
      })
      // A watch app's or an extension's Info.plist (`WKApplication`,
      // `NSExtension`) left from a target the project no longer has is never
      // the app target's: pointing that target at it would be wrong.
      if syncedTarget == nil, entries.contains(where: { Self.otherBundleKeys.contains($0.key) }) {
        continue
      }
      // A Mac app's Info.plist (`NSPrincipalClass` `NSApplication`) in a
      // project with no Mac target (cocos2d-x's `proj.ios_mac/mac/Info.plist`
      // once the macOS target is gone) is a removed target's, never the iOS app's.
      if syncedTarget == nil, Self.declaresMacApp(entries), !Self.builds(for: "macosx", index) {
        continue
      }
      // So is a tvOS app's (`Application/tvOS/Info.plist`, or one naming a
      // top shelf image) in a project with no tvOS target (Beamed2,
      // sixty-second round).
      if syncedTarget == nil, Self.declaresTVApp(path, entries), !Self.builds(for: "appletv", index)
      {
        continue
      }
      // A framework's or a plug-in bundle's own Info.plist (`CFBundlePackageType`
      // `FMWK`, `BNDL`, `XPC!`: a template a build script copies into a
      // framework, a prebuilt one committed beside it) is never the app's.
      if let type = entries.first(where: { $0.key == "CFBundlePackageType" })?.value.string,
        Self.otherPackageTypes.contains(type)
      {
        continue
      }
      // A service SDK's configuration (`AliyunEmasServices-Info.plist`, like
      // Firebase's `GoogleService-Info.plist`): named for a service and
      // holding none of Apple's keys, a resource the SDK reads, never an Info.plist.
      if Self.namesService(name),
        !entries.contains(where: { InfoPlistKeyPrefixCustomRule.isAppleKey($0.key) })
      {
        continue
      }
      // A `…-Info.plist` the app's code loads by name (`Bundle.main.path(forResource:
      // "Lu-Info", ofType: "plist")`): a support SDK's settings, a resource
      // (Delta, seventy-fifth round).
      if name.hasSuffix("-Info.plist"), Self.isReadByName(name, in: index) { continue }
      // The `info.plist` Xcode writes atop a DerivedData folder (only
      // `WorkspacePath`, `LastAccessedDate`), committed with CI logs
      // (flirtframe-app, seventy-second round), describes no bundle.
      if entries.allSatisfy({ Self.derivedDataKeys.contains($0.key) }) { continue }
      guard let target = syncedTarget ?? appTargets.first else { continue }
      let how: String
      // The settings the target sees, its xcconfig files and the project's included.
      let settings = target.configurations.first.map {
        index.resolver.resolve(project: project, target: target, configuration: $0).values
      }
      if let other = settings?["INFOPLIST_FILE"]?.value, !other.isEmpty {
        // An Info.plist beside an entry point no target builds (`Clip/`
        // holding `@main struct ClipApp: App`, an App Clip target the
        // project dropped), while the target's own Info.plist is here: that
        // other app's, never this one's (FunnyFm, ninetieth round). With the
        // target's own missing, its keys may be the ones the app lacks.
        let own = other.hasPrefix("$(SRCROOT)/") ? String(other.dropFirst(10)) : other
        if syncedTarget == nil, Self.besideUnbuiltEntryPoint(path, index),
          index.allPaths.contains(RelativePath.join(project.sourceRoot, own))
        {
          continue
        }
        how = "its INFOPLIST_FILE is \(other)"
      } else if settings?["GENERATE_INFOPLIST_FILE"]?.value == "YES" {
        how = "it generates its Info.plist (GENERATE_INFOPLIST_FILE = YES)"
      } else {
        // (InfiniVision, seventy-second round: the message said YES though
        // the project sets neither.)
        how = "it sets no INFOPLIST_FILE"
      }
      let keys = entries.prefix(3).map(\.key).joined(separator: ", ")
      findings.append(
        Finding(
          rule: .customInfoPlistNotUsed, file: path, line: entries.first?.line,
          message:
            "\(name) carries \(entries.count) key(s) (\(keys)\(entries.count > 3 ? ", …" : "")) but target \(target.name) does not use it: \(how)."
        ))
    }
    return findings
  }

  /// Whether a Swift file in the folder of the Info.plist at `path`, one no
  /// target builds, is an app's entry point (`@main`, `UIApplicationMain`).
  private static func besideUnbuiltEntryPoint(_ path: String, _ index: ProjectIndex) -> Bool {
    let folder = RelativePath.directory(of: path)
    return index.swiftSources.contains {
      $0.role == .unbuilt && RelativePath.directory(of: $0.path) == folder
        && $0.words.contains(.entryPoint)
    }
  }

  /// Whether an Info.plist describes a Mac app: AppKit's principal class.
  private static func declaresMacApp(_ entries: [PropertyListEntry]) -> Bool {
    entries.contains { $0.key == "NSPrincipalClass" && $0.value.string == "NSApplication" }
  }

  /// Whether an Info.plist describes a tvOS app: it lies in a `tvOS`
  /// folder or names a top shelf image.
  private static func declaresTVApp(_ path: String, _ entries: [PropertyListEntry]) -> Bool {
    path.split(separator: "/").dropLast().contains { $0.lowercased() == "tvos" }
      || entries.contains { $0.key.hasPrefix("TVTopShelf") }
  }

  /// Whether an app target builds for `platform` (`macosx`, `appletv`): its
  /// `SDKROOT` starts with it, or its `SUPPORTED_PLATFORMS` names it.
  private static func builds(for platform: String, _ index: ProjectIndex) -> Bool {
    index.appTargetConfigurations().contains { entry in
      let settings = entry.settings
      func value(_ name: String) -> String {
        settings.values[name].map { settings.expand($0.value).value } ?? ""
      }
      return value("SDKROOT").hasPrefix(platform) || value("SUPPORTED_PLATFORMS").contains(platform)
    }
  }

  /// The keys of the `info.plist` at the top of a DerivedData folder.
  private static let derivedDataKeys: Set<String> = ["WorkspacePath", "LastAccessedDate"]

  /// Keys Xcode writes into a bundle's Info.plist when it builds it.
  private static let buildWrittenKeys: Set<String> = [
    "BuildMachineOSBuild", "DTXcode", "DTXcodeBuild", "DTSDKBuild", "DTPlatformBuild",
    "DTCompiler",
  ]

  /// Package types of bundles that are not an app.
  private static let otherPackageTypes: Set<String> = ["FMWK", "BNDL", "XPC!", "KEXT"]

  /// Whether `path` is the Info.plist of a bundle folder the project ships as
  /// a resource (`Themes/Sepia.nnwtheme/Info.plist`, `Plugin.bundle/Info.plist`,
  /// `Tool.app/Contents/Info.plist`, `Blahker.safariextension/Info.plist`):
  /// the folder's name ends in a lower-case extension, so the plist
  /// describes that bundle, never the app. A debug
  /// symbols bundle copied into the repository (`Helper.xpc.dSYM/Contents/Info.plist`)
  /// is one too, though its extension is mixed case.
  /// So is a macOS framework's versioned layout
  /// (`X.framework/Versions/A/Resources/Info.plist`), vendored in an xcframework.
  static func isInsideBundle(_ path: String) -> Bool {
    var folders = path.split(separator: "/").dropLast()
    if folders.last == "Contents" { folders = folders.dropLast() }
    if folders.last == "Resources", folders.count >= 3,
      folders[folders.endIndex - 3] == "Versions"
    {
      folders = folders.dropLast(3)
    }
    // A bundle may be named by its extension alone (jazzy's `docsets/.docset`).
    guard let folder = folders.last, let dot = folder.lastIndex(of: ".") else { return false }
    let ext = folder[folder.index(after: dot)...]
    if ext == "dSYM" { return true }
    // Up to a legacy Safari extension's `.safariextension` (blahker,
    // hundred-and-seventh round).
    return (2...16).contains(ext.count)
      && ext.unicodeScalars.allSatisfy { ("a"..."z").contains($0) }
  }
}
