/// What the controls in a paywall's scope do: whether one restores purchases,
/// and which legal documents they open.
///
/// A control is a `Button`, `Link`, `NavigationLink`, `Menu`, toolbar item,
/// context-menu or swipe action, alert action, a UIKit `UIAction`,
/// `UIBarButtonItem` or `#selector` target, the `OpenURLAction` handling a
/// Markdown link, an Eureka row's `onCellSelection`, an `@IBAction` or a method taking
/// the control used (`func purchaseButtonTapped(_ sender:)`), a custom
/// `…Button`/`…Link`, or a project view handed the action (`Footer(onRestore:
/// restore)`). Its span is its arguments and trailing closures.
struct RenderedControls {
  /// A control restores purchases.
  private(set) var restores = false
  /// A control opens the Terms of Use (EULA), or a store view shows the policies.
  private(set) var opensTerms = false
  /// A control opens the Privacy Policy, or a store view shows the policies.
  private(set) var opensPrivacy = false
  /// A control opens a link whose document the doctor cannot name (its label
  /// and URL come from data, e.g. remote config).
  private(set) var opensUnnamedLink = false
  /// The scope uses StoreKit's `SubscriptionStoreView`.
  private(set) var usesSubscriptionStoreView = false
  /// The address of a legal control that opens nothing of the app's: one
  /// with no scheme (`URL(string: "AS.Constants.termsOfUseURL")`, a
  /// constant's name in quotes) or on a placeholder host (`https://example.com/terms`).
  private(set) var brokenURL: String?

  /// Adds what the controls of a screen that renders this view do: a row
  /// that buys one product is judged with the screen listing it.
  mutating func include(_ host: RenderedControls) {
    restores = restores || host.restores
    opensTerms = opensTerms || host.opensTerms
    opensPrivacy = opensPrivacy || host.opensPrivacy
    opensUnnamedLink = opensUnnamedLink || host.opensUnnamedLink
    brokenURL = brokenURL ?? host.brokenURL
  }

  /// What every one of `all` does (a screen made in several places, each
  /// attaching its own toolbar, has what all of them hold); `nil` when `all` is empty.
  static func common(_ all: [RenderedControls]) -> RenderedControls? {
    guard var result = all.first else { return nil }
    for other in all.dropFirst() {
      result.restores = result.restores && other.restores
      result.opensTerms = result.opensTerms && other.opensTerms
      result.opensPrivacy = result.opensPrivacy && other.opensPrivacy
      result.opensUnnamedLink = result.opensUnnamedLink && other.opensUnnamedLink
      result.usesSubscriptionStoreView =
        result.usesSubscriptionStoreView && other.usesSubscriptionStoreView
      result.brokenURL = result.brokenURL ?? other.brokenURL
    }
    return result
  }

  private static let controlNames: Set<String> = [
    "Button", "Link", "NavigationLink", "Menu", "ToolbarItem", "ToolbarItemGroup", "toolbar",
    "contextMenu", "onTapGesture", "swipeActions", "confirmationDialog", "alert", "UIAction",
    "UIBarButtonItem", "UIAlertAction", "UIButton", "addTarget", "selector", "ShareLink",
    "onEnded", "subscribe", "bind", "drive", "addAction",
    // ActiveLabel's handlers of the links a label draws in its text
    // (`label.handleCustomTap(for: termsType) { … present(web, …) }`).
    "handleCustomTap", "handleURLTap",
    // The handler of the links a `Text` renders from Markdown
    // (`Text("[Restore](app://restore)").environment(\.openURL, OpenURLAction { … })`).
    "OpenURLAction",
    // Eureka's form rows (`<<< ButtonRow() { $0.title = "Restore" }
    // .onCellSelection { … }`; Pipe, hundred-and-sixth round).
    "onCellSelection",
  ]
  private static let presentationNames: Set<String> = [
    "sheet", "fullScreenCover", "popover", "navigationDestination", "safariView",
  ]

  /// One control being read: the evidence its span holds.
  private struct Record {
    var opens = false
    var terms = false
    var privacy = false
    /// The label or URL is a property of the view, which its caller sets
    /// (`Link(title, destination: url)` in a reusable link view).
    var usesOwnerProperty = false
    /// The control writes a URL naming neither document (`URL(string:
    /// "https://apps.apple.com/account/subscriptions")`): what it opens is known.
    var opensOtherURL = false
    /// The documents the URL literals the control writes name: when one
    /// names a document, the control opens only what its URLs name, whatever
    /// its label says ("Terms of Service and Privacy Policy" opening Apple's
    /// standard EULA opens no privacy policy; Shopping-List, fiftieth round).
    var urlTerms = false
    var urlPrivacy = false
    /// The control's URL is a literal with no scheme (`URL(string:
    /// "www.site.com/terms")`, `URL(string: "Constants.termsURL")`) or on a
    /// placeholder host (`https://yourwebsite.com/terms`): opening it shows
    /// none of the app's documents, whatever the label says.
    var brokenURL: String?
    /// The control's label says in words what it opens, and names neither
    /// document (`NavigationLink(…) { Row(content: "See current series list") }`):
    /// what it opens is known, not decided at run time.
    var namesOtherPlace = false
    /// The control names a constant holding a web address
    /// (`Manager.default.infoURL`), and the documents those addresses name.
    var opensConstant = false
    var constantTerms = false
    var constantPrivacy = false
    /// One of those addresses names both documents after its host.
    var constantNamesBoth = false
    /// The closure configuring a UIKit button (`lazy var termsButton:
    /// UIButton = { … }()`), whose title says what its target opens.
    var configuresButton = false
    /// The button-configuring closure enclosing this control (its
    /// `addTarget`), whose title says what this one opens.
    var parent: Int?

