extension SwiftSource {
  /// Tokenises and annotates many files, spreading the work over the machine's cores.
  static func parseConcurrently(
    _ files: [(path: String, bytes: [UInt8])], roles: [FileRole], usesFileFacts: Bool = true
  ) -> [Result<SwiftSource, ReaderError>] {
    ConcurrentSlots.map(files.count) { offset in
      let file = files[offset]
      do throws(ReaderError) {
        return .success(
          try SwiftSource(
            path: file.path, role: roles[offset], bytes: file.bytes, usesFileFacts: usesFileFacts))
      } catch {
        return .failure(error)
      }
    }.map { $0 ?? .failure(ReaderError("the file was not analysed")) }
  }
}
