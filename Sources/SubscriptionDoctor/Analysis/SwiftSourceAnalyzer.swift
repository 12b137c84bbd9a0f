/// One pass over a token stream that annotates each token with its context:
/// conditional compilation (`#if DEBUG`), previews, the enclosing type and function.
struct SwiftSourceAnalyzer {
  let tokens: [SwiftToken]
  var contexts = TokenContexts()
  var types: [TypeDeclaration] = []
  var functions: [FunctionDeclaration] = []
  var branchPaths: [[ConditionalBranch]] = Self.unconditional
  var imports: Set<String> = []
  /// File-level `typealias Name = Module.Type` declarations, name to target,
  /// so `extension Name` can be read as the extension of the target it is.
  var typeAliases: [String: String] = [:]
  /// For each type in `types`, the index of the outermost type enclosing it (itself at the top).
  var outermostTypes: [Int32] = []
  /// Indices of the string-literal tokens, for the rules that only read strings.
  var stringOffsets: [Int] = []
  /// The private view members (`private var content: some View {`).
  var privateViewMembers: [PrivateViewMember] = []
  /// Which words some rule looks for occur in the file (rules skip files without them).
  var words: SwiftWords = []

  /// What an open scope contributes to the tokens inside it, computed once when it
  /// opens, so annotating a token costs the same at any nesting depth.
  private struct ScopeContext {
    var typeIndex: Int32 = -1
    var functionIndex: Int32 = -1
    var isPreview = false
  }

  /// `#if` frames beyond this depth still nest, but only the outer ones name
  /// the branch path (real code nests a handful; a hostile file may nest 100,000).
  private static let maximumRecordedFrames = 32

  /// A branch's condition: DEBUG, !DEBUG, something else, or one every Apple
  /// build meets (`canImport(StoreKit)`), whose `#else` no build compiles.
  private enum Condition { case debug, release, other, always, never }

  private struct ConditionalFrame {
    var group: Int
    var branch: Int
    var condition: Condition
    var firstCondition: Condition
  }

  /// The `#if` frames open at a token, and what they make of it. Read for
  /// every token, changed only at directives.
  private struct ConditionalState {
    var frames: [ConditionalFrame] = []
    var groupCount = 0
    /// Paths met so far beyond the empty one (index 0); built at the first `#if`.
    var branchPathIndex: [[ConditionalBranch]: Int32] = [:]
    var currentBranchPath: Int32 = 0
    var debugFrames = 0
    var releaseFrames = 0

    mutating func count(_ condition: Condition, _ delta: Int) {
      switch condition {
      // Code no build compiles is exempt like DEBUG-only code.
      case .debug, .never: debugFrames += delta
      case .release: releaseFrames += delta
      case .other, .always: break
      }
    }

    /// Points `currentBranchPath` at the open frames' path, adding it to `branchPaths` when new.
    mutating func updateBranchPath(_ branchPaths: inout [[ConditionalBranch]]) {
      let path = frames.prefix(SwiftSourceAnalyzer.maximumRecordedFrames).map {
        ConditionalBranch(group: $0.group, branch: $0.branch)
      }
      if path.isEmpty {
        currentBranchPath = 0
      } else if let existing = branchPathIndex[path] {
        currentBranchPath = existing
      } else {
        currentBranchPath = Int32(branchPaths.count)
        branchPathIndex[path] = currentBranchPath
        branchPaths.append(path)
      }
    }
  }

  private enum Scope {
    case type(Int)
    case function(Int)
    case preview
    case other
  }

  /// What the next `{` opens, once a declaration's keyword has been seen. The
  /// declaration itself waits beside it (`pendingType`, `pendingFunction`):
  /// the kind alone is checked at every brace and keyword, and copies nothing.
  private enum Pending {
    case none, type, function, preview
  }

  /// The branch paths of a file without `#if`: one empty path, shared by every such file.
  private static let unconditional: [[ConditionalBranch]] = [[]]

  init(tokens: [SwiftToken]) {
    self.tokens = tokens
  }

  mutating func run() {
    // A local copy (one retain), read through a buffer pointer: each token's
    // fields are read in place, without copying (and retaining) its text.
    let tokens = self.tokens
    tokens.withUnsafeBufferPointer { run(over: $0) }
  }