    /// Whether the control says what it opens, a document or another place.
    var saysWhatItOpens: Bool {
      terms || privacy || usesOwnerProperty || opensOtherURL || namesOtherPlace
    }
  }

  /// An open bracket: which record its span feeds, if any.
  private struct Bracket {
    var record: Int
    var callee: String
  }

  init(
    scope: PaywallScope, context: PaywallScope.Context, callables: PaywallCallables,
    localized: LocalizedLinks
  ) {
    let (presented, presentingOwnScreens) = Self.presentedStates(scope, context)
    var records: [Record] = []
    for segment in scope.segments {
      let source = context.sources[segment.source]
      let tokens = source.tokens
      let members = segment.owner.isEmpty ? TypeMembers() : context.members(of: segment.owner)
      var stack: [Bracket] = []
      var active: [Int] = []  // record indices of the controls enclosing the current token
      var lastClosed: Bracket?
      var lastClosedAt = -2
      // A `UIButton` subclass's controls open what its literal title names.
      let title = ButtonTitle.documents(of: segment.owner, context)
      if segment.isAction {
        records.append(Record(terms: title.terms, privacy: title.privacy))
        active.append(records.count - 1)
      }
      let baseActive = active.count
      for offset in segment.start...segment.end {
        let token = tokens[offset]
        if source.isExempt(offset) { continue }
        if token.kind == .punctuation, token.text == "(" || token.text == "{" || token.text == "[" {
          var callee = ""
          if offset > 0 {
            let previous = tokens[offset - 1]
            // `UIAlertAction.init(title: "Restore", …)`, as Swift 2 code
            // wrote it: the type's own call (Pings, hundred-and-fifteenth round).
            if previous.is("init"), offset >= 3, tokens[offset - 2].is("."),
              Self.controlNames.contains(tokens[offset - 3].text)
            {
              callee = tokens[offset - 3].text
            } else if previous.kind == .identifier || previous.kind == .directive {
              callee = previous.text
            } else if token.text == "{", let closed = lastClosed,
              lastClosedAt == offset - 1
                || (lastClosedAt == offset - 3 && previous.is(":"))
            {
              callee = closed.callee
              if closed.record >= 0 {
                stack.append(Bracket(record: closed.record, callee: callee))
                active.append(closed.record)
                continue
              }
            }
          }
          let configuresButton = token.text == "{" && Self.configuresButton(tokens, offset)
          let isControl =
            token.text != "["
            && (Self.controlNames.contains(callee) || callee.hasSuffix("Button")
              || callee.hasSuffix("Link") || context.isComposableView(callee)
              || token.text == "{" && Self.isActionHandedToView(source, offset, context)
              || token.text == "(" && Self.handsControlActions(tokens, offset)
              || token.text == "(" && Self.isRowHandler(callee, context)
                && tokens.closingBracket(of: offset, within: 400).map {
                  $0 + 1 < tokens.count && tokens[$0 + 1].is("{")
                } == true
              || token.text == "(" && offset >= 2 && !tokens[offset - 2].is(".")
                && Self.drawsControl(handedTo: members.byName[callee], context)
              || configuresButton)
          // A helper of the view drawing a control that opens the address it
          // is handed (`legalButton(title: "Terms of Use", url: termsURL)`
          // with `func legalButton(title:url:) -> some View { Button(title)
          // { openURL(url) } }`) opens, at each call, what that call names
          // (LevelUpFitness, seventy-eighth round).
          let opensHandedAddress =
            token.text == "(" && callee != "init"
            && (offset < 2 || !(tokens[offset - 2].is(".") || tokens[offset - 2].is("func")))
            && Self.opensHandedAddress(members.byName[callee], context, callables)
          if isControl || opensHandedAddress, active.count < 16 {
            var record = Record(
              opens: opensHandedAddress, terms: title.terms, privacy: title.privacy,
              configuresButton: configuresButton)
            record.parent = active.last { records[$0].configuresButton }
            if callee == "Link" || callee == "NavigationLink"
              // A view type named for a link (`PolicyLink`), not a method or
              // closure (`copyLink()`, copying an address; PitchMark,
              // hundred-and-ninth round).
              || (callee.hasSuffix("Link") && callee != "ShareLink"
                && callee.first?.isUppercase == true
                && (context.typesByName[callee] == nil || context.typeOpens(callee, callables)))
              || (context.isComposableView(callee) && context.typeOpens(callee, callables))
            {
              record.opens = true
              record.brokenURL = context.brokenURLOpened(byType: callee)
            }
            // `Text("Terms of Use").foregroundColor(.blue).onTapGesture { … }`:
            // the view the gesture is attached to is the control's label.
            if callee == "onTapGesture" || callee == "onLongPressGesture" {
              for literal in Self.receiverLiterals(tokens, before: offset - 1) {
                record.terms = record.terms || LegalDocument.namesTerms(literal)
                record.privacy = record.privacy || LegalDocument.namesPrivacy(literal)
              }
            }
            // `termsOfUseButton.rx.tap.asDriver().drive(onNext: { … })`: an
            // RxSwift binding runs on the button its chain starts from, whose
            // name says what it opens (Smart-Reader, eightieth round).
            if callee == "drive" || callee == "subscribe" || callee == "bind",
              let button = Self.rxControl(tokens, before: offset - 1)
            {
              record.terms = record.terms || LegalDocument.namesTerms(button)
              record.privacy = record.privacy || LegalDocument.namesPrivacy(button)
            }
            // `FirstLaunchPromptView()`, handed nothing, or a screen of the
            // app's own not named for a web page (`TemplateDetailView(template:
            // t)`, `as? UpdateServiceTableViewController`): its links are its
            // own (read with it when it is composed), not decided here
            // (PitchMark, Lynked; hundred-and-eighth and -ninth rounds). A web
            // page's screen (`WebViewVC(url: address)`) opens what it is handed.
            if context.isComposableView(callee),
              token.text == "(" && offset + 1 < tokens.count && tokens[offset + 1].is(")")
                || !Self.namesWebPage(callee)
            {
              record.namesOtherPlace = true
            }
            records.append(record)
            stack.append(Bracket(record: records.count - 1, callee: callee))
            active.append(records.count - 1)
          } else {
            stack.append(Bracket(record: -1, callee: callee))
          }
          continue
        }
        if token.kind == .punctuation, token.text == ")" || token.text == "}" || token.text == "]" {
          if let bracket = stack.popLast() {
            if bracket.record >= 0, active.count > baseActive { active.removeLast() }
            lastClosed = bracket
            lastClosedAt = offset
          }
          continue
        }
        switch token.kind {
        case .identifier:
          if token.text == "SubscriptionStoreView",
            Paywall.meansStoreKitView(
              source, declaredByApp: context.typesByName["SubscriptionStoreView"] != nil)
          {
            usesSubscriptionStoreView = true
          }
          if token.text == "policies" { noteStorePolicies(tokens, offset) }
          if Self.isLegalFooter(source, offset, context) {
            opensTerms = true
            opensPrivacy = true
          }
          // A policy destination shows both policy buttons (Apple: "if you set
          // a destination for at least one policy").
          if token.text == "subscriptionStorePolicyDestination", offset > 0,
            tokens[offset - 1].is(".")
          {
            opensTerms = true
            opensPrivacy = true
          }
          if let links = localized.markdownByConstant[token.text] {
            opensTerms = opensTerms || links.terms
            opensPrivacy = opensPrivacy || links.privacy
          }
          if token.text == "link" { noteAttributedLink(source, offset) }
          if token.text == "attributedText" { noteAttributedTextHelper(tokens, offset, context) }
          if offset + 1 < tokens.count, tokens[offset + 1].is("("),
            Self.makesLink(token.text)
          {
            noteLinkCall(tokens, offset)
          }
          if token.text == "restorePurchases", offset > 0, tokens[offset - 1].is("."),
            Self.isStoreButtonVisible(tokens, offset)
          {
            restores = true
          }
          guard !active.isEmpty else { continue }
          if !restores,
            callables.isRestoreCall(tokens, offset, inRoot: segment.owner == scope.rootName)
              || callables.isTypedRestoreCall(source, offset)
          {
            restores = true
          }
          let opens = callables.opens(
            tokens, offset, in: segment.owner.isEmpty ? nil : segment.owner)
          // `#selector(buttonTapped)`, a method whose only address has no scheme.
          if opens, let broken = callables.brokenURLOpened[token.text] {
            for record in active where records[record].brokenURL == nil {
              records[record].brokenURL = broken
            }
          }
          let name = token.text.hasPrefix("$") ? String(token.text.dropFirst()) : token.text
          let assigns =
            presented.contains(name) && offset + 1 < tokens.count
            && (tokens[offset + 1].is("=") || tokens[offset + 1].is("."))
          var terms = LegalDocument.namesTerms(token.text)
          var privacy = LegalDocument.namesPrivacy(token.text)
          // `#selector(tappedOnLabel(_:))` on a label whose ranges are links:
          // the handler's addresses name what it opens.
          if opens,
            let documents = callables.documentsOpenedByTap[token.text]
              ?? callables.documentsOpenedByAddress[token.text]
          {
            terms = terms || documents.terms
            privacy = privacy || documents.privacy
          }
          if opens, callables.opensOnlyOtherAddresses.contains(token.text) {
            for record in active { records[record].opensOtherURL = true }
          }
          // A label constant (`Button(TxtLocal.termsConditions)` holding
          // "Terms & Privacy Policy") names what its text names.
          if let label = localized.byLabel[name] {
            terms = terms || label.terms
            privacy = privacy || label.privacy
          }
          // `Button(action: openTerms)`: a method of the view that sets the
          // state a sheet presents opens what that state names.
          var setsPresented = false
          // Every state it sets presents a screen of the app's own
          // (`itemActions(for:)` setting `showsEditor`; TicketCollection).
          var setsOnlyOwnScreens = true
          if !assigns, !presented.isEmpty, offset == 0 || !tokens[offset - 1].is("."),
            let methods = members.byName[name]
          {
            for method in methods where !method.isProperty {
              for state in Self.presentedStates(set: method, presented, context) {
                setsPresented = true
                if !presentingOwnScreens.contains(state) { setsOnlyOwnScreens = false }
                terms = terms || LegalDocument.namesTerms(state)
                privacy = privacy || LegalDocument.namesPrivacy(state)
              }
            }
          }
          // `store.send(.termsTapped)`: an action case that names a document opens it.
          let dispatchesDocument =
            (terms || privacy) && PaywallCallables.isImplicitMember(tokens, offset)
          let isOwnerProperty =
            (offset == 0 || !tokens[offset - 1].is("."))
            && (members.byName[name]?.contains { $0.isProperty } ?? false)
          // `NavigationLink { SettingsView() } label: { Image(…) }`: a screen
          // of the app's own is a known place (its own links are read with it).
          let namesOwnScreen =
            !terms && !privacy && offset + 1 < tokens.count && tokens[offset + 1].is("(")
            && (offset == 0 || !tokens[offset - 1].is("."))
            // `NavigationLink(destination: EmptyView()) { EmptyView() }`, a
            // hidden link leading nowhere (VPNApp, hundred-and-eleventh round).
            && (context.isComposableView(name) || name == "EmptyView")
          // `URL(string: Manager.default.subscribeInfoURL)`: a constant's
          // address, here or in the method the control runs.
          let constant =
            localized.byConstant[name]
            ?? callables.namesReadByOpening[name].flatMap(localized.documents(amongConstants:))
          for record in active {
            if let constant {
              records[record].constantTerms = records[record].constantTerms || constant.terms
              records[record].constantPrivacy = records[record].constantPrivacy || constant.privacy
              records[record].opensConstant = true
              if localized.namingBoth.contains(name) { records[record].constantNamesBoth = true }
            }
            records[record].namesOtherPlace =
              records[record].namesOtherPlace || namesOwnScreen
              || assigns && presentingOwnScreens.contains(name)
              || setsPresented && setsOnlyOwnScreens
            records[record].usesOwnerProperty = records[record].usesOwnerProperty || isOwnerProperty
            records[record].opens =
              records[record].opens || opens || assigns || dispatchesDocument || setsPresented
            records[record].terms = records[record].terms || terms
            records[record].privacy = records[record].privacy || privacy
          }
        case .string:
          var markdown = LegalDocument.markdownLinks(in: token.text)
          if token.isInterpolated, token.text.contains("](") {
            // `"[\(label)](\(privacyPolicyURL))"`: the interpolations name the document.
            let named = Self.interpolatedDocuments(tokens, after: offset)
            markdown = (markdown.terms || named.terms, markdown.privacy || named.privacy)
          }
          let translated = localized.byKey[token.text]
          if markdown.terms || translated?.terms == true { opensTerms = true }
          if markdown.privacy || translated?.privacy == true { opensPrivacy = true }
          guard !active.isEmpty else { continue }
          if LegalDocument.opensNothing(tokens, offset) {
            for record in active where records[record].brokenURL == nil {
              records[record].brokenURL = token.text
            }
            continue
          }
          let isURL = token.text.hasPrefix("http")
          // An address names a document by its path, not its host: a policy
          // generator hosts the terms too (`freeprivacypolicy.com/live/<id>`
          // behind a "Terms" button; hidden-camera, seventy-seventh round).
          let named = isURL ? String(LegalDocument.pathAfterHost(token.text)) : token.text
          let terms = LegalDocument.namesTerms(named)
          let privacy = LegalDocument.namesPrivacy(named)
          let isLabel =
            !token.isInterpolated && !isURL && !terms && !privacy
            && token.text.contains(where: \.isLetter)
            && !token.text.contains(where: { $0 == "/" || $0 == ":" })
            && (!token.text.contains(".") || token.text.contains(" "))
            && translated == nil
            // "Legal" leads to the legal documents, which ones unsaid.
            && !token.text.lowercased().contains("legal")
          for record in active {
            records[record].namesOtherPlace = records[record].namesOtherPlace || isLabel
            records[record].terms = records[record].terms || terms
            records[record].privacy = records[record].privacy || privacy
            records[record].opens = records[record].opens || (isURL && (terms || privacy))
            records[record].opensOtherURL =
              records[record].opensOtherURL || (isURL && !terms && !privacy)
            records[record].urlTerms = records[record].urlTerms || (isURL && terms)
            records[record].urlPrivacy = records[record].urlPrivacy || (isURL && privacy)
          }
        default:
          break
        }
      }
    }
    for var record in records where record.opens || record.brokenURL != nil {
      // Its only address has no scheme: the tap opens nothing (Baby-Sleep,
      // seventy-fourth round).
      if let broken = record.brokenURL, !record.opensOtherURL, !record.urlTerms,
        !record.urlPrivacy, !record.opensConstant
      {
        if record.terms || record.privacy { brokenURL = brokenURL ?? broken }
        continue
      }
      guard record.opens else { continue }
      // A constant's one page holding both documents opens both, whatever
      // the control's label names ("Terms & Conditions").
      if record.constantNamesBoth, !record.urlTerms, !record.urlPrivacy {
        record.terms = true
        record.privacy = true
      }
      // A constant's address says what a control opens only when nothing
      // else in it does (a `privacyPolicyURL` on `termsfeed.com` is the policy).
      if record.opensConstant, !record.terms, !record.privacy, !record.opensOtherURL {
        record.terms = record.constantTerms
        record.privacy = record.constantPrivacy
        record.urlTerms = record.constantTerms
        record.urlPrivacy = record.constantPrivacy
        record.opensOtherURL = !record.constantTerms && !record.constantPrivacy
      }
      let namedByURL = record.urlTerms || record.urlPrivacy
      if record.terms, !namedByURL || record.urlTerms { opensTerms = true }
      if record.privacy, !namedByURL || record.urlPrivacy { opensPrivacy = true }
      // A button's `addTarget` inside the closure titling it ("Rate us")
      // opens what the title says.
      let said = record.saysWhatItOpens || record.parent.map { records[$0].saysWhatItOpens } == true
      if !said { opensUnnamedLink = true }
    }
  }

