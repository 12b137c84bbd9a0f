import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A private folder for one test, built from path → contents, removed by `remove()`.
struct TemporaryFolder {
  let url: URL

  init(_ files: [String: String] = [:]) throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("subkit-doctor-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for (path, text) in files { try write(path, text) }
  }

  var path: String { url.path }

  func write(_ path: String, _ text: String) throws {
    let file = url.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  /// Writes a file whose name is raw bytes (not necessarily valid UTF-8).
  func write(rawName: [UInt8], _ text: String) throws {
    let path = Array(url.path.utf8) + [0x2F] + rawName
    let descriptor = open(path.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT, 0o644)
    guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
