import CLibCurl

/// libcurl, loaded at run time (`CLibCurl`): ``WebhookPoster`` checks it
/// before a delivery starts, so a machine without libcurl gets one clear
/// error and nothing is sent or recorded, not a crash mid-delivery.
enum LibCurl {
  /// libcurl could not be loaded: the reason in one line (the library's
  /// name, how to install it, `SUBKIT_LIBCURL`).
  struct Unavailable: Error, CustomStringConvertible {
    let description: String
  }

  /// Loads libcurl once (later calls only read the outcome).
  ///
  /// - Throws: ``Unavailable`` with the reason.
  static func load() throws(Unavailable) {
    var buffer = [CChar](repeating: 0, count: 512)
    guard subkit_curl_load(&buffer, buffer.count) != 0 else { return }
    throw Unavailable(
      description: String(
        decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
  }
}
