import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One plain line for any error: ours say what happened; the system's file
/// errors become their reason (`permission denied`), never an NSError dump.
package func describe(_ error: any Error) -> String {
  let domain = (error as NSError).domain
  guard domain == NSCocoaErrorDomain || domain == NSPOSIXErrorDomain else { return "\(error)" }
  return reason(error)
}

/// The system's reason for a file error, as a plain phrase (never an NSError dump).
package func reason(_ error: any Error) -> String {
  if let error = error as? SetupError { return error.description }
  let nsError = error as NSError
  if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
    underlying.domain == NSPOSIXErrorDomain,
    let code = POSIXErrorCode(rawValue: Int32(underlying.code))
  {
    return String(cString: strerror(code.rawValue)).lowercased()
  }
  if nsError.domain == NSPOSIXErrorDomain {
    return String(cString: strerror(Int32(nsError.code))).lowercased()
  }
  if let description = nsError.userInfo[NSLocalizedDescriptionKey] as? String {
    return description
  }
  switch CocoaError.Code(rawValue: nsError.code) {
  case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file or folder"
  case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
  case .fileWriteOutOfSpace: return "the disk is full"
  case .fileWriteVolumeReadOnly: return "the disk is read-only"
  default: return nsError.localizedDescription
  }
}
