extension SwiftSource {
  /// Tokenises and annotates many files, spreading the work over the machine's
  /// cores; `role` gives each file's role (from its path), on the same core.
  static func parseConcurrently(
    _ files: [(path: String, bytes: [UInt8])], usesFileFacts: Bool = true,
    role: @escaping @Sendable (String) -> FileRole
  ) -> [Result<SwiftSource, ReaderError>] {
    ConcurrentSlots.map(files.count) { offset in
      let file = files[offset]
      do throws(ReaderError) {
        return .success(
          try SwiftSource(
            path: file.path, role: role(file.path), bytes: file.bytes,
            usesFileFacts: usesFileFacts))
      } catch {
        return .failure(error)
      }
    }.map { $0 ?? .failure(ReaderError("the file was not analysed")) }
  }
}