  /// Whether `callee` is a settings row's model of the app's own, whose
  /// trailing closure runs when the row is tapped (its arguments, the
  /// row's title, are the control's label) (`SettingsStaticOption(title:
  /// …, icon: …) { self.openSafari(url: self.getLegalUrl(type: .privacy)) }`;
  /// TrackMyCafe, hundred-and-thirteenth round).
  private static func isRowHandler(_ callee: String, _ context: PaywallScope.Context) -> Bool {
    callee.first?.isUppercase == true
      && ["Option", "Row", "Item", "RowModel", "CellModel"].contains(where: callee.hasSuffix)
      && context.typesByName[callee] != nil
  }

  /// Whether a view's name says it shows a web page or a document
  /// (`WebViewVC`, `SafariView`, `LegalInfoView`, `PolicyScreen`).
  private static func namesWebPage(_ name: String) -> Bool {
    IdentifierWords.of(name).contains { webPageWords.contains($0) }
  }

  private static let webPageWords: Set<String> = [
    "web", "webview", "safari", "browser", "url", "link", "links", "legal", "policy", "terms",
    "term", "privacy", "document", "eula", "agreement", "tos", "html", "pdf",
  ]

  /// The string literals of the expression a modifier at `modifier` is
  /// called on (`Text("利用規約").bold().font(.caption)` before
  /// `.onTapGesture`), back to where that expression starts.
  /// The control an RxSwift chain ending at `call` (the `.` before
  /// `drive`/`subscribe`/`bind`) starts from: `termsButton` of
  /// `termsButton.rx.tap.asDriver().drive`, when the chain passes `.rx.`.
  private static func rxControl(_ tokens: [SwiftToken], before call: Int) -> String? {
    var depth = 0
    var back = call - 1
    var passesRx = false
    while back >= 0, call - back < 32 {
      let token = tokens[back]
      if token.is(")") || token.is("]") {
        depth += 1
      } else if token.is("(") || token.is("[") {
        if depth == 0 { return nil }
        depth -= 1
      } else if depth == 0, token.kind == .identifier {
        if token.is("rx") { passesRx = true }
        if back == 0 || !tokens[back - 1].is(".") {
          return passesRx && !token.is("rx") ? token.text : nil
        }
      } else if depth == 0, !token.is(".") {
        return nil
      }
      back -= 1
    }
    return nil
  }

