/// Builds an `XcodeProject` from the property list in a `project.pbxproj`.
///
/// Walks the object graph as Xcode does: the root `PBXProject`, its main group
/// (resolving each file's path through its groups and `sourceTree`), native
/// targets with their build phases and configuration lists, base configuration
/// references (including Xcode 16's anchor + relative path form), and
/// `PBXFileSystemSynchronizedRootGroup`s with their membership exception sets.
package enum XcodeProjectDecoder {
  /// The project described by `plist`, read from `pbxprojPath` (relative to the audited directory).
  /// - Throws: `ReaderError` when the file is a plist but not an Xcode project.
  package static func decode(
    _ plist: PropertyListValue, pbxprojPath: String, rootComponents: [String] = []
  ) throws(ReaderError) -> XcodeProject {
    guard let objectEntries = plist["objects"]?.entries, let rootID = plist["rootObject"]?.string,
      let root = objectEntries.first(where: { $0.key == rootID })?.value
    else { throw ReaderError("not an Xcode project: no objects or rootObject") }
    var objects: [String: PropertyListValue] = [:]
    var lines: [String: Int] = [:]
    for entry in objectEntries {
      objects[entry.key] = entry.value
      lines[entry.key] = entry.line
    }
    let xcodeproj = RelativePath.directory(of: pbxprojPath)
    let projectDirectory = RelativePath.directory(of: xcodeproj)
    let sourceRoot = RelativePath.join(projectDirectory, root["projectDirPath"]?.string ?? "")

    var paths: [String: String] = [:]
    if let mainGroup = root["mainGroup"]?.string {
      resolvePaths(
        of: mainGroup, parent: sourceRoot, sourceRoot: sourceRoot, rootComponents: rootComponents,
        objects, &paths, depth: 0)
    }
    // A group no other group lists (a hand-edited project's `TEMP_…` group
    // holding the base xcconfig; attic-app, forty-third round) still names
    // its files: resolved from the project's folder, so a configuration's
    // `baseConfigurationReference` into it is a path, present or missing.
    var listed = Set<String>()
    for object in objects.values where object["children"] != nil {
      listed.formUnion(object["children"]?.strings ?? [])
    }
    for (id, object) in objects.sorted(by: { $0.key < $1.key })
    where object["isa"]?.string == "PBXGroup" && !listed.contains(id)
      && id != root["mainGroup"]?.string
    {
      resolvePaths(
        of: id, parent: sourceRoot, sourceRoot: sourceRoot, rootComponents: rootComponents,
        objects, &paths, depth: 0)
    }

    func configurations(_ listID: String?) -> [XcodeBuildConfiguration] {
      guard let listID, let list = objects[listID] else { return [] }
      return list["buildConfigurations"]?.strings.compactMap { id in
        guard let object = objects[id] else { return nil }
        return configuration(object, paths: paths)
      } ?? []
    }

    var groups: [SynchronizedGroup] = []
    for (id, object) in objects where object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup"
    {
      var exceptions: [String: [String]] = [:]
      for exceptionID in object["exceptions"]?.strings ?? [] {
        guard let set = objects[exceptionID], let target = set["target"]?.string else { continue }
        exceptions[target, default: []] += set["membershipExceptions"]?.strings ?? []
      }
      let path = paths[id] ?? RelativePath.join(sourceRoot, object["path"]?.string ?? "")
      groups.append(
        SynchronizedGroup(id: id, path: path, membershipExceptions: exceptions, line: lines[id]))
    }

    var targets: [XcodeTarget] = []
    for targetID in root["targets"]?.strings ?? [] {
      guard let target = objects[targetID] else { continue }
      var buildFiles = Set<String>()
      for phaseID in target["buildPhases"]?.strings ?? [] {
        for buildFileID in objects[phaseID]?["files"]?.strings ?? [] {
          guard let reference = objects[buildFileID]?["fileRef"]?.string else { continue }
          // A localized file (`Main.storyboard` in `Base.lproj` and others)
          // is a variant group: the files are its children.
          let children =
            objects[reference]?["isa"]?.string == "PBXVariantGroup"
            ? (objects[reference]?["children"]?.strings ?? []).compactMap { paths[$0] } : []
          if !children.isEmpty {
            buildFiles.formUnion(children)
          } else if let path = paths[reference] {
            buildFiles.insert(path)
          }
        }
      }
      targets.append(
        XcodeTarget(
          id: targetID, name: target["name"]?.string ?? targetID,
          productType: target["productType"]?.string ?? "",
          configurations: configurations(target["buildConfigurationList"]?.string),
          buildFiles: buildFiles,
          synchronizedGroupIDs: target["fileSystemSynchronizedGroups"]?.strings ?? []))
    }
    var project = XcodeProject(
      pbxprojPath: pbxprojPath, sourceRoot: sourceRoot,
      configurations: configurations(root["buildConfigurationList"]?.string),
      targets: targets, synchronizedGroups: groups.sorted { $0.path < $1.path })
    project.storeKitFileIDs = paths.filter { $0.value.hasSuffix(".storekit") }
    return project
  }

  private static func configuration(_ object: PropertyListValue, paths: [String: String])
    -> XcodeBuildConfiguration
  {
    var settings: [XCConfigAssignment] = []
    for entry in object["buildSettings"]?.entries ?? [] {
      guard let key = XCConfigAssignment.parseKey(entry.key) else { continue }
      let value: String
      switch entry.value {
      case .string(let text): value = text
      case .array(let values): value = values.compactMap(\.string).joined(separator: " ")
      default: continue
      }
      settings.append(
        XCConfigAssignment(
          name: key.name, conditions: key.conditions, value: value, line: entry.line))
    }
    var base: String?
    if let reference = object["baseConfigurationReference"]?.string {
      base = paths[reference]
    } else if let anchor = object["baseConfigurationReferenceAnchor"]?.string,
      let relative = object["baseConfigurationReferenceRelativePath"]?.string,
      let anchorPath = paths[anchor]
    {
      base = RelativePath.join(anchorPath, relative)
    }
    return XcodeBuildConfiguration(
      name: object["name"]?.string ?? "", settings: settings, baseConfigurationPath: base)
  }

  /// Resolves the paths of the group or file `id` and everything under it,
  /// breadth first: a group two groups list (XcodeGen's `Settings` under the
  /// main group and under `Shell`, its path written from the project's
  /// folder; septena, ninety-ninth round) takes the path of its shallowest
  /// parent.
  private static func resolvePaths(
    of id: String, parent: String, sourceRoot: String, rootComponents: [String],
    _ objects: [String: PropertyListValue], _ paths: inout [String: String], depth: Int
  ) {
    var queue = [(id: id, parent: parent, depth: depth)]
    var next = 0
    while next < queue.count {
      let (id, parent, depth) = queue[next]
      next += 1
      guard depth < 64, paths[id] == nil, let object = objects[id] else { continue }
      let path = object["path"]?.string
      let resolved: String?
      switch object["sourceTree"]?.string ?? "<group>" {
      case "<group>": resolved = path.map { RelativePath.join(parent, $0) } ?? parent
      case "SOURCE_ROOT": resolved = path.map { RelativePath.join(sourceRoot, $0) } ?? sourceRoot
      case "<absolute>": resolved = path.map(RelativePath.normalize)
      default: resolved = nil
      }
      guard let resolved = resolved.map({ RelativePath.reenter($0, root: rootComponents) }) else {
        continue
      }
      paths[id] = resolved
      for child in object["children"]?.strings ?? [] {
        queue.append((child, resolved, depth + 1))
      }
    }
  }
}
