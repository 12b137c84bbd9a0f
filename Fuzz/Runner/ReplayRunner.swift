// Without -DFUZZING (every ordinary `swift build`), subkit-fuzz replays files
// through a target, so a crasher reproduces without a sanitizer build.
#if !FUZZING
  import Foundation
  import FuzzTargets

  /// `subkit-fuzz --list` | `subkit-fuzz TARGET FILE_OR_FOLDER...`
  @main
  struct ReplayRunner {
    static func main() {
      let arguments = Array(CommandLine.arguments.dropFirst())
      if arguments == ["--list"] {
        for target in FuzzTarget.all { print("\(target.name)\t\(target.summary)") }
        return
      }
      guard let name = arguments.first, let target = FuzzTarget.named(name), arguments.count > 1
      else {
        let names = FuzzTarget.all.map(\.name).joined(separator: ", ")
        fail("usage: subkit-fuzz --list | subkit-fuzz TARGET FILE_OR_FOLDER... (targets: \(names))")
      }
      var count = 0
      var accepted = 0
      for path in arguments.dropFirst() {
        for file in files(at: path) {
          guard let data = FileManager.default.contents(atPath: file) else {
            fail("cannot read \(file)")
          }
          if target.run(Array(data)) { accepted += 1 }
          count += 1
        }
      }
      print(
        "subkit-fuzz: \(target.name): replayed \(count) input(s), \(accepted) accepted, no crash")
    }

    /// `path` itself, or the regular files directly inside it, sorted.
    static func files(at path: String) -> [String] {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        fail("no such file or folder: \(path)")
      }
      guard isDirectory.boolValue else { return [path] }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      return names.sorted().map { path + "/" + $0 }.filter {
        var nested: ObjCBool = false
        return FileManager.default.fileExists(atPath: $0, isDirectory: &nested) && !nested.boolValue
      }
    }

    static func fail(_ message: String) -> Never {
      FileHandle.standardError.write(Data("subkit-fuzz: \(message)\n".utf8))
      exit(1)
    }
  }
#endif
