/// Where a token sits: conditional compilation, previews, enclosing type and function.
public struct TokenContext: Sendable, Hashable {
  /// Inside a branch compiled only in DEBUG builds (`#if DEBUG`, `#else` of `#if !DEBUG`).
  public var isDebugOnly = false
  /// Inside a branch compiled only without DEBUG (`#else` of `#if DEBUG`, `#if !DEBUG`).
  public var isReleaseOnly = false
  /// Inside a `#Preview` or a `PreviewProvider`.
  public var isPreview = false
  /// Index of the innermost enclosing type in `SwiftSource.types`, or -1.
  public var typeIndex: Int32 = -1
  /// Index of the innermost enclosing function in `SwiftSource.functions`, or -1.
  public var functionIndex: Int32 = -1
  /// Index into `SwiftSource.branchPaths`: the `#if` branches enclosing the token.
  public var branchPathIndex: Int32 = 0
}
