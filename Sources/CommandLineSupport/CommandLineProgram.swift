/// A command-line tool of this package, named once: what `Console` puts in
/// front of every error line.
///
/// ```swift
/// enum Subkit: CommandLineProgram { static let name = "subkit" }
/// typealias Console = CommandLineSupport.Console<Subkit>
/// ```
package protocol CommandLineProgram {
  /// The program's name as users type it (`subkit`, `subkit-analytics`).
  static var name: String { get }
}
