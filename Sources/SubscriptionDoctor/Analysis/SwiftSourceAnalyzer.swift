/// One pass over a token stream that annotates each token with its context:
/// conditional compilation (`#if DEBUG`), previews, the enclosing type and function.
struct SwiftSourceAnalyzer {
  let tokens: [SwiftToken]
  var contexts: [TokenContext] = []
  var types: [TypeDeclaration] = []
  var functions: [FunctionDeclaration] = []
  var branchPaths: [[ConditionalBranch]] = Self.unconditional
  var imports: Set<String> = []
  /// For each type in `types`, the index of the outermost type enclosing it (itself at the top).
  var outermostTypes: [Int32] = []
  /// Indices of the string-literal tokens, for the rules that only read strings.
  var stringOffsets: [Int] = []
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

  private enum Condition { case debug, release, other }

  private struct ConditionalFrame {
    var group: Int
    var branch: Int
    var condition: Condition
    var firstCondition: Condition
  }

  private enum Scope {
    case type(Int)
    case function(Int)
    case preview
    case other
  }

  private enum Pending {
    case type(TypeDeclaration)
    case function(name: String, line: Int)
    case preview
  }

  /// The branch paths of a file without `#if`: one empty path, shared by every such file.
  private static let unconditional: [[ConditionalBranch]] = [[]]

  init(tokens: [SwiftToken]) {
    self.tokens = tokens
  }

