/// Follows an XcodeGen spec's `include:` as XcodeGen does: each included
/// spec (a path, or `{path, relativePaths}`) is read and merged first, then
/// the including spec on top — dictionaries merge key by key, arrays append,
/// anything else is replaced, and a `key:REPLACE` replaces outright. With
/// `relativePaths` (the default) the paths an included spec names (sources,
/// `configFiles`, `info.path`) are relative to that spec's own folder.
///
/// It only reads files already in the snapshot, never the disk: an include
/// that climbs out of the audited folder, is missing, is not readable YAML,
/// forms a cycle or nests deeper than `maximumDepth` is not followed, and is
/// named in `unresolved` (its settings then become notes, never errors).
struct XcodeGenIncludes {
  /// The deepest chain of includes followed.
  static let maximumDepth = 16

  /// The snapshot's YAML files by path.
  let files: [String: [UInt8]]
  /// What could not be followed, for the project's `unresolvedSettings`.
  private(set) var unresolved: [String] = []
  /// Whether any spec read uses YAML features the reader does not expand.
  private(set) var usesUnsupportedYAML = false
  private var inProgress: [String] = []

  init(files: [String: [UInt8]]) {
    self.files = files
  }

  /// `spec` (read from `path`) with its includes merged in, paths relative to `path`'s folder.
  mutating func resolve(_ spec: PropertyListValue, path: String) -> PropertyListValue {
    guard let entries = spec.entries else { return spec }
    inProgress.append(path)
    defer { inProgress.removeLast() }
    var merged = PropertyListValue.dictionary([])
    for include in Self.includes(spec["include"]) {
      guard let resolved = read(include.path, from: path) else { continue }
      let included = RelativePath.join(RelativePath.directory(of: path), include.path)
      let rebased =
        include.relativePaths
        ? Self.rebase(
          resolved, from: RelativePath.directory(of: included),
          to: RelativePath.directory(of: path))
        : resolved
      merged = Self.merge(merged, Self.withoutLines(rebased))
    }
    return Self.merge(merged, .dictionary(entries.filter { $0.key != "include" }))
  }

  /// The included spec at `target` (relative to the including spec's folder), resolved.
  private mutating func read(_ target: String, from path: String) -> PropertyListValue? {
    let included = RelativePath.join(RelativePath.directory(of: path), target)
    guard !included.hasPrefix("/"), !included.hasPrefix(".."), !target.contains("$") else {
      unresolved.append("include \(target) (outside the audited folder)")
      return nil
    }
    guard !inProgress.contains(included) else {
      unresolved.append("include \(target) (includes itself)")
      return nil
    }
    guard inProgress.count < Self.maximumDepth else {
      unresolved.append("include \(target) (nested too deeply)")
      return nil
    }
    guard let bytes = files[included] else {
      unresolved.append("include \(target) (not found)")
      return nil
    }
    do throws(ReaderError) {
      let (value, unsupported) = try YAMLReader.read(bytes: bytes)
      if unsupported { usesUnsupportedYAML = true }
      return resolve(value, path: included)
    } catch {
      unresolved.append("include \(target) (\(error.reason))")
      return nil
    }
  }

  /// The entries of `include:`: one path, or a list of paths or `{path, relativePaths}`.
  private static func includes(_ value: PropertyListValue?) -> [(path: String, relativePaths: Bool)]
  {
    guard let value else { return [] }
    let items = value.array ?? [value]
    return items.compactMap { item in
      if let path = item.string { return (path, true) }
      guard let path = item["path"]?.string else { return nil }
      switch item["relativePaths"] {
      case .bool(let relative): return (path, relative)
      case .string(let text): return (path, text != "false" && text != "no")
      default: return (path, true)
      }
    }
  }

