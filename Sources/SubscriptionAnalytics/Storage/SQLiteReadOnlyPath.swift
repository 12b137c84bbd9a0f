import Foundation

/// How a reader opens an analytics SQLite file without writing beside it.
///
/// The file is in WAL mode. A plain read-only connection still makes a
/// `-wal` and a `-shm` file when none is there (and leaves them, as it may
/// not checkpoint), or fails when the folder is not writable. So: with no
/// `-wal` there is nothing outside the file itself, and it is read as
/// immutable (no locks, no side files); with a `-wal` (a writer is running,
/// or stopped without checkpointing) the reader joins the writer's files,
/// read-only, as SQLite's WAL readers do.
///
/// An immutable read does not see a writer that starts meanwhile; a caller
/// that must notice compares the file's size and modification time, and
/// whether a `-wal` is there, before and after (as `report` does).
enum SQLiteReadOnlyPath {
  /// The `file:` URI for reading `path`.
  static func uri(for path: String) -> String {
    guard path != ":memory:" else { return path }
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "?#%")
    let encoded = absolute.addingPercentEncoding(withAllowedCharacters: allowed) ?? absolute
    let hasLog = FileManager.default.fileExists(atPath: absolute + "-wal")
    return "file:\(encoded)?mode=ro" + (hasLog ? "" : "&immutable=1")
  }
}