  private static func receiverLiterals(_ tokens: [SwiftToken], before modifier: Int) -> [String] {
    var literals: [String] = []
    var depth = 0
    var back = modifier - 1
    while back >= 0, modifier - back < 48 {
      let token = tokens[back]
      if token.is(")") || token.is("]") {
        depth += 1
      } else if token.is("(") || token.is("[") {
        if depth == 0 { break }
        depth -= 1
      } else if depth == 0,
        token.is("{") || token.is("}") || token.is(",") || token.is(";")
          || token.is("=") || token.is("return")
      {
        break
      } else if token.kind == .string {
        literals.append(token.text)
      }
      // A new statement at the chain's start: a name not after a `.`
      // (`Text` of `Text("…")`) ends it.
      if depth == 0, token.kind == .identifier, back > 0, !tokens[back - 1].is(".") { break }
      back -= 1
    }
    return literals
  }

  /// `lazy var termsButton: UIButton = { … }()`: the closure configuring a
  /// UIKit button (its `setTitle("Terms of Use", for: .normal)` and its
  /// `addTarget(…, action: #selector(termsTapped))`) is that control's span.
  private static func configuresButton(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    guard offset >= 3, tokens[offset - 1].is("="), tokens[offset - 3].is(":") else {
      return false
    }
    let type = tokens[offset - 2]
    return type.kind == .identifier && type.text.hasSuffix("Button")
  }

