import Foundation

/// Where `swift build` put the package's products, found the way
/// swift-argument-parser's test helpers find them: beside the `.xctest` bundle
/// on macOS, the folder of the running test program elsewhere — never
/// `/proc/self/exe`, which only Linux has.
public enum BuiltProducts {
  /// The products folder (`.build/debug` and the like).
  public static var directory: URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
      return Bundle.main.bundleURL
    #else
      return Bundle.main.bundleURL
    #endif
  }

  /// The executable product `name` (the test target must depend on it, so
  /// `swift test` builds it first).
  public static func executable(_ name: String) -> URL {
    directory.appendingPathComponent(name)
  }
}