  mutating func run() {
    // A local copy (one retain): the loop reads tokens while it mutates self,
    // and an immutable local lets it read each token without copying it.
    let tokens = self.tokens
    contexts.reserveCapacity(tokens.count)
    var frames: [ConditionalFrame] = []
    var groupCount = 0
    // Paths met so far beyond the empty one (index 0); built at the first `#if`.
    var branchPathIndex: [[ConditionalBranch]: Int32] = [:]
    var currentBranchPath: Int32 = 0
    var scopes: [Scope] = []
    var scopeContexts: [ScopeContext] = [ScopeContext()]
    var debugFrames = 0
    var releaseFrames = 0
    var pending: Pending?
    var pendingParenDepth = 0
    var parenDepth = 0
    var index = 0

    func updateBranchPath() {
      let path = frames.prefix(Self.maximumRecordedFrames).map {
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

    func count(_ condition: Condition, _ delta: Int) {
      Self.adjust(condition, delta, &debugFrames, &releaseFrames)
    }

    while index < tokens.count {
      let token = tokens[index]
      // Conditional compilation directives.
      if token.kind == .directive {
        switch token.text {
        case "if":
          groupCount += 1
          let condition = conditionKind(after: index)
          frames.append(
            ConditionalFrame(
              group: groupCount, branch: 0, condition: condition, firstCondition: condition))
          count(condition, +1)
          updateBranchPath()
        case "elseif":
          if var frame = frames.popLast() {
            count(frame.condition, -1)
            frame.branch += 1
            frame.condition = conditionKind(after: index)
            count(frame.condition, +1)
            frames.append(frame)
            updateBranchPath()
          }
        case "else":
          if var frame = frames.popLast() {
            count(frame.condition, -1)
            frame.branch += 1
            switch frame.firstCondition {
            case .debug: frame.condition = frame.branch == 1 ? .release : .other
            case .release: frame.condition = frame.branch == 1 ? .debug : .other
            case .other: frame.condition = .other
            }
            count(frame.condition, +1)
            frames.append(frame)
            updateBranchPath()
          }
        case "endif":
          if let frame = frames.popLast() { count(frame.condition, -1) }
          updateBranchPath()
        case "Preview":
          pending = .preview
          pendingParenDepth = parenDepth
        default: break
        }
      }

      var context = TokenContext()
      context.branchPathIndex = currentBranchPath
      context.isDebugOnly = debugFrames > 0
      context.isReleaseOnly = releaseFrames > 0
      let scopeContext = scopeContexts[scopeContexts.count - 1]
      context.typeIndex = scopeContext.typeIndex
      context.functionIndex = scopeContext.functionIndex
      context.isPreview = scopeContext.isPreview

      // Brackets and `;` are one-byte punctuation tokens: compared as bytes, not strings.
      let punctuation = token.punctuationByte
      if punctuation != 0 {
        switch punctuation {
        case UInt8(ascii: "("), UInt8(ascii: "["):
          parenDepth += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"):
          parenDepth = max(0, parenDepth - 1)
        case UInt8(ascii: "{"):
          if let current = pending, parenDepth == pendingParenDepth {
            switch current {
            case .type(var declaration):
              declaration.bodyStart = index
              declaration.bodyEnd = tokens.count - 1
              let parent = scopeContext.typeIndex
              outermostTypes.append(parent >= 0 ? outermostTypes[Int(parent)] : Int32(types.count))
              types.append(declaration)
              scopes.append(.type(types.count - 1))
              scopeContexts.append(
                ScopeContext(
                  typeIndex: Int32(types.count - 1), functionIndex: -1,
                  isPreview: scopeContext.isPreview
                    || declaration.conformances.contains("PreviewProvider")))
            case .function(let name, let line):
              functions.append(
                FunctionDeclaration(
                  name: name, line: line, bodyStart: index, bodyEnd: tokens.count - 1))
              scopes.append(.function(functions.count - 1))
              scopeContexts.append(
                ScopeContext(
                  typeIndex: scopeContext.typeIndex, functionIndex: Int32(functions.count - 1),
                  isPreview: scopeContext.isPreview))
            case .preview:
              scopes.append(.preview)
              var preview = scopeContext
              preview.isPreview = true
              scopeContexts.append(preview)
            }
            pending = nil
          } else {
            scopes.append(.other)
            scopeContexts.append(scopeContext)
          }
        case UInt8(ascii: "}"):
          if case .function = pending { pending = nil }
          if let scope = scopes.popLast() {
            scopeContexts.removeLast()
            switch scope {
            case .type(let typeIndex): types[typeIndex].bodyEnd = index
            case .function(let functionIndex): functions[functionIndex].bodyEnd = index
            default: break
            }
          }
        case UInt8(ascii: ";"):
          if case .function = pending { pending = nil }
        default: break
        }
      } else if token.kind == .identifier, token.keyword != .none {
        let keyword = token.keyword
        if case .function = pending,
          keyword == .var || keyword == .let || keyword == .case || keyword == .typealias
        {
          pending = nil
        }
        if let declaration = typeDeclaration(at: index) {
          pending = .type(declaration)
          pendingParenDepth = parenDepth
        } else if keyword == .func || keyword == .`init` || keyword == .deinit {
          let isDeclaration =
            keyword == .func || index == 0 || !tokens[index - 1].is(".")
          if isDeclaration, pendingIsNotType(pending) {
            let name =
              token.text == "func" && index + 1 < tokens.count ? tokens[index + 1].text : token.text
            pending = .function(name: name, line: token.line)
            pendingParenDepth = parenDepth
          }
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
      switch token.kind {
      case .string: stringOffsets.append(index)
      case .identifier: words.formUnion(token.keyword.words)
      case .attribute where token.text == "Published": words.insert(.broadcast)
      default: break
      }
      contexts.append(context)
      index += 1
    }
  }

  private static func adjust(
    _ condition: Condition, _ delta: Int, _ debug: inout Int, _ release: inout Int
  ) {
    switch condition {
    case .debug: debug += delta
    case .release: release += delta
    case .other: break
    }
  }

  private func pendingIsNotType(_ pending: Pending?) -> Bool {
    if case .type = pending { return false }
    return true
  }

  /// DEBUG, !DEBUG or something else, from the tokens on the directive's line.
  private func conditionKind(after index: Int) -> Condition {
    let line = tokens[index].line
    var next = index + 1
    var sawDebug = false
    var negated = false
    var sawOr = false
    while next < tokens.count, tokens[next].line == line, tokens[next].kind != .directive {
      let token = tokens[next]
      if token.is("DEBUG") {
        sawDebug = true
        negated = next > 0 && tokens[next - 1].is("!")
      }
      if token.is("||") { sawOr = true }
      next += 1
    }
    guard sawDebug, !sawOr else { return .other }
    return negated ? .release : .debug
  }

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
}
