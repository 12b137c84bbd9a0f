import CLibCrypto

/// OpenSSL's own words for its last failure, read from (and emptying) the
/// calling thread's error queue.
enum OpenSSLFailure {
  /// The queued error messages, joined; "no detail from OpenSSL" when the queue is empty.
  static func drain() -> String {
    var messages: [String] = []
    while case let code = ERR_get_error(), code != 0 {
      var buffer = [CChar](repeating: 0, count: 256)
      ERR_error_string_n(code, &buffer, buffer.count)
      let text = buffer.withUnsafeBufferPointer { pointer in
        pointer.baseAddress.map { String(cString: $0) } ?? ""
      }
      messages.append(text)
    }
    return messages.isEmpty ? "no detail from OpenSSL" : messages.joined(separator: "; ")
  }

  /// Empties the error queue (before an operation whose failure is expected and handled).
  static func clear() { ERR_clear_error() }
}
