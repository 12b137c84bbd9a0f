/// Where a token sits: conditional compilation, previews, enclosing type and function.
package struct TokenContext: Sendable, Hashable {
  /// Inside a branch compiled only in DEBUG builds (`#if DEBUG`, `#else` of `#if !DEBUG`).
  package var isDebugOnly = false
  /// Inside a branch compiled only without DEBUG (`#else` of `#if DEBUG`, `#if !DEBUG`).
  package var isReleaseOnly = false
  /// Inside a `#Preview` or a `PreviewProvider`.
  package var isPreview = false
  /// Index of the innermost enclosing type in `SwiftSource.types`, or -1.
  package var typeIndex: Int32 = -1
  /// Index of the innermost enclosing function in `SwiftSource.functions`, or -1.
  package var functionIndex: Int32 = -1
  /// Index into `SwiftSource.branchPaths`: the `#if` branches enclosing the token.
  package var branchPathIndex: Int32 = 0
}
