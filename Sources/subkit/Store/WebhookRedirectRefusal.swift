import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A session delegate that refuses every redirect: URLSession then hands the
/// 3xx answer itself to the caller, and sends nothing to the new location.
///
/// `subkit store deliver` counts a 3xx as a failed attempt (see
/// ``WebhookPoster``): following it would post a GET without the body, or
/// send the Authorization header to another origin.
final class WebhookRedirectRefusal: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
  // @unchecked because: the delegate has no stored state at all.

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    completionHandler(nil)
  }
}