  /// `dialog.restore = { self.restore() }`, where `dialog` is a project view
  /// (`let dialog = PurchaseView(offer: offer)`, a `UIView` whose button calls
  /// Whether the call opening at `open` hands over a restore or legal
  /// action by label (`ViewState.IAP_RequiredBtn(privacy: self.onPrivacy,
  /// restore: self.onRestore, terms: self.onTerms)`, a table row's value
  /// whose cell's buttons call them; Knitting, fifty-fifth round).
  static func handsControlActions(_ tokens: [SwiftToken], _ open: Int) -> Bool {
    guard let close = tokens.closingBracket(of: open, within: 120) else { return false }
    var depth = 0
    for offset in open + 1..<close {
      let token = tokens[offset]
      if token.is("(") || token.is("[") || token.is("{") {
        depth += 1
      } else if token.is(")") || token.is("]") || token.is("}") {
        depth -= 1
      } else if depth == 0, token.kind == .identifier, tokens[offset + 1].is(":"),
        tokens[offset - 1].is("(") || tokens[offset - 1].is(","),
        tokens[offset + 2].kind == .identifier || tokens[offset + 2].is("self")
      {
        let label = token.text.lowercased()
        if ["restore", "terms", "privacy", "eula"].contains(where: label.contains) { return true }
      }
    }
    return false
  }

  /// `restore?()`): the closure handed to the view is its control's action.
  private static func isActionHandedToView(
    _ source: SwiftSource, _ offset: Int, _ context: PaywallScope.Context
  ) -> Bool {
    let tokens = source.tokens
    guard offset >= 4, tokens[offset - 1].is("="), tokens[offset - 2].kind == .identifier,
      tokens[offset - 3].is("."), tokens[offset - 4].kind == .identifier,
      let type = DeclaredType.local(tokens[offset - 4].text, before: offset, in: source)
        ?? DeclaredType.of(tokens[offset - 4].text, in: source)
    else { return false }
    // `legalView.restoreButtonClicked = { … }`: an SDK footer's button runs it.
    return context.isComposableView(type) || isLegalFooter(type, source, context)
  }

