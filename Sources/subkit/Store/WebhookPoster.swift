import Foundation
import StoreSimulator

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// POSTs webhook bodies the way RevenueCat does: JSON, the configured
/// `Authorization` header, a 60-second limit, and only HTTP 200 counts as
/// delivered ("Any other status code will be considered a failure").
///
/// Foundation's URLSession (FoundationNetworking on Linux, part of the
/// toolchain) rather than a small socket client: receivers are usually
/// behind https, and URLSession brings TLS and proxies that a hand-written
/// client would not. Two of its defaults are turned off:
///
/// - **Redirects are never followed.** Followed, a 301/302/303 turns the POST
///   into a GET without a body and a 307/308 loses the body too, the final 200
///   would count as delivered, and the Authorization header would go to
///   another origin. A 3xx is a failed attempt that names where it pointed
///   (``WebhookRedirectRefusal``); no request or header goes there.
/// - **Each attempt has a connection of its own** (a session per attempt, no
///   keep-alive). When a receiver reads a request on a reused connection and
///   closes it without answering, FoundationNetworking cannot send the body
///   again on a new connection and waits out the whole 60 s request timeout.
///   On a connection of its own, a close without an answer is seen at once;
///   the attempt is then tried once more, at once, on another fresh
///   connection before it counts as failed.
struct WebhookPoster {
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

  let url: URL
  let authorization: String?
  /// The statuses that count as delivered: 200 for RevenueCat, 200–206 for Apple.
  let accepted: ClosedRange<Int>
  private let configuration: URLSessionConfiguration

  init(url: URL, authorization: String?, accepted: ClosedRange<Int> = 200...200) {
    self.url = url
    self.authorization = authorization
    self.accepted = accepted
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = Self.requestTimeout
    configuration.timeoutIntervalForResource = Self.requestTimeout
    configuration.httpShouldSetCookies = false
    configuration.httpCookieStorage = nil
    configuration.urlCredentialStorage = nil
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    self.configuration = configuration
  }

  /// Sends one body; returns normally only when the receiver answered an accepted status.
  func post(_ body: Data) async throws(Failure) {
    do {
      try await postOnce(body)
    } catch let failure as DroppedConnection {
      // Closed without an answer: once more at once, on another new connection.
      do {
        try await postOnce(body)
      } catch let again as DroppedConnection {
        throw Failure(
          description: "the receiver closed the connection without answering, on two new "
            + "connections (\(failure.reason); \(again.reason))")
      } catch {
        throw (error as? Failure) ?? Failure(description: "\(error)")
      }
    } catch {
      throw (error as? Failure) ?? Failure(description: "\(error)")
    }
  }

  /// The errors that mean no connection was made: nothing to retry.
  private static let unreachable: Set<URLError.Code> = [
    .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed,
  ]

  /// A connection closed (or reset) before any answer came.
  private struct DroppedConnection: Error {
    let reason: String
  }

  private func postOnce(_ body: Data) async throws {
    var request = URLRequest(url: url)
    request.httpMethod = "POST"
    request.httpBody = body
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.setValue("subkit-store-deliver", forHTTPHeaderField: "User-Agent")
    if let authorization { request.setValue(authorization, forHTTPHeaderField: "Authorization") }
    // A session of its own: its connection is never reused (see the type's notes).
    let session = URLSession(
      configuration: configuration, delegate: WebhookRedirectRefusal(), delegateQueue: nil)
    defer { session.finishTasksAndInvalidate() }
    let response: URLResponse
    do {
      (_, response) = try await session.data(for: request)
    } catch let error as URLError
      where error.code == .networkConnectionLost || error.code == .badServerResponse
    {
      throw DroppedConnection(reason: error.localizedDescription)
    } catch let error as URLError where Self.unreachable.contains(error.code) {
      throw Failure(
        description: "no connection: \(error.localizedDescription)", isUnreachable: true)
    } catch {
      throw Failure(description: "no answer: \(error.localizedDescription)")
    }
    guard let http = response as? HTTPURLResponse else {
      throw Failure(description: "not an HTTP answer")
    }
    let status = http.statusCode
    if (300..<400).contains(status) {
      throw Failure(
        description: redirectDescription(status: status, response: http), status: status)
    }
    guard accepted.contains(status) else {
      throw Failure(description: "HTTP \(status)", status: status)
    }
  }

  /// "HTTP 302, a redirect to https://other/path, not followed: …".
  private func redirectDescription(status: Int, response: HTTPURLResponse) -> String {
    let advice =
      "not followed (no request or header goes there); give --to the receiver's final URL"
    guard let location = response.value(forHTTPHeaderField: "Location"), !location.isEmpty
    else {
      return "HTTP \(status), a redirect without a Location, \(advice)"
    }
    let resolved = URL(string: location, relativeTo: url)?.absoluteString ?? location
    var shown = WebhookDeliveryState.credentialFree(resolved)
    if shown.count > Self.maximumLocationShown {
      shown = String(shown.prefix(Self.maximumLocationShown)) + "…"
    }
    return "HTTP \(status), a redirect to \(shown), \(advice)"
  }
}