  private mutating func run(over tokens: UnsafeBufferPointer<SwiftToken>) {
    var contexts = TokenContexts()
    var lastContext = TokenContext()
    var contextMayChange = true
    var stringOffsets: [Int] = []
    // Most files hold a few literals: one allocation for them, not four regrowths.
    stringOffsets.reserveCapacity(16)
    var words: SwiftWords = []
    var conditional = ConditionalState()
    // The open scopes, each with the context outside it; `current` is what
    // the innermost one gives the tokens inside it.
    var scopes: [(scope: Scope, outside: ScopeContext)] = []
    // Room for the nesting real code reaches: one allocation, not one per doubling.
    scopes.reserveCapacity(32)
    var current = ScopeContext()
    var pending = Pending.none
    var pendingType: TypeDeclaration?
    var pendingFunction: (name: String, line: Int) = ("", 0)
    var pendingParenDepth = 0
    var parenDepth = 0

    for index in tokens.indices {
      let kind = tokens[index].kind
      // Conditional compilation directives.
      if kind == .directive {
        contextMayChange = true
        switch tokens[index].text {
        case "if":
          conditional.groupCount += 1
          let condition = conditionKind(after: index)
          conditional.frames.append(
            ConditionalFrame(
              group: conditional.groupCount, branch: 0, condition: condition,
              firstCondition: condition))
          conditional.count(condition, +1)
          conditional.updateBranchPath(&branchPaths)
        case "elseif":
          if var frame = conditional.frames.popLast() {
            conditional.count(frame.condition, -1)
            frame.branch += 1
            frame.condition = conditionKind(after: index)
            conditional.count(frame.condition, +1)
            conditional.frames.append(frame)
            conditional.updateBranchPath(&branchPaths)
          }
        case "else":
          if var frame = conditional.frames.popLast() {
            conditional.count(frame.condition, -1)
            frame.branch += 1
            switch frame.firstCondition {
            case .debug: frame.condition = frame.branch == 1 ? .release : .other
            case .release: frame.condition = frame.branch == 1 ? .debug : .other
            case .always: frame.condition = frame.branch == 1 ? .never : .other
            case .never, .other: frame.condition = .other
            }
            conditional.count(frame.condition, +1)
            conditional.frames.append(frame)
            conditional.updateBranchPath(&branchPaths)
          }
        case "endif":
          if let frame = conditional.frames.popLast() { conditional.count(frame.condition, -1) }
          conditional.updateBranchPath(&branchPaths)
        case "Preview":
          pending = .preview
          pendingParenDepth = parenDepth
        default: break
        }
      }

      // The context changes only after a directive or a scope's brace:
      // built and compared only then, a new run only when it differs.
      if contextMayChange {
        contextMayChange = false
        let context = TokenContext(
          isDebugOnly: conditional.debugFrames > 0, isReleaseOnly: conditional.releaseFrames > 0,
          isPreview: current.isPreview, typeIndex: current.typeIndex,
          functionIndex: current.functionIndex, branchPathIndex: conditional.currentBranchPath)
        if context != lastContext || index == 0 {
          contexts.startRun(context, at: index)
          lastContext = context
        }
      }

      // Brackets and `;` are one-byte punctuation tokens: compared as bytes, not strings.
      let punctuation = tokens[index].punctuationByte
      if punctuation != 0 {
        switch punctuation {
        case UInt8(ascii: "("), UInt8(ascii: "["):
          parenDepth += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"):
          parenDepth = max(0, parenDepth - 1)
        case UInt8(ascii: "{"):
          contextMayChange = true
          if index > 0, tokens[index - 1].keyword == .view || tokens[index - 1].keyword == .anyView,
            let member = PrivateViewMember.opened(by: index, in: tokens)
          {
            privateViewMembers.append(member)
          }
          let outside = current
          if pending != .none, parenDepth == pendingParenDepth {
            switch pending {
            case .type:
              guard var declaration = pendingType else { break }
              declaration.bodyStart = index
              declaration.bodyEnd = tokens.count - 1
              let parent = outside.typeIndex
              if types.isEmpty {
                types.reserveCapacity(4)
                outermostTypes.reserveCapacity(4)
              }
              outermostTypes.append(parent >= 0 ? outermostTypes[Int(parent)] : Int32(types.count))
              let isPreviewProvider = declaration.conformances.contains("PreviewProvider")
              types.append(declaration)
              scopes.append((.type(types.count - 1), outside))
              current = ScopeContext(
                typeIndex: Int32(types.count - 1), functionIndex: -1,
                isPreview: outside.isPreview || isPreviewProvider)
            case .function:
              if functions.isEmpty { functions.reserveCapacity(8) }
              functions.append(
                FunctionDeclaration(
                  name: pendingFunction.name, line: pendingFunction.line, bodyStart: index,
                  bodyEnd: tokens.count - 1))
              scopes.append((.function(functions.count - 1), outside))
              current.functionIndex = Int32(functions.count - 1)
            case .preview:
              scopes.append((.preview, outside))
              current.isPreview = true
            case .none:
              break
            }
            pending = .none
            pendingType = nil
          } else {
            scopes.append((.other, outside))
          }
        case UInt8(ascii: "}"):
          // A `}` at the declaration's own level ends a requirement with no
          // body (`func restore()` before a protocol's `}`); one inside its
          // parameters closes a default closure (`completion: @escaping
          // (Bool) -> Void = { _ in }`; CalorieCounter, hundred-and-seventh round).
          if pending == .function, parenDepth == pendingParenDepth { pending = .none }
          if let closed = scopes.popLast() {
            contextMayChange = true
            current = closed.outside
            switch closed.scope {
            case .type(let typeIndex): types[typeIndex].bodyEnd = index
            case .function(let functionIndex): functions[functionIndex].bodyEnd = index
            case .preview:
              // `#Preview(as: .systemSmall) { Widget() } timeline: { … }`: a
              // labelled trailing closure after it is the preview's too.
              if index + 3 < tokens.count, tokens[index + 1].kind == .identifier,
                tokens[index + 2].is(":"), tokens[index + 3].is("{")
              {
                pending = .preview
                pendingParenDepth = parenDepth
              }
            default: break
            }
          }
        case UInt8(ascii: ";"):
          if pending == .function { pending = .none }
        default: break
        }
        continue
      }
      switch kind {
      case .string:
        stringOffsets.append(index)
        continue
      case .attribute:
        let text = tokens[index].text
        if text == "Published" {
          words.insert(.broadcast)
        } else if text == "main" || text == "UIApplicationMain" || text == "NSApplicationMain" {
          words.insert(.entryPoint)
        } else if text == "objc" || text == "IBAction" {
          words.insert(.objCAttribute)
        }
        continue
      case .identifier:
        break
      default:
        continue
      }
      let keyword = tokens[index].keyword
      guard keyword != .none else { continue }
      // `Strings.ProfileOptions.Purchases.title`: a member named `Purchases`,
      // not RevenueCat's type (edx-app-ios, sixty-seventh round).
      if keyword == .purchases, index >= 2, tokens[index - 1].is("."),
        !tokens[index - 2].is("RevenueCat")
      {
        continue
      }
      words.formUnion(keyword.words)
      if pending == .function,
        keyword == .var || keyword == .let || keyword == .case || keyword == .typealias
      {
        pending = .none
      }
      if let declaration = typeDeclaration(at: index) {
        pending = .type
        pendingType = declaration
        pendingParenDepth = parenDepth
      } else if keyword == .func || keyword == .`init` || keyword == .deinit {
        let isDeclaration = keyword == .func || index == 0 || !tokens[index - 1].is(".")
        if isDeclaration, pending != .type {
          let name =
            keyword == .func && index + 1 < tokens.count
            ? tokens[index + 1].text : tokens[index].text
          pending = .function
          pendingFunction = (name, tokens[index].line)
          pendingParenDepth = parenDepth
        }
      } else if keyword == .typealias, scopes.isEmpty,
        let (alias, target) = Self.typeAlias(tokens, at: index)
      {
        typeAliases[alias] = target
      } else if keyword == .import, scopes.isEmpty {
        var next = index + 1
        while next < tokens.count, tokens[next].kind == .identifier,
          ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(
            tokens[next].text)
        {
          next += 1
        }
        if next < tokens.count, tokens[next].kind == .identifier {
          imports.insert(tokens[next].text)
        }
      }
    }
    contexts.count = tokens.count
    self.contexts = contexts
    self.stringOffsets = stringOffsets
    self.words = words
  }