  /// The brackets of the parameter list of the method `method` (nil for a
  /// property).
  private static func parameterList(of method: CodeSegment, _ tokens: [SwiftToken]) -> (
    open: Int, close: Int
  )? {
    guard !method.isProperty,
      let open = (method.start..<min(method.end, method.start + 4)).first(where: {
        tokens[$0].is("(")
      }),
      let close = tokens.closingBracket(of: open, within: method.end - open)
    else { return nil }
    return (open, close)
  }

  /// Whether one of `methods` is a helper of the view that opens what it is
  /// handed (`func legalButton(title: String, url: URL?) -> some View {
  /// Button(title) { openURL(url) } }`): a call to it opens what its
  /// arguments name.
  private static func opensHandedAddress(
    _ methods: [CodeSegment]?, _ context: PaywallScope.Context, _ callables: PaywallCallables
  ) -> Bool {
    guard let methods else { return false }
    return methods.contains { method in
      let tokens = context.sources[method.source].tokens
      guard let (open, close) = parameterList(of: method, tokens) else { return false }
      // Its parameters' names (`title`, `url` in `(title: String, url: URL?)`).
      let parameters = Set(tokens.parameters(from: open, to: close).map(\.name))
      guard !parameters.isEmpty else { return false }
      // It draws a control, and a `Link` or an opener there is handed a
      // parameter (`openURL(url)`, `Link(title, destination: url)`).
      var drawsControl = false
      var opensParameter = false
      for offset in (close + 1)..<method.end where tokens[offset].kind == .identifier {
        let text = tokens[offset].text
        guard tokens[offset + 1].is("(") || tokens[offset + 1].is("{") else { continue }
        if text == "Button" || text == "Link" { drawsControl = true }
        guard text == "Link" || callables.isOpener(tokens, offset), tokens[offset + 1].is("("),
          let end = tokens.closingBracket(of: offset + 1, within: method.end - offset)
        else { continue }
        if (offset + 2..<end).contains(where: {
          tokens[$0].kind == .identifier && parameters.contains(tokens[$0].text)
            && !tokens[$0 - 1].is(".")
        }) {
          opensParameter = true
        }
      }
      return drawsControl && opensParameter
    }
  }

  /// Whether one of `methods` is a helper drawing a control whose action
  /// is a closure it is handed (`func actionCard(title:action:) -> some View
  /// { Button(action: action) { … } }`): a call to it is that control, its
  /// closure arguments the control's action (ios-worktime, sixty-ninth round).
  private static func drawsControl(
    handedTo methods: [CodeSegment]?, _ context: PaywallScope.Context
  ) -> Bool {
    guard let methods else { return false }
    return methods.contains { method in
      let tokens = context.sources[method.source].tokens
      guard let (open, close) = parameterList(of: method, tokens) else { return false }
      // The parameters whose type is a function (`action: @escaping () -> Void`).
      let closures = Set(tokens.parameters(from: open, to: close).filter(\.isFunction).map(\.name))
      guard !closures.isEmpty else { return false }
      var drawsControl = false
      var usesClosure = false
      for offset in (close + 1)...method.end where tokens[offset].kind == .identifier {
        let name = tokens[offset].text
        if offset > 0, tokens[offset - 1].is(".") { continue }
        if controlNames.contains(name) || name.hasSuffix("Button"),
          offset + 1 <= method.end, tokens[offset + 1].is("(") || tokens[offset + 1].is("{")
        {
          drawsControl = true
        } else if closures.contains(name) {
          usesClosure = true
        }
        if drawsControl && usesClosure { return true }
      }
      return false
    }
  }

  /// The documents named by the code of the interpolations of the string
  /// literal at `offset`, tokenised right after it on its line.
  private static func interpolatedDocuments(_ tokens: [SwiftToken], after offset: Int) -> (
    terms: Bool, privacy: Bool
  ) {
    var terms = false
    var privacy = false
    var next = offset + 1
    while next < tokens.count, next - offset < 32, tokens[next].line == tokens[offset].line {
      if tokens[next].kind == .identifier {
        terms = terms || LegalDocument.namesTerms(tokens[next].text)
        privacy = privacy || LegalDocument.namesPrivacy(tokens[next].text)
      }
      next += 1
    }
    return (terms, privacy)
  }

