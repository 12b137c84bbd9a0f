import CLibCurl
import Foundation
import StoreSimulator

/// POSTs webhook bodies the way RevenueCat does: JSON, the configured
/// `Authorization` header, a 60-second limit, and only HTTP 200 counts as
/// delivered ("Any other status code will be considered a failure").
///
/// Why libcurl, loaded at run time: receivers are usually behind https, and
/// libcurl brings the HTTP, TLS and proxies (`http_proxy`, `https_proxy`,
/// `no_proxy`, as URLSession on Linux, itself built on libcurl, honoured
/// them) that a hand-written client would not. URLSession itself is not used:
/// linking FoundationNetworking makes every `subkit` command pay for loading
/// it (a program importing it starts in about 11.9 ms on Linux, one with
/// Foundation alone in about 4.5 ms), and `subkit doctor` must start fast
/// (issue 29). `CLibCurl` reaches libcurl.so.4 with dlopen only when a
/// delivery starts: the same library the toolchain's FoundationNetworking
/// links, so nothing new is installed. Every attempt:
///
/// - **Never follows a redirect.** Followed, a 301/302/303 turns the POST
///   into a GET without a body and a 307/308 loses the body too, the final 200
///   would count as delivered, and the Authorization header would go to
///   another origin. A 3xx is a failed attempt that names where it pointed
///   (libcurl's resolved Location, without credentials); no request or
///   header goes there.
/// - **Has a connection of its own** (a new easy handle, a fresh connection,
///   never reused). When a receiver reads a request on a reused connection
///   and closes it without answering, a client waits or cannot send the body
///   again; on a connection of its own, a close without an answer is seen at
///   once, and the attempt is tried once more, at once, on another fresh
///   connection before it counts as failed.
/// - **Runs on a thread of its own**: `curl_easy_perform` blocks, so it never
///   holds one of the cooperative pool's few threads.
/// - **Keeps no answer body**: only the status (and a redirect's Location) is read.
struct WebhookPoster: Sendable {
  /// Why an attempt failed, in one line (never containing the authorization).
  struct Failure: Error, CustomStringConvertible {
    let description: String
    /// Whether no connection could be made at all (refused, no such host):
    /// no request reached a receiver, so retrying on RevenueCat's schedule
    /// would only wait.
    var isUnreachable = false
    /// The receiver answered with this HTTP status (nil: no usable answer).
    var status: Int? = nil
  }

  /// How long one request may take, as RevenueCat allows.
  static let requestTimeout: TimeInterval = 60
  /// The longest part of a redirect's `Location` an error shows.
  static let maximumLocationShown = 200
  /// The `User-Agent` every request carries.
  static let userAgent = "subkit-store-deliver"

  let url: URL
  let authorization: String?
  /// The statuses that count as delivered: 200 for RevenueCat, 200–206 for Apple.
  let accepted: ClosedRange<Int>

  /// - Throws: `LibCurl.Unavailable` when libcurl cannot be loaded (before
  ///   anything is sent, so a delivery stops with nothing recorded).
  init(url: URL, authorization: String?, accepted: ClosedRange<Int> = 200...200) throws {
    try LibCurl.load()
    self.url = url
    self.authorization = authorization
    self.accepted = accepted
  }

  /// Sends one body; returns normally only when the receiver answered an accepted status.
  func post(_ body: Data) async throws(Failure) {
    let first = await Self.transfer(request(body))
    guard case .dropped(let reason) = first else { return try outcome(first) }
    // Closed without an answer: once more at once, on another new connection.
    let second = await Self.transfer(request(body))
    guard case .dropped(let again) = second else { return try outcome(second) }
    throw Failure(
      description: "the receiver closed the connection without answering, on two new "
        + "connections (\(reason); \(again))")
  }

  /// The CURLcodes that mean a connection was made and then closed or reset
  /// before any answer came: a receiver that read the request (or part of it)
  /// and dropped it, worth one more try. CURLE_PARTIAL_FILE is not one: it
  /// comes after an answer's head, so the receiver did answer.
  private static let dropped: Set<Int32> = [
    Int32(SUBKIT_CURLE_GOT_NOTHING), Int32(SUBKIT_CURLE_SEND_ERROR),
    Int32(SUBKIT_CURLE_RECV_ERROR),
  ]