  /// DEBUG, !DEBUG, a framework every Apple SDK has, or something else, from
  /// the tokens on the directive's line.
  private func conditionKind(after index: Int) -> Condition {
    let line = tokens[index].line
    var next = index + 1
    var sawDebug = false
    var negated = false
    var sawOr = false
    var sawAnd = false
    var alwaysImported = false
    while next < tokens.count, tokens[next].line == line, tokens[next].kind != .directive {
      let token = tokens[next]
      if token.is("DEBUG") {
        sawDebug = true
        negated = next > 0 && tokens[next - 1].is("!")
      }
      // `canImport(StoreKit)`: true for every Apple platform's SDK.
      if token.is("canImport"), next + 2 < tokens.count, tokens[next + 1].is("("),
        Self.everyAppleSDKHas.contains(tokens[next + 2].text)
      {
        alwaysImported = true
        negated = next > 0 && tokens[next - 1].is("!")
      }
      if token.is("||") { sawOr = true }
      if token.is("&&") { sawAnd = true }
      next += 1
    }
    if alwaysImported, !sawDebug, !sawOr, !sawAnd { return negated ? .never : .always }
    guard sawDebug, !sawOr else { return .other }
    return negated ? .release : .debug
  }

  /// Modules every Apple platform's SDK holds: `#else` of `#if canImport(…)`
  /// for one of them (a stub for Linux) is built by no app target.
  private static let everyAppleSDKHas: Set<String> = [
    "StoreKit", "Foundation", "Combine", "Darwin", "SwiftUI", "ObjectiveC", "CoreFoundation",
    "Dispatch", "os",
  ]