  /// `text.link = termsURL`, `attributes: [.link: privacyURL]`,
  /// `addAttribute(.link, value: "https://…/privacy", range: …)`: an attributed
  /// string a `Text` or text view renders as a tappable link.
  private mutating func noteAttributedLink(_ source: SwiftSource, _ offset: Int) {
    let tokens = source.tokens
    guard offset > 0, tokens[offset - 1].is("."), offset + 1 < tokens.count,
      tokens[offset + 1].is("=") || tokens[offset + 1].is(":") || tokens[offset + 1].is(",")
    else { return }
    for next in (offset + 2)..<min(tokens.count, offset + 12) {
      let token = tokens[next]
      guard token.kind == .identifier || token.kind == .string else { continue }
      if LegalDocument.namesTerms(token.text) { opensTerms = true }
      if LegalDocument.namesPrivacy(token.text) { opensPrivacy = true }
    }
    // `.link: scheme` for each `(text, scheme)` of a list the function
    // writes (`("Terms of Use", "termsOfUse://")`), on the range of that text
    // in the legal sentence: the function's literals name what becomes a
    // link (OnboardingApp, eightieth round).
    guard offset + 2 < tokens.count, tokens[offset + 2].kind == .identifier else { return }
    let function = Int(source.contexts[offset].functionIndex)
    guard function >= 0 else { return }
    let body = source.functions[function]
    let names = source.stringOffsets.lazy
      .filter { body.bodyStart < $0 && $0 < body.bodyEnd }
      .map { tokens[$0].text }
    // Only a function making ranges of text links (`range(of:)`, or the
    // whole of a localized legal sentence, `NSMakeRange(0, text.count)`;
    // MindAndBody, eighty-fifth round) says so.
    guard
      (body.bodyStart..<body.bodyEnd).contains(where: {
        $0 + 1 < tokens.count && tokens[$0 + 1].is("(")
          && (tokens[$0].is("range") || Self.coversWholeText(tokens, $0))
      })
    else { return }
    for text in names {
      if LegalDocument.namesTerms(text) { opensTerms = true }
      if LegalDocument.namesPrivacy(text) { opensPrivacy = true }
    }
  }

  /// Whether the range made at `offset` covers a whole text: from 0 to
  /// its count (`NSMakeRange(0, text.count)`, `NSMakeRange(0, count)`,
  /// `NSRange(location: 0, length: string.length)`).
  private static func coversWholeText(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    guard tokens[offset].is("NSMakeRange") || tokens[offset].is("NSRange"),
      let close = tokens.closingBracket(of: offset + 1, within: 16)
    else { return false }
    let arguments = tokens[(offset + 2)..<close]
    guard let zero = arguments.first(where: { $0.kind == .number }), zero.text == "0" else {
      return false
    }
    // `text.count`, or a local holding it (`let count = text.count`).
    return tokens[close - 1].is("count") || tokens[close - 1].is("length")
  }

  /// `textView.attributedText = Formatter.explanation(product: product)`:
  /// a helper type's method building the text, whose runs carry `.link`
  /// attributes (`append(string: "termsOfService".localized, attributes:
  /// [.link: termsURL])`), opens the documents its literals name (Sitly.nl,
  /// eighty-fifth round).
  private mutating func noteAttributedTextHelper(
    _ tokens: [SwiftToken], _ offset: Int, _ context: PaywallScope.Context
  ) {
    guard offset + 5 < tokens.count, tokens[offset + 1].is("="),
      tokens[offset + 2].kind == .identifier, tokens[offset + 3].is("."),
      tokens[offset + 4].kind == .identifier, tokens[offset + 5].is("("),
      context.typesByName[tokens[offset + 2].text] != nil
    else { return }
    let methods = context.members(of: tokens[offset + 2].text).byName[tokens[offset + 4].text]
    for method in methods ?? [] {
      let helper = context.sources[method.source].tokens
      guard
        (method.start..<method.end).contains(where: {
          helper[$0].is("link") && helper[$0 - 1].is(".") && helper[$0 + 1].is(":")
        })
      else { continue }
      for index in method.start...method.end where helper[index].kind == .string {
        if LegalDocument.namesTerms(helper[index].text) { opensTerms = true }
        if LegalDocument.namesPrivacy(helper[index].text) { opensPrivacy = true }
      }
    }
  }

  /// Whether a function's name says it turns text into a link
  /// (`setAsLink(textToFind:linkURL:)`, `makeHyperlink(from:url:)`,
  /// `addLink`): not SwiftUI's own link controls, read as controls.
  private static func makesLink(_ name: String) -> Bool {
    guard name != "Link", name != "NavigationLink", name != "ShareLink",
      name.first?.isLowercase == true
    else { return false }
    return name.lowercased().contains("link")
  }

  /// `string.setAsLink(textToFind: "Privacy Policy", linkURL: "https://…/privacy")`,
  /// `makeHyperlink(from: termsField, url: URL(string: "https://…/terms")!)`:
  /// text the screen renders becomes a link to the documents its arguments name.
  private mutating func noteLinkCall(_ tokens: [SwiftToken], _ offset: Int) {
    var depth = 0
    var next = offset + 1
    while next < tokens.count, next - offset < 48 {
      let token = tokens[next]
      if token.is("(") { depth += 1 }
      if token.is(")") {
        depth -= 1
        if depth == 0 { return }
      }
      if token.kind == .identifier || token.kind == .string {
        if LegalDocument.namesTerms(token.text) { opensTerms = true }
        if LegalDocument.namesPrivacy(token.text) { opensPrivacy = true }
      }
      next += 1
    }
  }

  /// Legal footer views of paywall SDKs, by the module declaring them: they
  /// draw a Terms of Use and a Privacy Policy button opening the URLs the app
  /// sets or the SDK's own documents (NeonSDK's `NeonLegalView`). Their
  /// restore button runs the closure the app hands them
  /// (`legalView.restoreButtonClicked = { … }`), read as a control's action.
  private static let legalFooterViews: [String: String] = ["NeonLegalView": "NeonSDK"]

  /// Whether the token at `offset` creates an SDK's legal footer view
  /// (`private let legalView = NeonLegalView()`) in a file importing the
  /// SDK, and the app declares no type of that name.
  private static func isLegalFooter(
    _ source: SwiftSource, _ offset: Int, _ context: PaywallScope.Context
  ) -> Bool {
    let tokens = source.tokens
    guard offset + 1 < tokens.count, tokens[offset + 1].is("(") else { return false }
    return isLegalFooter(tokens[offset].text, source, context)
  }

