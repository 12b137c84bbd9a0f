import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// POSTs webhook bodies the way RevenueCat does: JSON, the configured
/// `Authorization` header, a 60-second limit, and only HTTP 200 counts as
/// delivered ("Any other status code will be considered a failure").
///
/// Foundation's URLSession (FoundationNetworking on Linux, part of the
/// toolchain) rather than a small socket client: receivers are usually
/// behind https, and URLSession brings TLS, redirects and proxies that a
/// hand-written client would not. `subkit` needs nothing more for it.
struct WebhookPoster {
  /// Why an attempt failed, in one line (never containing the authorization).
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  let url: URL
  let authorization: String?
  let session: URLSession

  init(url: URL, authorization: String?) {
    self.url = url
    self.authorization = authorization
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = 60
    configuration.timeoutIntervalForResource = 60
    session = URLSession(configuration: configuration)
  }

  /// Sends one body; returns normally only when the receiver answered 200.
  func post(_ body: Data) async throws(Failure) {
    var request = URLRequest(url: url)
    request.httpMethod = "POST"
    request.httpBody = body
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.setValue("subkit-store-deliver", forHTTPHeaderField: "User-Agent")
    if let authorization { request.setValue(authorization, forHTTPHeaderField: "Authorization") }
    let response: URLResponse
    do {
      (_, response) = try await session.data(for: request)
    } catch {
      throw Failure(description: "no answer: \(error.localizedDescription)")
    }
    guard let status = (response as? HTTPURLResponse)?.statusCode else {
      throw Failure(description: "not an HTTP answer")
    }
    guard status == 200 else { throw Failure(description: "HTTP \(status)") }
  }
}