  private static let notTypeNames: Set<String> = [
    "func", "var", "let", "override", "final", "static", "subscript", "init", "private",
    "public", "internal", "fileprivate", "open", "required", "convenience", "case",
  ]

  /// The type declared at `index` (a `struct`/`class`/… keyword), if it is one.
  private func typeDeclaration(at index: Int) -> TypeDeclaration? {
    let token = tokens[index]
    switch token.keyword {
    case .struct, .class, .enum, .actor, .extension, .protocol: break
    default: return nil
    }
    guard index + 1 < tokens.count else { return nil }
    if index > 0, tokens[index - 1].is(".") { return nil }
    let nameToken = tokens[index + 1]
    guard nameToken.kind == .identifier, !Self.notTypeNames.contains(nameToken.text) else {
      return nil
    }
    var name = nameToken.text
    var next = index + 2
    while next + 1 < tokens.count, tokens[next].is("."), tokens[next + 1].kind == .identifier {
      name += "." + tokens[next + 1].text
      next += 2
    }
    var conformances: [String] = []
    var angleDepth = 0
    var sawColon = false
    while next < tokens.count, next < index + 200 {
      let current = tokens[next]
      if current.is("{") || current.is("where")
        || (current.kind == .punctuation && current.text == ";")
      {
        break
      }
      if current.kind == .punctuation {
        angleDepth += current.text.filter { $0 == "<" }.count
        angleDepth -= current.text.filter { $0 == ">" }.count
        if current.text == ":" && angleDepth == 0 { sawColon = true }
      } else if current.kind == .identifier, sawColon, angleDepth == 0 {
        if next + 1 < tokens.count, tokens[next + 1].is(".") {
          // Qualified name such as SwiftUI.View: keep the last component.
        } else {
          conformances.append(current.text)
        }
      }
      next += 1
    }
    return TypeDeclaration(
      kind: token.text, name: name, conformances: conformances, line: token.line, bodyStart: index,
      bodyEnd: index)
  }
  /// `typealias View = Module.ViewController` at `index`: the alias and its
  /// dotted target, when the target is a plain (possibly qualified) name —
  /// not generic, a function or a composition.
  static func typeAlias(_ tokens: UnsafeBufferPointer<SwiftToken>, at index: Int) -> (
    String, String
  )? {
    guard index + 3 < tokens.count, tokens[index + 1].kind == .identifier,
      tokens[index + 2].is("="), tokens[index + 3].kind == .identifier
    else { return nil }
    var target = tokens[index + 3].text
    var next = index + 4
    while next + 1 < tokens.count, tokens[next].is("."), tokens[next + 1].kind == .identifier {
      target += "." + tokens[next + 1].text
      next += 2
    }
    if next < tokens.count, tokens[next].line == tokens[index].line, !tokens[next].is(";") {
      return nil
    }
    return (tokens[index + 1].text, target)
  }
}