  /// XcodeGen's merge: `overlay` on top of `base`.
  static func merge(_ base: PropertyListValue, _ overlay: PropertyListValue) -> PropertyListValue {
    guard case .dictionary(var entries) = base, case .dictionary(let additions) = overlay else {
      if case .array(let first) = base, case .array(let second) = overlay {
        return .array(first + second)
      }
      return overlay
    }
    for addition in additions {
      let replaces = addition.key.hasSuffix(":REPLACE")
      let key = replaces ? String(addition.key.dropLast(":REPLACE".count)) : addition.key
      let entry = PropertyListEntry(key: key, value: addition.value, line: addition.line)
      if let existing = entries.firstIndex(where: { $0.key == key }) {
        entries[existing] =
          replaces
          ? entry
          : PropertyListEntry(
            key: key, value: merge(entries[existing].value, addition.value),
            line: addition.line ?? entries[existing].line)
      } else {
        entries.append(entry)
      }
    }
    return .dictionary(entries)
  }

  /// The spec's paths (sources, `configFiles`, `info.path`), written relative
  /// to `directory`, made relative to `base` instead.
  static func rebase(_ spec: PropertyListValue, from directory: String, to base: String)
    -> PropertyListValue
  {
    guard directory != base, case .dictionary(let entries) = spec else { return spec }
    func move(_ path: String) -> String {
      guard !path.hasPrefix("/"), !path.contains("$") else { return path }
      let absolute = RelativePath.join(directory, path)
      guard !base.isEmpty else { return absolute }
      if RelativePath.isInside(absolute, base) { return String(absolute.dropFirst(base.count + 1)) }
      let climbs = base.split(separator: "/").map { _ in ".." }.joined(separator: "/")
      return climbs + "/" + absolute
    }
    func moveValues(_ value: PropertyListValue) -> PropertyListValue {
      switch value {
      case .string(let path): return .string(move(path))
      case .array(let items): return .array(items.map(moveValues))
      case .dictionary(let items):
        return .dictionary(
          items.map {
            $0.key == "path"
              ? PropertyListEntry(key: $0.key, value: moveValues($0.value), line: $0.line) : $0
          })
      default: return value
      }
    }
    func moveConfigFiles(_ value: PropertyListValue) -> PropertyListValue {
      guard case .dictionary(let files) = value else { return value }
      return .dictionary(
        files.map { PropertyListEntry(key: $0.key, value: moveValues($0.value), line: $0.line) })
    }
    func moveTarget(_ target: PropertyListValue) -> PropertyListValue {
      guard case .dictionary(let fields) = target else { return target }
      return .dictionary(
        fields.map { field in
          switch field.key {
          case "sources", "sources:REPLACE":
            return PropertyListEntry(
              key: field.key, value: moveValues(field.value), line: field.line)
          case "configFiles", "configFiles:REPLACE":
            return PropertyListEntry(
              key: field.key, value: moveConfigFiles(field.value), line: field.line)
          case "info", "info:REPLACE":
            guard case .dictionary(let info) = field.value else { return field }
            return PropertyListEntry(
              key: field.key,
              value: .dictionary(
                info.map {
                  $0.key == "path"
                    ? PropertyListEntry(key: "path", value: moveValues($0.value), line: $0.line)
                    : $0
                }), line: field.line)
          default:
            return field
          }
        })
    }
    return .dictionary(
      entries.map { entry in
        switch entry.key {
        case "configFiles", "configFiles:REPLACE":
          return PropertyListEntry(
            key: entry.key, value: moveConfigFiles(entry.value), line: entry.line)
        case "targets", "targets:REPLACE":
          guard case .dictionary(let targets) = entry.value else { return entry }
          return PropertyListEntry(
            key: entry.key,
            value: .dictionary(
              targets.map {
                PropertyListEntry(key: $0.key, value: moveTarget($0.value), line: $0.line)
              }), line: entry.line)
        default:
          return entry
        }
      })
  }

  /// `value` with no line numbers: lines of an included file are not lines of the spec.
  static func withoutLines(_ value: PropertyListValue) -> PropertyListValue {
    switch value {
    case .array(let items): .array(items.map(withoutLines))
    case .dictionary(let entries):
      .dictionary(
        entries.map { PropertyListEntry(key: $0.key, value: withoutLines($0.value), line: nil) })
    default: value
    }
  }
}
