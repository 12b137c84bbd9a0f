/// Reads an XcodeGen spec (`project.yml`) into the same `XcodeProject` model a
/// `project.pbxproj` gives, for projects that commit the spec and generate the
/// Xcode project.
///
/// Reads what decides whether a setting is defined: project and target
/// `settings` (flat, or `base` + `configs`), `configs`, `configFiles`, target
/// `sources` (each a folder whose files the target builds), `type`, and
/// `info` (`path`, and `properties`, which become the generated Info.plist),
/// with the `targetTemplates` a target lists merged under it.
/// `include:` is followed (`XcodeGenIncludes`: merged as XcodeGen merges,
/// within the audited folder, cycles refused). When the spec uses what the
/// doctor does not expand (an include it cannot follow, templates, setting
/// groups or presets, YAML anchors, `${ENV}` substitution),
/// `unresolvedSettings` says so, and undefined settings become notes, not errors.
enum XcodeGenProject {
  /// Whether a file with this name is an XcodeGen spec.
  static func isSpecFile(_ name: String) -> Bool {
    name == "project.yml" || name == "project.yaml"
  }

  /// Whether a file with this name may be a spec another includes (any YAML file).
  static func mayBeIncluded(_ name: String) -> Bool {
    name.hasSuffix(".yml") || name.hasSuffix(".yaml")
  }

  /// The project a spec describes, and the Info.plist files it generates (path → contents).
  /// - Throws: `ReaderError` when the spec is not readable YAML or not a mapping.
  static func decode(
    _ bytes: [UInt8], specPath: String, yamlFiles: [String: [UInt8]] = [:]
  ) throws(ReaderError) -> (
    project: XcodeProject, generatedPlists: [String: PropertyListValue]
  ) {
    let (spec, usesUnsupported) = try YAMLReader.read(bytes: bytes)
    guard case .dictionary = spec else { throw ReaderError("an XcodeGen spec must be a mapping") }
    var includes = XcodeGenIncludes(files: yamlFiles)
    let root = includes.resolve(spec, path: specPath)
    let sourceRoot = RelativePath.directory(of: specPath)
    var unresolved: [String] = includes.unresolved
    if usesUnsupported || includes.usesUnsupportedYAML {
      unresolved.append("YAML anchors or merge keys")
    }
    for key in ["settingGroups", "settingPresets", "targetTemplates", "templates"]
    where root[key] != nil {
      unresolved.append(key)
    }
    let configNames: [String] =
      root["configs"]?.entries?.map(\.key) ?? ["Debug", "Release"]

    func path(_ text: String) -> String { RelativePath.join(sourceRoot, text) }

    func configurations(_ object: PropertyListValue?) -> [XcodeBuildConfiguration] {
      let settings = object?["settings"]
      let isStructured =
        settings?["base"] != nil || settings?["configs"] != nil || settings?["groups"] != nil
      if settings?["groups"] != nil { unresolved.append("setting groups") }
      let base = isStructured ? settings?["base"] : settings
      return configNames.map { name in
        var assignments = Self.assignments(base)
        let perConfig = settings?["configs"]?.entries?.first {
          $0.key.lowercased() == name.lowercased()
        }
        assignments += Self.assignments(perConfig?.value)
        let configFile = object?["configFiles"]?.entries?.first {
          $0.key.lowercased() == name.lowercased()
        }?.value.string
        return XcodeBuildConfiguration(
          name: name, settings: assignments, baseConfigurationPath: configFile.map(path))
      }
    }

    var targets: [XcodeTarget] = []
    var groups: [SynchronizedGroup] = []
    var plists: [String: PropertyListValue] = [:]
    for entry in root["targets"]?.entries ?? [] {
      let target = Self.applyingTemplates(
        to: entry.value, named: entry.key, from: root["targetTemplates"])
      var targetConfigurations = configurations(target)
      if let info = target["info"], let infoPath = info["path"]?.string {
        let plistPath = path(infoPath)
        for offset in targetConfigurations.indices
        where targetConfigurations[offset].value(of: "INFOPLIST_FILE") == nil {
          targetConfigurations[offset].settings.append(
            XCConfigAssignment(name: "INFOPLIST_FILE", value: infoPath, line: entry.line))
        }
        if let properties = info["properties"] { plists[plistPath] = properties }
      }
      // XcodeGen's platform presets: the SDK and the deployment target the
      // spec states for the target (`deploymentTarget: "17.0"`) or for its
      // platform (`options: deploymentTarget: iOS: "17.0"`), unless set.
      for (name, value) in Self.platformSettings(of: target, options: root["options"]) {
        for offset in targetConfigurations.indices
        where targetConfigurations[offset].value(of: name) == nil {
          targetConfigurations[offset].settings.append(
            XCConfigAssignment(name: name, value: value, line: entry.line))
        }
      }
      var groupIDs: [String] = []
      let sources = target["sources"]
      let sourceList = sources?.array ?? (sources.map { [$0] } ?? [])
      for (offset, source) in sourceList.enumerated() {
        guard let folder = source.string ?? source["path"]?.string else { continue }
        let id = "\(entry.key)#sources\(offset)"
        groupIDs.append(id)
        // `type: syncedFolder` is a real Xcode 16 synchronized folder and
        // `type: folder` a folder reference: both copy every file they hold.
        let sourceType = source["type"]?.string
        let excludes = source["excludes"]?.array?.compactMap(\.string) ?? []
        groups.append(
          SynchronizedGroup(
            id: id, path: path(folder), membershipExceptions: [:], line: entry.line,
            isXcodeGenSources: sourceType != "syncedFolder" && sourceType != "folder",
            excludes: excludes))
      }
      let type = target["type"]?.string ?? "application"
      targets.append(
        XcodeTarget(
          id: entry.key, name: entry.key, productType: "com.apple.product-type.\(type)",
          configurations: targetConfigurations, buildFiles: [], synchronizedGroupIDs: groupIDs))
    }
    let projectConfigurations = configurations(root)
    let allValues = (projectConfigurations + targets.flatMap(\.configurations)).flatMap(\.settings)
    if allValues.contains(where: { $0.value.contains("${") && !$0.value.contains("${SRCROOT") }) {
      unresolved.append("${ENV} substitution")
    }
    let project = XcodeProject(
      pbxprojPath: specPath, sourceRoot: sourceRoot, configurations: projectConfigurations,
      targets: targets, synchronizedGroups: groups,
      unresolvedSettings: unresolved.isEmpty ? nil : unresolved.joined(separator: ", "))
    return (project, plists)
  }