  /// Whether `type` is an SDK's legal footer view the file's imports bring
  /// in, and the app declares no type of that name.
  private static func isLegalFooter(
    _ type: String, _ source: SwiftSource, _ context: PaywallScope.Context
  ) -> Bool {
    guard let module = legalFooterViews[type], source.imports.contains(module) else {
      return false
    }
    return context.typesByName[type] == nil
  }

  /// `.storeButton(.visible, for: .policies)`: StoreKit's view shows both documents.
  private mutating func noteStorePolicies(_ tokens: [SwiftToken], _ offset: Int) {
    guard offset > 0, tokens[offset - 1].is("."), Self.isStoreButtonVisible(tokens, offset) else {
      return
    }
    opensTerms = true
    opensPrivacy = true
  }

  /// Whether the token at `offset` is an argument of `storeButton(.visible, for: …)`.
  private static func isStoreButtonVisible(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    var back = offset - 1
    var sawVisible = false
    while back >= 0, offset - back < 24 {
      let token = tokens[back]
      if token.is("visible") { sawVisible = true }
      if token.is("storeButton") { return sawVisible }
      if token.is(")") || token.is("{") || token.is("}") { return false }
      back -= 1
    }
    return false
  }

  /// The states of `presented` that the method `segment` sets (`showTerms = true`).
  private static func presentedStates(
    set segment: CodeSegment, _ presented: Set<String>, _ context: PaywallScope.Context
  ) -> [String] {
    let tokens = context.sources[segment.source].tokens
    var states: [String] = []
    var offset = segment.start
    while offset < segment.end, offset - segment.start < 400 {
      defer { offset += 1 }
      let token = tokens[offset]
      guard token.kind == .identifier, presented.contains(token.text),
        tokens[offset + 1].is("=") || tokens[offset + 1].is(".")
      else { continue }
      states.append(token.text)
    }
    return states
  }

  /// State names bound to a presentation (`.sheet(isPresented: $showTerms)`,
  /// `.sheet(item: $legalURL)`, a `Binding(get:set:)` reading one): setting
  /// one from a control presents a document.
  ///
  /// `ownScreens` holds the states every presentation of which shows one
  /// screen of the app's own not named for a web page or a document
  /// (`.fullScreenCover(isPresented: $showingSetup) { SetupVPNView() }`),
  /// or RevenueCatUI's paywall:
  /// a known place, whose own links are read with it (VPNApp,
  /// hundred-and-eleventh round).
  private static func presentedStates(_ scope: PaywallScope, _ context: PaywallScope.Context)
    -> (all: Set<String>, ownScreens: Set<String>)
  {
    var names = Set<String>()
    var ownScreens = Set<String>()
    var otherContent = Set<String>()
    let modifiers = context.presentingModifiers
    for segment in scope.segments {
      let tokens = context.sources[segment.source].tokens
      var offset = segment.start
      while offset < segment.end {
        defer { offset += 1 }
        guard tokens[offset].kind == .identifier,
          presentationNames.contains(tokens[offset].text)
            || modifiers.contains(tokens[offset].text) && offset > 0 && tokens[offset - 1].is("."),
          offset + 1 <= segment.end, tokens[offset + 1].is("(")
        else { continue }
        var inner = offset + 2
        var depth = 1
        var bound = Set<String>()
        while inner <= segment.end, depth > 0, inner - offset < 64 {
          let token = tokens[inner]
          if token.is("(") { depth += 1 }
          if token.is(")") { depth -= 1 }
          if token.kind == .identifier, token.text.hasPrefix("$"), token.text.count > 1 {
            names.insert(String(token.text.dropFirst()))
            bound.insert(String(token.text.dropFirst()))
            // `$viewModel.selectedURL`: the property at the chain's end is the state.
            var member = inner
            while member + 2 <= segment.end, tokens[member + 1].is("."),
              tokens[member + 2].kind == .identifier
            {
              member += 2
            }
            if member > inner { names.insert(tokens[member].text) }
          }
          // `.sheet(isPresented: Binding(get: { activeLegalURL != nil }, set: …))`:
          // the state the binding reads (Hero-Einbuergerungstest,
          // hundred-and-sixth round).
          if token.is("get"), inner + 3 <= segment.end, tokens[inner + 1].is(":"),
            tokens[inner + 2].is("{")
          {
            var read = inner + 3
            if read + 2 <= segment.end, tokens[read].is("self"), tokens[read + 1].is(".") {
              read += 2
            }
            if tokens[read].kind == .identifier { names.insert(tokens[read].text) }
          }
          inner += 1
        }
        // The content closure after the arguments: one own screen, called,
        // or RevenueCatUI's paywall (`PaywallView(displayCloseButton: true)`,
        // which shows the dashboard's own links; TicketCollection,
        // hundred-and-twelfth round).
        let content = inner + 1
        let showsOwnScreen =
          depth == 0 && content + 2 <= segment.end && tokens[inner].is("{")
          && tokens[content].kind == .identifier && tokens[content + 1].is("(")
          && (context.isComposableView(tokens[content].text)
            && !namesWebPage(tokens[content].text)
            || tokens[content].is("PaywallView") && context.typesByName["PaywallView"] == nil)
        if showsOwnScreen { ownScreens.formUnion(bound) } else { otherContent.formUnion(bound) }
      }
    }
    return (names, ownScreens.subtracting(otherContent))
  }
}
