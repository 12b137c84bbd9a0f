import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The interactive terminal: raw key input, clean full-screen redraws.
///
/// Only the demo's interactive mode uses it; scripted runs (stdin not a
/// terminal) never touch terminal state.
final class Terminal {
  /// A key press.
  enum Key: Equatable, Sendable {
    case up, down, left, right, enter, escape, backspace
    case character(Character)
  }

  private var original = termios()
  private var isRaw = false

  /// Whether standard input and output are both terminals.
  static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

  /// The terminal's size, or 80×24 when it cannot be read.
  static var size: (columns: Int, rows: Int) {
    var window = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 else {
      return (80, 24)
    }
    return (Int(window.ws_col), Int(window.ws_row))
  }

  /// Switches to raw mode (no echo, key by key) and hides the cursor.
  func enterRawMode() {
    guard !isRaw, tcgetattr(STDIN_FILENO, &original) == 0 else { return }
    var raw = original
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
      bytes[Int(VMIN)] = 1
      bytes[Int(VTIME)] = 0
    }
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
    isRaw = true
    write("\u{1B}[?1049h\u{1B}[?25l")  // alternate screen, hidden cursor
  }

  /// Restores the terminal as it was.
  func restore() {
    guard isRaw else { return }
    write("\u{1B}[?25h\u{1B}[?1049l")
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
    isRaw = false
  }

  /// Replaces the whole screen with `lines`.
  func draw(_ lines: [String]) {
    write("\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\r\n"))
  }

  /// Whether a key (or the end of input) is waiting, after at most
  /// `milliseconds`: lets the demo take in the store's news while idle.
  func hasInput(withinMilliseconds milliseconds: Int32) -> Bool {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, milliseconds) != 0
  }

  /// Blocks until a key is pressed; nil at end of input.
  func readKey() -> Key? {
    guard let byte = readByte() else { return nil }
    switch byte {
    case 0x0D, 0x0A: return .enter
    case 0x7F, 0x08: return .backspace
    case 0x03: return .character("q")  // Ctrl-C quits cleanly
    case 0x1B:
      guard let next = readByte(timeoutMilliseconds: 30) else { return .escape }
      guard next == UInt8(ascii: "["), let code = readByte(timeoutMilliseconds: 30) else {
        return .escape
      }
      switch code {
      case UInt8(ascii: "A"): return .up
      case UInt8(ascii: "B"): return .down
      case UInt8(ascii: "C"): return .right
      case UInt8(ascii: "D"): return .left
      default: return .escape
      }
    default:
      return .character(Character(Unicode.Scalar(byte)))
    }
  }

  private func readByte(timeoutMilliseconds: Int32? = nil) -> UInt8? {
    if let timeoutMilliseconds {
      var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, timeoutMilliseconds) > 0 else { return nil }
    }
    var byte: UInt8 = 0
    return read(STDIN_FILENO, &byte, 1) == 1 ? byte : nil
  }

  private func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }
}