  /// Each platform XcodeGen knows: its SDK and its deployment-target setting.
  private static let platforms: [String: (sdk: String, deploymentTarget: String)] = [
    "iOS": ("iphoneos", "IPHONEOS_DEPLOYMENT_TARGET"),
    "macOS": ("macosx", "MACOSX_DEPLOYMENT_TARGET"),
    "tvOS": ("appletvos", "TVOS_DEPLOYMENT_TARGET"),
    "watchOS": ("watchos", "WATCHOS_DEPLOYMENT_TARGET"),
    "visionOS": ("xros", "XROS_DEPLOYMENT_TARGET"),
  ]

  /// The simulator SDK beside each device SDK that has one.
  private static let simulators: [String: String] = [
    "iphoneos": "iphonesimulator", "appletvos": "appletvsimulator", "watchos": "watchsimulator",
    "xros": "xrsimulator",
  ]

  /// The settings XcodeGen derives from a target's `platform` and
  /// `deploymentTarget` and the spec's `options.deploymentTarget`.
  static func platformSettings(of target: PropertyListValue, options: PropertyListValue?)
    -> [(name: String, value: String)]
  {
    let listed = target["platform"]?.string.map { [$0] } ?? target["platform"]?.strings ?? []
    var known = listed.filter { platforms[$0] != nil }
    var settings: [(name: String, value: String)] = []
    if known.count == 1, let platform = platforms[known[0]] {
      settings.append(("SDKROOT", platform.sdk))
    } else if listed.isEmpty || listed == ["auto"],
      let destinations = target["supportedDestinations"]?.strings
    {
      // A multiplatform target (`supportedDestinations: [iOS, macOS]`):
      // one SDK chosen at build time, each destination's deployment target.
      known = destinations.filter { platforms[$0] != nil }
      let supported = known.compactMap { platforms[$0]?.sdk }.flatMap { sdk in
        [sdk] + (simulators[sdk].map { [$0] } ?? [])
      }
      settings.append(("SDKROOT", "auto"))
      settings.append(("SUPPORTED_PLATFORMS", supported.joined(separator: " ")))
    }
    for name in known {
      guard let platform = platforms[name] else { continue }
      let version =
        (known.count == 1 ? target["deploymentTarget"]?.string : nil)
        ?? target["deploymentTarget"]?[name]?.string
        ?? options?["deploymentTarget"]?[name]?.string
      if let version { settings.append((platform.deploymentTarget, version)) }
    }
    return settings
  }

  /// `target` with the `targetTemplates` it lists (`templates: [App]`) merged
  /// under it, as XcodeGen merges them (templates in order, a template's own
  /// templates first, the target on top; dictionaries merge, lists append),
  /// and `${target_name}` replaced by its name: the sources a template gives
  /// are the target's. Attributes (`${attribute}`) stay as written.
  static func applyingTemplates(
    to target: PropertyListValue, named name: String, from templates: PropertyListValue?,
    depth: Int = 0
  ) -> PropertyListValue {
    let listed = target["templates"]?.array?.compactMap(\.string) ?? []
    guard let templates, !listed.isEmpty, depth < 8 else { return target }
    var merged = PropertyListValue.dictionary([])
    for template in listed {
      guard let body = templates[template] else { continue }
      let expanded = applyingTemplates(to: body, named: name, from: templates, depth: depth + 1)
      merged = XcodeGenIncludes.merge(merged, expanded)
    }
    return substituting(XcodeGenIncludes.merge(merged, target), targetName: name)
  }

  private static func substituting(_ value: PropertyListValue, targetName: String)
    -> PropertyListValue
  {
    switch value {
    case .string(let text) where text.contains("target_name"):
      return .string(
        text.replacingAll("${target_name}", with: targetName)
          .replacingAll("$target_name", with: targetName))
    case .array(let items):
      return .array(items.map { substituting($0, targetName: targetName) })
    case .dictionary(let entries):
      return .dictionary(
        entries.map { entry in
          var entry = entry
          entry.value = substituting(entry.value, targetName: targetName)
          return entry
        })
    default:
      return value
    }
  }

  /// Build settings from a YAML mapping: scalars as written, lists joined by spaces.
  private static func assignments(_ value: PropertyListValue?) -> [XCConfigAssignment] {
    (value?.entries ?? []).compactMap { entry in
      guard let key = XCConfigAssignment.parseKey(entry.key) else { return nil }
      let text: String
      switch entry.value {
      case .string(let scalar): text = scalar
      case .array(let values): text = values.compactMap(\.string).joined(separator: " ")
      default: return nil
      }
      return XCConfigAssignment(
        name: key.name, conditions: key.conditions, value: text, line: entry.line)
    }
  }
}