  /// The CURLcodes that mean no connection was made: nothing to retry.
  private static let unreachable: Set<Int32> = [
    Int32(SUBKIT_CURLE_COULDNT_CONNECT), Int32(SUBKIT_CURLE_COULDNT_RESOLVE_HOST),
    Int32(SUBKIT_CURLE_COULDNT_RESOLVE_PROXY),
  ]

  /// What one attempt sends.
  private struct Request: Sendable {
    let url: String
    let body: Data
    let headers: [String]
  }

  /// How one attempt ended.
  private enum Outcome: Sendable {
    /// The receiver answered with `status`; `redirect` is libcurl's resolved
    /// Location of a 3xx (nil when it had none).
    case answered(status: Int, redirect: String?)
    /// The connection closed before any answer (`reason` in one line).
    case dropped(String)
    /// No connection could be made.
    case unreachable(String)
    /// Anything else that ended the attempt without an answer.
    case failed(String)
  }

  private func request(_ body: Data) -> Request {
    var headers = ["Content-Type: application/json", "Expect:"]
    if let authorization { headers.append("Authorization: \(authorization)") }
    return Request(url: url.absoluteString, body: body, headers: headers)
  }

  /// An attempt's outcome as ``post(_:)`` reports it (a drop is handled there).
  private func outcome(_ outcome: Outcome) throws(Failure) {
    switch outcome {
    case .answered(let status, let redirect):
      if (300..<400).contains(status) {
        throw Failure(
          description: redirectDescription(status: status, location: redirect), status: status)
      }
      guard accepted.contains(status) else {
        throw Failure(description: "HTTP \(status)", status: status)
      }
    case .dropped(let reason):
      throw Failure(description: "the receiver closed the connection without answering (\(reason))")
    case .unreachable(let reason):
      throw Failure(description: "no connection: \(shown(reason))", isUnreachable: true)
    case .failed(let reason):
      throw Failure(description: "no answer: \(shown(reason))")
    }
  }

  /// libcurl's message in one line, and never the authorization (libcurl's
  /// messages name hosts and ports, not headers; this only makes sure).
  private func shown(_ reason: String) -> String {
    var line = String(reason.map { $0.isNewline || $0 == "\t" ? " " : $0 })
    if let authorization, !authorization.isEmpty {
      line = line.replacingOccurrences(of: authorization, with: "…")
    }
    return line.trimmingCharacters(in: .whitespaces)
  }

  /// "HTTP 302, a redirect to https://other/path, not followed: …".
  private func redirectDescription(status: Int, location: String?) -> String {
    let advice =
      "not followed (no request or header goes there); give --to the receiver's final URL"
    guard let location, !location.isEmpty else {
      return "HTTP \(status), a redirect without a Location, \(advice)"
    }
    var shown = WebhookDeliveryState.credentialFree(location)
    if shown.count > Self.maximumLocationShown {
      shown = String(shown.prefix(Self.maximumLocationShown)) + "…"
    }
    return "HTTP \(status), a redirect to \(shown), \(advice)"
  }

  /// Runs one attempt on a thread of its own and waits for it without
  /// blocking the caller's.
  private static func transfer(_ request: Request) async -> Outcome {
    await withCheckedContinuation { continuation in
      let thread = Thread { continuation.resume(returning: perform(request)) }
      thread.name = "subkit webhook post"
      thread.start()
    }
  }

  /// One POST on a new easy handle (blocking). libcurl is loaded: `init` checked it.
  private static func perform(_ request: Request) -> Outcome {
    guard let handle = subkit_curl_easy_init() else {
      return .failed("libcurl could not make a transfer handle")
    }
    defer { subkit_curl_easy_cleanup(handle) }
    var headers: OpaquePointer?
    defer { subkit_curl_slist_free_all(headers) }
    for header in request.headers {
      guard let appended = subkit_curl_slist_append(headers, header) else {
        return .failed("libcurl could not hold the request's headers")
      }
      headers = appended
    }
    var errorBuffer = [CChar](repeating: 0, count: Int(SUBKIT_CURL_ERROR_SIZE) + 1)
    var received = 0
    // The buffers libcurl writes to and the body it reads stay alive until it is done.
    let code = errorBuffer.withUnsafeMutableBufferPointer { errorBuffer in
      withUnsafeMutablePointer(to: &received) { received in
        request.body.withUnsafeBytes { body in
          // Unset before the buffer goes: curl_easy_cleanup must have nothing to write to.
          defer { _ = subkit_curl_setopt_pointer(handle, option(SUBKIT_CURLOPT_ERRORBUFFER), nil) }
          let set = configure(
            handle, request, headers: headers, body: body, errorBuffer: errorBuffer.baseAddress,
            received: received)
          return set == ok ? subkit_curl_easy_perform(handle) : set
        }
      }
    }
    let message =
      errorBuffer[0] != 0
      ? String(
        decoding: errorBuffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      : String(cString: subkit_curl_easy_strerror(code))
    var status = 0
    if subkit_curl_info_long(handle, option(SUBKIT_CURLINFO_RESPONSE_CODE), &status) != ok {
      status = 0
    }
    if code == ok {
      guard status > 0 else { return .failed("not an HTTP answer") }
      var location: UnsafePointer<CChar>?
      guard
        subkit_curl_info_string(handle, option(SUBKIT_CURLINFO_REDIRECT_URL), &location) == ok
      else {
        return .answered(status: status, redirect: nil)
      }
      return .answered(status: status, redirect: location.map { String(cString: $0) })
    }
    if dropped.contains(code) && status == 0 { return .dropped(message) }
    if unreachable.contains(code) { return .unreachable(message) }
    return .failed(message)
  }

  /// CURLE_OK.
  private static let ok = Int32(SUBKIT_CURLE_OK)

  /// A CLibCurl option or information number as libcurl's functions take it.
  private static func option<Number: BinaryInteger>(_ number: Number) -> Int32 {
    Int32(number)
  }

  /// Sets every option of one attempt: the first CURLcode that is not CURLE_OK, or CURLE_OK.
  private static func configure(
    _ handle: OpaquePointer, _ request: Request, headers: OpaquePointer?,
    body: UnsafeRawBufferPointer, errorBuffer: UnsafeMutablePointer<CChar>?,
    received: UnsafeMutablePointer<Int>
  ) -> Int32 {
    let longs: [(Int32, Int)] = [
      (option(SUBKIT_CURLOPT_NOSIGNAL), 1),  // threads: no SIGALRM for timeouts
      (option(SUBKIT_CURLOPT_NOPROGRESS), 1),
      (option(SUBKIT_CURLOPT_POST), 1),
      (option(SUBKIT_CURLOPT_FOLLOWLOCATION), 0),
      (option(SUBKIT_CURLOPT_FRESH_CONNECT), 1),
      (option(SUBKIT_CURLOPT_FORBID_REUSE), 1),
      (option(SUBKIT_CURLOPT_TIMEOUT), Int(requestTimeout)),
      (option(SUBKIT_CURLOPT_PROTOCOLS), Int(SUBKIT_CURLPROTO_HTTP_HTTPS)),
    ]
    for (name, value) in longs {
      let code = subkit_curl_setopt_long(handle, name, value)
      guard code == ok else { return code }
    }
    // An empty body still needs a pointer of its own, or libcurl would read stdin.
    let empty: StaticString = ""
    let pointers: [(Int32, UnsafeRawPointer?)] = [
      (option(SUBKIT_CURLOPT_ERRORBUFFER), UnsafeRawPointer(errorBuffer)),
      (option(SUBKIT_CURLOPT_HTTPHEADER), UnsafeRawPointer(headers)),
      (option(SUBKIT_CURLOPT_POSTFIELDS), body.baseAddress ?? UnsafeRawPointer(empty.utf8Start)),
    ]
    for (name, value) in pointers {
      let code = subkit_curl_setopt_pointer(handle, name, value)
      guard code == ok else { return code }
    }
    for (name, text) in [
      (option(SUBKIT_CURLOPT_URL), request.url), (option(SUBKIT_CURLOPT_USERAGENT), userAgent),
    ] {
      let code = subkit_curl_setopt_pointer(handle, name, text)  // libcurl copies strings
      guard code == ok else { return code }
    }
    let size = subkit_curl_setopt_offset(
      handle, option(SUBKIT_CURLOPT_POSTFIELDSIZE_LARGE), Int64(body.count))
    guard size == ok else { return size }
    return subkit_curl_discard_body(handle, received)
  }
}
