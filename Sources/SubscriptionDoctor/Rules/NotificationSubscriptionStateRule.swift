/// `notification-subscription-state`: subscription state broadcast beside the
/// one owner — through NotificationCenter (posting or observing a notification
/// whose name speaks of premium, subscriptions, entitlements, purchases or
/// customer info, or declaring such a `Notification.Name`), a Combine subject
/// (`PassthroughSubject`/`CurrentValueSubject`) carrying it, or a `sink`/`assign`
/// chain that copies it into other objects.
///
/// An `ObservableObject` with `@Published var isPremium` is SwiftUI's standard
/// pattern before iOS 17 and never a warning; when every app target's
/// deployment target is iOS 17 or later (and macOS 14, tvOS 17, watchOS 10 for
/// a target that also builds for those) it gets one `note` suggesting `@Observable`.
struct NotificationSubscriptionStateRule: DoctorRule {
  var ids: [RuleID] { [.notificationSubscriptionState] }

  private static let stateWords = ["premium", "entitlement", "purchase", "customerinfo"]
  /// Words that are subscription state only about the app or its customer
  /// (`isUnlocked`, `hasPaid`, `paidUser`), not about something else
  /// (`unlockedAchievements`, `hasPaidForTrainer`).
  private static let weakStateWords: Set<String> = ["paid", "unlocked"]
  private static let weakStateSubjects: Set<String> = [
    "user", "users", "member", "customer", "status", "state", "version", "tier", "plan",
    "feature", "features", "access", "content", "app",
  ]
  /// A name with one of these words asks for a transient message
  /// (`toast.subscribed`: "Subscribed" shown after following a feed) or an
  /// activity indicator (`kSpinForPurchase`, `hideLoaderAfterPurchase`):
  /// presentation, not state.
  private static let presentationWords: Set<String> = [
    "toast", "banner", "snackbar", "hud", "spin", "unspin", "spinner", "loader", "loading",
    "indicator",
  ]
  /// Things a person follows rather than pays for, or pays another service
  /// for (`worshipMusicSubscriptionRequired`: Apple Music's): a subscription
  /// to one of them is a social or reading feature, not the app's purchase.
  private static let followedThings: Set<String> = [
    "music", "subreddit", "channel", "podcast", "feed", "topic", "newsletter", "calendar", "push",
    "notification", "notifications", "mailing", "rss", "community", "thread", "board", "tag",
    "show", "series", "author", "creator", "playlist", "room", "chat", "group", "stream",
    "socket", "query", "list", "post", "posts", "event", "events",
    // A live connection's channel (`realtimeIsSubscribed`: Supabase Realtime;
    // Bopito, seventy-fifth round).
    "realtime", "websocket", "pubsub", "mqtt",
  ]
  /// Whether the property declared after `offset` holds things a person
  /// follows, by its type (`var mySubscriptions: [ChannelSubscription]`).
  static func holdsFollowedThings(_ tokens: [SwiftToken], after offset: Int) -> Bool {
    guard let type = declaredType(tokens, after: offset) else { return false }
    return words(of: type).contains(where: followedAfter.contains)
  }

  /// The store's catalogue types: a property holding one (`@Published var
  /// premiumProduct: Product?`) holds what is for sale, not what is owned.
  private static let catalogueTypes: Set<String> = [
    "Product", "SKProduct", "StoreProduct", "Package", "Offering", "Offerings",
    "ApphudProduct", "AdaptyPaywallProduct", "AdaptyPaywall",
  ]

  /// Whether the property declared after `offset` holds store products or
  /// offerings, by its type (`Product?`, `[SKProduct]`, `StoreKit.Product`).
  static func holdsCatalogue(_ tokens: [SwiftToken], after offset: Int) -> Bool {
    declaredType(tokens, after: offset).map(catalogueTypes.contains) ?? false
  }

  /// Whether the property declared after `offset`, named for a purchase or
  /// for owning, holds a date, a text or an address (`purchaseDate: Date?`,
  /// `= Calendar.current.startOfDay(for: Date())`, `purchaseLink: String`,
  /// `ownedDate: Date`): when or where something was bought, which may be
  /// the app's own data (the day a car was bought, a wishlist item's shop
  /// link), not what the customer owns.
  static func holdsPurchaseRecord(_ tokens: [SwiftToken], after offset: Int, name: String)
    -> Bool
  {
    guard
      words(of: name).contains(where: {
        let word = $0.lowercased()
        return word.hasPrefix("purchase") || word == "owned"
      })
    else { return false }
    if let type = declaredType(tokens, after: offset) {
      return ["Date", "String", "URL"].contains(type) && !declaresCollection(tokens, after: offset)
    }
    var index = offset + 1
    while index + 1 < tokens.count, index - offset < 12, !tokens[index].is("=") {
      if tokens[index].is("{") { return false }
      index += 1
    }
    guard index + 1 < tokens.count, tokens[index].is("=") else { return false }
    return tokens[index + 1].is("Date") || tokens[index + 1].is("Calendar")
  }

  /// Whether the declaration after `offset` states a collection type
  /// (`var purchasedIDs: [String]`, `Set<String>`).
  private static func declaresCollection(_ tokens: [SwiftToken], after offset: Int) -> Bool {
    var index = offset + 1
    while index + 1 < tokens.count, index - offset < 12, !tokens[index].is(":") { index += 1 }
    guard index + 1 < tokens.count else { return false }
    return tokens[index + 1].is("[") || tokens[index + 1].is("Set")
      || tokens[index + 1].is("Array")
  }

  /// The app's enums of a purchase's phases: a case under way (`purchasing`,
  /// `inProgress`, `processing`, `loading`) beside a case before it or after
  /// a failure (`idle`, `failed`, `error(String)`).
  static func purchasePhaseEnums(in sources: [SwiftSource]) -> Set<String> {
    var found = Set<String>()
    for source in sources where source.role == .app {
      let tokens = source.tokens
      for type in source.types where type.kind == "enum" {
        var cases = Set<String>()
        for offset in type.bodyStart..<type.bodyEnd
        where tokens[offset].is("case") && source.enclosingType(offset)?.bodyStart == type.bodyStart
        {
          var name = offset + 1
          while name < type.bodyEnd, tokens[name].kind == .identifier {
            cases.insert(tokens[name].text.lowercased())
            // `case error(String), idle`: past the payload to the next name.
            var next = name + 1
            if tokens[next].is("(") {
              var depth = 0
              while next < type.bodyEnd {
                if tokens[next].is("(") { depth += 1 }
                if tokens[next].is(")") { depth -= 1 }
                next += 1
                if depth == 0 { break }
              }
            }
            guard next < type.bodyEnd, tokens[next].is(",") else { break }
            name = next + 1
          }
        }
        if !cases.isDisjoint(with: ["purchasing", "inprogress", "processing", "loading"]),
          !cases.isDisjoint(with: ["idle", "failed", "failure", "error"])
        {
          found.insert(type.name)
        }
      }
    }
    return found
  }

  /// Whether `type` in `source` touches the store: its file imports StoreKit
  /// or a purchase SDK, or its body reads a transaction
  /// (`purchaseDate = transaction.purchaseDate`).
  /// Whether a property's name is a bare lock (`isUnlocked`, `locked`),
  /// naming no premium, pro or purchase.
  static func namesContentLock(_ name: String) -> Bool {
    let words = IdentifierWords.of(name)
    return words == ["is", "unlocked"] || words == ["unlocked"] || words == ["is", "locked"]
      || words == ["locked"]
  }

  /// Whether a property's name is a bare `isPaid`/`paid`: an adjective that
  /// may describe what a screen lists (a paid event beside `isFree` in a
  /// feed's filter; Baccvs, eightieth round) as well as the customer
  /// (`hasPaid` says who paid, and is not one).
  static func namesPaidThing(_ name: String) -> Bool {
    let words = IdentifierWords.of(name)
    return words == ["is", "paid"] || words == ["paid"]
  }

  /// Whether a function handling a store purchase (it names a transaction,
  /// customer info, an entitlement or a verification, or buys a product or
  /// package) assigns `name` (`theme.isUnlocked = true` after
  /// `product.purchase()`), in a file importing a purchase SDK — not one
  /// spending coins earned in play.
  static func isSetByStoreCode(_ name: String, in sources: [SwiftSource]) -> Bool {
    sources.contains { source in
      guard source.role == .app,
        !source.imports.isDisjoint(with: ProjectIndex.storeModules)
          || source.words.contains(.purchasesSDK)
      else { return false }
      let tokens = source.tokens
      return tokens.indices.dropLast().contains { offset in
        guard tokens[offset].is(name), tokens[offset + 1].is("=") else { return false }
        let function = Int(source.contexts[offset].functionIndex)
        guard function >= 0 else { return true }
        let body = source.functions[function]
        return (body.bodyStart..<body.bodyEnd).contains { inner in
          let token = tokens[inner]
          guard token.kind == .identifier else { return false }
          let lowered = token.text.lowercased()
          if storeHandlingWords.contains(where: lowered.contains) { return true }
          return token.is("purchase") && inner >= 2 && tokens[inner - 1].is(".")
            && ["product", "package", "shared"].contains(tokens[inner - 2].text)
        }
      }
    }
  }

  private static let storeHandlingWords = [
    "transaction", "customerinfo", "entitlement", "verif", "purchaserinfo",
  ]

  static func touchesStore(_ source: SwiftSource, _ type: TypeDeclaration) -> Bool {
    if !source.imports.isDisjoint(with: ProjectIndex.storeModules)
      || source.words.contains(.purchasesSDK)
    {
      return true
    }
    return source.tokens[type.bodyStart..<type.bodyEnd].contains { token in
      token.kind == .identifier
        && (token.text.contains("Transaction") || token.text.contains("transaction"))
    }
  }

  /// The type named in the declaration after `offset` (`var name: [Type]`),
  /// its last dotted part (`StoreKit.Product` → `Product`); `nil` when the
  /// declaration states none.
  static func declaredType(_ tokens: [SwiftToken], after offset: Int) -> String? {
    var index = offset + 1
    while index + 1 < tokens.count, index - offset < 12, !tokens[index].is(":") {
      if tokens[index].is("=") || tokens[index].is("{") { return nil }
      index += 1
    }
    guard index + 1 < tokens.count, tokens[index].is(":") else { return nil }
    var type = index + 1
    while type < tokens.count, tokens[type].is("[") || tokens[type].is("(") { type += 1 }
    guard type < tokens.count, tokens[type].kind == .identifier else { return nil }
    while type + 2 < tokens.count, tokens[type + 1].is("."), tokens[type + 2].kind == .identifier {
      type += 2
    }
    return tokens[type].text
  }

  /// The type of the object the property declared after `offset` is set
  /// to (`@Published var purchaseManager = InAppPurchaseManager.shared`,
  /// `= StoreManager()`), or annotated with.
  /// Frameworks' types for a subscription to another company's service.
  static let otherServicesSubscriptions: Set<String> = [
    "MusicSubscription", "SKCloudServiceCapability",
  ]

  static func heldType(_ tokens: [SwiftToken], after offset: Int) -> String? {
    if let type = declaredType(tokens, after: offset) { return type }
    guard offset + 5 < tokens.count, tokens[offset + 1].is("var"), tokens[offset + 3].is("="),
      tokens[offset + 4].kind == .identifier,
      tokens[offset + 5].is(".") || tokens[offset + 5].is("(")
    else { return nil }
    return tokens[offset + 4].text
  }

  /// Whether a property's name says what the customer owns: `isPremium`,
  /// `hasPro`, `isEntitled`, `purchasedProductIDs`, `ownedProducts`.
  static func namesOwnership(_ name: String) -> Bool {
    let words = words(of: name).map { $0.lowercased() }
    guard let first = words.first,
      !words.contains(where: {
        [
          "checked", "check", "checking", "loading", "loaded", "purchasing", "resolved",
          "resolving",
          "ready", "fetched", "initial", "pending", "error",
        ].contains($0)
      })
    else { return false }
    if words.contains(where: { ["purchased", "owned", "entitlements"].contains($0) }) {
      return true
    }
    return ["is", "has"].contains(first)
      && words.dropFirst().contains {
        [
          "premium", "pro", "subscribed", "subscription", "entitled", "unlocked", "plus", "vip",
          "paid", "member",
        ].contains($0)
      }
  }

  /// Whether a type's name speaks of following something
  /// (`ChannelSubscription`, `PushSubscriptionManager`): no store's subscription.
  static func namesFollowedThing(_ name: String) -> Bool {
    words(of: name).contains { isFollowedThing($0.lowercased()) }
  }

  /// Whether `word` is a thing a person follows, singular or plural (`channels`).
  private static func isFollowedThing(_ word: String) -> Bool {
    followedThings.contains(word)
      || word.hasSuffix("s") && followedThings.contains(String(word.dropLast()))
  }

  /// Followed things that, after a subscription word, say what was followed.
  private static let followedAfter: Set<String> = [
    "channel", "channels", "topic", "topics", "feed", "feeds", "podcast", "podcasts",
    "subreddit", "subreddits", "newsletter", "newsletters", "calendar", "calendars",
    "community", "communities", "thread", "threads", "board", "boards", "tag", "tags", "room",
    "rooms", "author", "authors", "creator", "creators", "playlist", "playlists",
  ]

  /// Words after `subscriber` that make it the customer's state.
  private static let subscriberStates: Set<String> = [
    "status", "state", "info", "level", "tier", "changed", "updated", "update", "did", "type",
    "only", "count",
  ]
  /// Words that may follow `is pro` and keep it about the customer
  /// (`isProActive`, `isProMember`), beside `weakStateSubjects`: another word
  /// names something else (`isProMotionEnabled` is the display's ProMotion).
  private static let proStates: Set<String> = [
    "active", "unlocked", "enabled", "member", "members", "subscriber", "account", "mode",
    "purchased", "license", "licensed", "owner",
  ]
  /// A name starting with one of these asks for a screen (`OpenMyPurchases`,
  /// `showPremiumPaywall`): navigation, not state.
  /// The same after `is`, `should`… or as a flag's `-ing` form
  /// (`showingPremiumAlert`, `isPresentingPurchase`, `shouldShowSubscription`):
  /// whether a screen is up.
  private static let navigationVerbs: Set<String> = [
    "open", "show", "present", "navigate", "goto", "display", "opening", "showing",
    "presenting", "displaying",
    // The account's "Manage subscription" row (`canManageSubscription`).
    "manage",
    // A screen visited or being looked at (`visitPremiumNotification`, an
    // analytics event; `isViewingPro`, a tab's selection; Primal,
    // fifty-fourth round).
    "visit", "visiting", "visited", "viewing",
    // A tab selected (`switchToSubscriptionTab`; Growth, fifty-fifth round).
    "switch", "select",
  ]
  /// Whether a notification's name asks for a screen (`showPaywallForFeature`,
  /// `openSubscriptionScreen`) or a command, not for state.
  static func asksForScreen(_ name: String) -> Bool {
    let words = nameWords(of: name)
    guard words.count > 1 else { return false }
    if let verb = words.first(where: { !flagAuxiliaries.contains($0) }),
      navigationVerbs.contains(verb)
    {
      return true
    }
    return words.last.map(screenEndings.contains) == true || namesNoState(name)
  }

  /// Whether a name says it carries no state: a failure or a command
  /// (`IAPHelperFaildNotification`, `restorePurchasesNotification`).
  static func namesNoState(_ name: String) -> Bool {
    let words = words(of: name)
    return words.contains(where: failureWords.contains)
      || words.first.map(commandVerbs.contains) == true
      // `productForceDeactivateNotification`: something is made to happen
      // (JSTColorPicker, thirty-ninth round).
      || words.contains("force")
  }

  /// Whether `name` is a lock's state (`isUnlocked`, `appLocked`), naming
  /// nothing bought (`isPremiumUnlocked` is a purchase's).
  static func namesLockState(_ name: String) -> Bool {
    let lowered = name.lowercased()
    guard lowered.contains("unlock") || lowered.contains("locked") else { return false }
    return !["premium", "pro", "subscri", "purchase", "paid", "feature", "full", "plus"].contains {
      lowered.contains($0)
    }
  }

  /// Verbs that move between screens: before another word anywhere in a
  /// name (`…CloseAndOpenPreferences`) they make it a command.
  private static let movingVerbs: Set<String> = [
    "open", "close", "dismiss", "navigate", "goto", "present",
  ]

  /// Past forms of the navigation verbs (`didPresentedPaywall`, `paywallShown`).
  private static let shownWords: Set<String> = [
    "presented", "shown", "opened", "displayed", "showed",
  ]
  /// Last words saying whether something is on screen (`plansVisible`).
  private static let visibilityWords: Set<String> = [
    "visible", "hidden", "expanded", "collapsed", "animated",
  ]
  /// Words before a navigation verb that leave the name about a screen.
  private static let flagAuxiliaries: Set<String> = ["is", "should", "will", "can", "needs"]
  /// Last words naming an object that keeps or fetches state
  /// (`isStateKeeper`).
  private static let objectEndings: Set<String> = [
    "manager", "service", "helper", "handler", "controller", "provider", "client",
    "repository", "coordinator",
  ]

  /// A name ending in one of these is about a screen (`subscriptionNag`,
  /// `SubscriptionDismissed`, `premiumAlert`, `purchaseSheet`): the paywall or
  /// a message is asked for or went away — navigation. So is a customer's
  /// reach for what is locked (`premiumFeatureAccessed`, `proButtonTapped`):
  /// an event that asks for the paywall, whatever the customer owns.
  private static let screenEndings: Set<String> = [
    "nag", "paywall", "prompt", "dismiss", "dismissed", "closed", "alert", "sheet", "screen",
    "modal",
    "tab", "page",
    // A flow shown after buying (`showPostPurchaseProOnboarding`; spot,
    // sixty-ninth round).
    "onboarding", "tutorial", "walkthrough",
    "popup", "dialog", "overlay", "accessed", "tapped", "clicked", "pressed", "attempted",
    // A control shown or hidden (`removePurchaseButton`, Avalanche, fortieth round),
    // a text shown (`premiumPromptMessage`, AiFriendChat, forty-first round).
    "button", "buttons", "message",
    // An amount (`itemsWithoutPurchasePrice`, what a collector paid for a
    // figure; AppleWatchHome, forty-sixth round).
    "price", "prices", "cost", "costs", "amount", "amounts",
    // Money counted (`oneTimePurchaseCents`, `subscriptionRevenue` on a
    // creator's earnings dashboard; AMENAPP, sixty-ninth round).
    "cents", "revenue", "revenues", "earnings", "total", "totals",
    // A bought thing's details a form edits (`purchasePriceText`,
    // `purchaseLocation`; HobbyIQ, fifty-eighth round).
    "text", "location",
  ]
  /// Words after a subscription word that make the name an identifier
  /// (`userSubscriptionId`: a push service's subscription, a group's id), not
  /// what the customer owns — unless a state word comes first (`activeSubscriptionIds`).
  private static let identifierWords: Set<String> = ["id", "ids", "identifier", "token", "group"]
  private static let ownedWords: Set<String> = ["active", "current", "purchased", "owned"]
  /// A name with one of these words reports that something went wrong
  /// (`purchaseFailed`, `FailedPurchaseNotification`, `subscriptionError`,
  /// `purchaseCancelled`, `PurchaseReceiptInvalid`): an event an observer answers with an alert, not a
  /// copy of what the customer owns.
  private static let failureWords: Set<String> = [
    "fail", "failed", "fails", "failure", "error", "errored", "cancel", "cancelled", "canceled",
    "faild", "invalid", "rejected", "denied", "declined", "timeout", "timed",
    // Ask to Buy: a purchase waiting for a parent, nothing owned yet
    // (`.purchaseDeferred`; fifty-second round).
    "deferred", "pending",
  ]
  /// A purchase under way (`kPurchasingPremiumPlan` from `case .purchasing:`,
  /// a spinner's cue; Wicca2, fifty-third round), unless it is said to
  /// have ended (`kCompletePurchasingPremiumPlan`).
  /// So is a restore, a load or a check in flight (`isRestoringPurchase`,
  /// a Restore row's spinner; Serein, ninety-third round).
  private static let underWayWords: Set<String> = [
    "purchasing", "progress", "restoring", "loading", "fetching", "processing", "verifying",
    "validating", "refreshing", "checking",
    // A sync with the app's back end (`isSyncingEntitlement`; mushroomHunter,
    // hundred-and-thirteenth round).
    "syncing", "synchronizing", "updating", "uploading",
  ]
  /// A developer's switch standing in for a purchase (`emulatePurchase`, a
  /// dev build's "Emulate Purchase" toggle; unstoppable-wallet,
  /// ninety-second round; `isDebugPremiumEnabled` posting
  /// `debugPremiumStatusChanged`, BikeCollectionMemo, hundred-and-ninth
  /// round): a setting, not what the customer owns.
  private static let emulationWords: Set<String> = [
    "emulate", "emulated", "emulation", "simulate", "simulated", "simulation", "debug", "mock",
    "mocked", "fake",
  ]
  private static let endedWords: Set<String> = [
    "complete", "completed", "done", "finished", "finish", "success", "succeeded", "successful",
  ]
  /// What the store's catalogue is made of: its products and their prices.
  private static let catalogueNouns: Set<String> = [
    "products", "product", "price", "prices", "pricing",
    // What a subscription service offers (`SubscriptionServiceOptionsLoadedNotification`,
    // posted when the products arrive; Diet, hundred-and-eleventh round).
    "options", "plans", "offerings", "packages", "offers",
  ]
  /// What happens to the store's catalogue (`productsUpdated`, `productsLoaded`).
  private static let catalogueVerbs: Set<String> = [
    "updated", "loaded", "fetched", "received", "retrieved", "available", "list", "requested",
    "request", "response", "info",
  ]
  /// Verbs before a catalogue noun saying it arrived (`receiveProducts`).
  private static let receivingVerbs: Set<String> = [
    "receive", "received", "loaded", "fetched", "retrieved", "updated",
  ]
  /// What a paywall sells, before a list of it (`subscriptionOptions`).
  private static let saleNouns: Set<String> = [
    "subscription", "subscriptions", "premium", "pro", "iap", "store", "paywall",
  ]
  /// Lists of what is on sale, after a `saleNouns` word.
  private static let catalogueLists: Set<String> = [
    "options", "products", "packages", "offerings", "plans", "tiers",
  ]
  /// Words saying something is owned, which keep a catalogue name about state
  /// (`purchasedProductsUpdated`).
  private static let ownershipWords: Set<String> = [
    "purchased", "owned", "bought", "entitled", "unlocked", "active",
  ]
  /// Goods bought from or sold to other people (`itemPurchasedByBuyer`).
  private static let marketplaceWords: Set<String> = [
    "buyer", "buyers", "seller", "sellers", "order", "orders", "cart", "checkout", "listing",
    // A collector's own bought items (`portfolioPurchaseRecorded`; HobbyIQ,
    // fifty-eighth round).
    "portfolio", "inventory",
  ]
  /// Things a customer switches on or off whose names may hold a plan's word.
  private static let settingNouns: Set<String> = ["reminder", "reminders", "alarm", "alarms"]

  /// Consumables a purchase word may be about (`didPurchaseCredits`).
  private static let consumableWords: Set<String> = [
    "credit", "credits", "coin", "coins", "gem", "gems", "tokens", "points", "tip", "tips",
    "donation", "donations", "lives", "hints", "consumable", "consumables",
    // Points spent on rewards (`rewardPurchases`, Tipje, forty-third round).
    "reward", "rewards",
  ]
  /// A name starting with one of these asks for something to be done
  /// (`restorePurchases`: a button telling the store to restore), a command,
  /// not the state it ends in.
  /// Nouns of what a screen lists (rows, options, menu items).
  private static let listNouns: Set<String> = [
    "options", "rows", "cells", "sections", "menu", "tabs", "tiles",
  ]
  private static let commandVerbs: Set<String> = [
    "restore", "buy", "request", "fetch", "load", "start", "begin", "initiate", "perform",
    "trigger", "refresh", "sync", "reload",
  ]

  private static let addressWords: Set<String> = ["link", "deeplink", "url", "urls"]
  private static let selectionWords: Set<String> = ["selection", "selected", "selecting"]

  /// Whether a name speaks of subscription state. Subscription words count as
  /// whole words of the name (`subscriptionStatusChanged`, `isSubscribed`,
  /// `SUBSCRIBER_UPDATED`): the verb `subscribe` is not state — a podcast or
  /// channel app's `subscribeRequested` follows a show. `isPro` is the words
  /// `is pro` (never `isProcessing`); `paid` and `unlocked` count when they
  /// precede a word about the customer or the app, or end the name with no
  /// other subject before them (`isUnlocked`, not `vaultIsUnlocked`). A name
  /// reporting a failure or a cancel (`purchaseFailed`) is an event.
  static func isStateName(_ text: String) -> Bool {
    let words = nameWords(of: text)
    // An account's prompt (`loginRequiredForSubscription`, posted to ask
    // for a sign-in before buying; LightGallery, hundred-and-eleventh
    // round): navigation, not state.
    if words.count > 1, words.contains(where: accountWords.contains) { return false }
    if words.count > 1,
      let verb = words.first(where: { !flagAuxiliaries.contains($0) }),
      navigationVerbs.contains(verb)
    {
      return false
    }
    if words.count > 1, let last = words.last, screenEndings.contains(last) { return false }
    // Whether something is on screen (`subscriptionsShown`, the plan list's
    // cue to animate in; CV-Builder, hundred-and-fourteenth round): a view's
    // flag, not what the customer owns.
    if words.count > 1, let last = words.last,
      shownWords.contains(last) || visibilityWords.contains(last)
    {
      return false
    }
    // A command to go somewhere, anywhere in the name
    // (`subscriptionPageCloseAndOpenPreferences`): navigation, not state.
    if zip(words, words.dropFirst()).contains(where: { movingVerbs.contains($0.0) }) {
      return false
    }
    if words.count > 1, let first = words.first, commandVerbs.contains(first) { return false }
    // A request's answer, named after the request (`getSubscriptionLoginResponse`,
    // a networking layer posting each response under the name it was sent
    // with; Veqta, ninety-fifth round): the server's reply, not a copy of state.
    if words.count > 2, words.first == "get", words.last == "response" { return false }
    // A list a screen shows, named for whom it shows (`optionsSubscribed`, the
    // Settings rows a subscriber sees; AudioConverter, ninety-first round):
    // content, not what the customer owns.
    if words.count > 1, let first = words.first, listNouns.contains(first) { return false }
    // What is on sale (`subscriptionOptions`, `subscriptionProducts`: the
    // plans a paywall lists; SpeakApper.AI, hundred-and-fifteenth round),
    // not what is owned (`purchasedProducts`, `activePlans`).
    if words.count == 2, saleNouns.contains(words[0]), catalogueLists.contains(words[1]) {
      return false
    }
    // A screen shown, anywhere in the name (`premiumStoreDidPresentPaywallForUITests`,
    // `paywallShownForOnboarding`).
    if zip(words, words.dropFirst()).contains(where: {
      (navigationVerbs.contains($0) || shownWords.contains($0)) && screenEndings.contains($1)
        || screenEndings.contains($0) && shownWords.contains($1)
    }) {
      return false
    }
    if words.count > 1, words.contains(where: failureWords.contains) { return false }
    // A number of things bought or not yet bought (`unpurchasedCount`, a
    // shopping list's tab badge; threads, hundred-and-fifth round): a
    // quantity, not what the customer owns. Nor are things not bought yet
    // (`unpurchasedThreads`).
    if words.count > 1, words.last == "count" { return false }
    if words.contains(where: { $0.hasPrefix("unpurchase") }) { return false }
    if words.contains(where: underWayWords.contains), !words.contains(where: endedWords.contains) {
      return false
    }
    if words.count > 1, words.contains(where: emulationWords.contains) { return false }
    // Hosted content delivered (`purchaseDownloadingCompleted`, posted when a
    // purchase's `SKDownload` finishes; PodcastsApp, hundred-and-sixth
    // round): a download's progress, not what the customer owns.
    if words.count > 1, words.contains(where: { $0.hasPrefix("download") }) { return false }
    // A reminder's or an alarm's setting (`isDailyPremiumReminderEnabled`,
    // a premium-only notification switched on; Plantvia, ninety-eighth
    // round): a preference, not what the customer owns.
    if words.count > 1, words.contains(where: settingNouns.contains) { return false }
    // Consumables bought (`didPurchaseCredits`, `coinsPurchased`): a balance
    // to refetch, not what a subscriber owns.
    if words.count > 1, words.contains(where: consumableWords.contains) { return false }
    // The store's catalogue loaded (`PurchaseManagerProductsUpdatedNotification`,
    // tipski, forty-first round): which products exist, not what is owned.
    // So are its prices (`"Subscription Price Updated"`, posted when the
    // store's localized price arrives; Confirmed-iOS, hundred-and-first round).
    // Named verb first, too (`"ReceiveSubscriptionsProducts"`, posted when
    // the subscriptions' products arrive; Cash, hundred-and-tenth round).
    if words.indices.contains(where: { index in
      catalogueNouns.contains(words[index])
        && (index + 1 < words.count && catalogueVerbs.contains(words[index + 1])
          || words[..<index].contains(where: receivingVerbs.contains))
    }), !words.contains(where: ownershipWords.contains) {
      return false
    }
    // Goods changing hands (`kNotificationItemPurchasedByBuyer`, `orderPurchased`):
    // a marketplace's sale, not what the customer owns in the app
    // (Revolution, thirty-ninth round).
    if words.count > 1, words.contains(where: marketplaceWords.contains) { return false }
    if words.contains(where: presentationWords.contains) { return false }
    // A link or address (`subscriptionDeepLinkReceived`, the URL `onOpenURL`
    // relays; kinex-fit-ios, eighty-eighth round): routing, not state.
    if words.count > 1, words.contains(where: addressWords.contains) { return false }
    // A choice on screen (`hasSubscriptionSelection`, a list's selected row;
    // `selectedSubscription`, the plan a paywall highlights): nothing owned
    // (local-cloud-browser, eighty-eighth round).
    if words.count > 1, words.contains(where: selectionWords.contains) { return false }
    // A session's id or token (`SubscriptionServiceSessionIdSetNotification`,
    // a receipt server's session; 8dwaveApr15, eighty-eighth round): an
    // identifier handed on, not what the customer owns.
    if zip(words, words.dropFirst()).contains(where: {
      $0.0 == "session" && identifierWords.contains($0.1)
    }) {
      return false
    }
    let lowered = text.lowercased()
    if stateWords.contains(where: { lowered.contains($0) }) { return true }
    for (offset, word) in words.enumerated() {
      let next = offset + 1 < words.count ? words[offset + 1] : nil
      if word == "ispro"
        || (word == "pro" && offset > 0 && ["is", "has"].contains(words[offset - 1])
          && next.map { weakStateSubjects.contains($0) || proStates.contains($0) } ?? true)
        // Whose Pro it is, between (`isUserPro`, `isAccountPro`; FitWithFriends,
        // seventy-first round).
        || (word == "pro" && next == nil && offset > 1 && ["is", "has"].contains(words[offset - 2])
          && Self.proOwners.contains(words[offset - 1]))
      {
        return true
      }
      if weakStateWords.contains(word), next.map(weakStateSubjects.contains) ?? true,
        next != nil || Self.isAboutCustomer(words[..<offset])
      {
        return true
      }
      let previous = offset > 0 ? words[offset - 1] : nil
      // A subscription to a community, a feed or a show is no purchase
      // (`SubredditSubscriptionDidChange`, `podcastSubscribed`).
      // What is subscribed to may come first, before `is` (`realtimeIsSubscribed`).
      if let previous, Self.isFollowedThing(previous) { continue }
      if word == "subscribed", words[..<offset].contains(where: Self.isFollowedThing) { continue }
      // …and so is one to the things named after it (`subscribedChannels`,
      // `subscribedMessageChannelIds`, `subscriptionTopics`; not
      // `subscriptionStream`, `subscriptionEvents`, which may carry the state itself).
      if words[(offset + 1)...].contains(where: Self.followedAfter.contains) { continue }
      if word.hasPrefix("subscription"), let next, identifierWords.contains(next),
        !words[..<offset].contains(where: ownedWords.contains)
      {
        continue
      }
      if word.hasPrefix("subscription") || word == "subscribed" { return true }
      // Combine's subscriber (`pauseSubscriber`, a subject of player
      // events) is no customer: only `isSubscriber`, `subscriberStatus`,
      // `SUBSCRIBER_UPDATED` are.
      if word.hasPrefix("subscriber"),
        previous.map(["is", "has", "was", "became", "paid", "active"].contains) == true
          || next.map(subscriberStates.contains) == true
      {
        return true
      }
    }
    return false
  }

  /// Who may be Pro, named between `is` and `Pro` (`isUserPro`).
  private static let proOwners: Set<String> = ["user", "account", "customer", "member", "player"]

  /// Words between a subject and `paid`/`unlocked` that say nothing of whose
  /// state it is (`isUnlocked`, `alreadyPaid`, `appIsUnlocked`).
  private static let auxiliaryWords: Set<String> = [
    "is", "has", "have", "was", "were", "are", "did", "be", "been", "already", "just", "ever",
    "never", "now", "fully", "not",
  ]
  /// Subjects that make a trailing `unlocked`/`paid` the app's or the customer's.
  private static let customerSubjects: Set<String> = [
    "pro", "full", "all", "everything", "payment", "invoice", "order",
  ]

  /// Whether a type's name says it holds feature flags or remote
  /// configuration (`FeatureFlags`, `RemoteConfigStore`, `AppToggles`).
  static func namesFlagStore(_ name: String) -> Bool {
    let words = IdentifierWords.of(name)
    return words.contains { $0 == "flag" || $0 == "flags" || $0 == "toggles" }
      || zip(words, words.dropFirst()).contains { $0 == "remote" && $1.hasPrefix("config") }
  }

  /// Whether the words before a trailing `paid`/`unlocked` leave it about the
  /// app or the customer: no subject (`isUnlocked`, `hasPaid`) or one of
  /// theirs (`appIsUnlocked`, `featuresUnlocked`, `isProUnlocked`). Another
  /// subject is that thing's state: `vaultIsUnlocked` (an encrypted vault),
  /// `levelUnlocked`; a payment is the customer's (`PaymentPaid`).
  private static func isAboutCustomer(_ words: ArraySlice<String>) -> Bool {
    guard let subject = words.last(where: { !auxiliaryWords.contains($0) }) else { return true }
    return weakStateSubjects.contains(subject) || customerSubjects.contains(subject)
  }

  /// The lowercased words of a camel-case or snake-case name.
  private static func words(of text: String) -> [String] { IdentifierWords.of(text) }

  /// The words of a notification's name without the word saying it is one
  /// (`ShowSubscriptionControllerNotification` is `show subscription
  /// controller`): what comes last decides what it is about.
  private static func nameWords(of text: String) -> [String] {
    var words = words(of: text)
    while words.count > 1, let last = words.last, ["notification", "notif", "name"].contains(last) {
      words.removeLast()
    }
    return words
  }

  /// Words of signing in.
  private static let accountWords: Set<String> = [
    "login", "logon", "signin", "signup", "authentication", "reauthenticate",
  ]

  func check(_ index: ProjectIndex) -> [Finding] {
    // A project of the folder that sells nothing through the store (a
    // licence-key Lite app beside the App Store app) has nothing to report.
    let found = findings(index).filter { index.sellsThroughStore(file: $0.file) }
    // Nor has an app selling only consumables: its purchase notifications
    // report a balance topped up (WooriyoER, sixty-ninth round), and what
    // its objects publish (`purchasedIdentifiers` filled from
    // `Transaction.currentEntitlements`, which lists no consumable) is no
    // subscription state (Tagup, ninety-eighth round).
    guard !found.isEmpty, Self.sellsOnlyConsumables(index) else { return found }
    return []
  }

  /// Parts of a product id that name something the customer keeps.
  private static let keptProductWords: Set<String> = [
    "unlock", "full", "lifetime", "premium", "pro", "plus", "vip", "ads", "noads", "adfree",
    "subscription", "sub", "month", "monthly", "year", "yearly", "annual", "week", "weekly",
  ]

  /// Whether every product the app names is a consumable: the product ids
  /// its code names all say so (`com.app.coins.100`) or are quantities of
  /// one unit (`com.wooriyo.wooriyo.5pin` … `30pin`), no `.storekit` file
  /// lists anything else, and no purchase SDK sells what its dashboard holds.
  static func sellsOnlyConsumables(_ index: ProjectIndex) -> Bool {
    guard
      !index.swiftSources.contains(where: { $0.role == .app && $0.words.contains(.purchasesSDK) })
    else { return false }
    let ids = Set(ProductIDLiteral.find(in: index.swiftSources).map(\.id))
    guard !ids.isEmpty,
      ids.allSatisfy(Paywall.namesConsumableID) || Paywall.isQuantityFamily(ids)
        || ids.allSatisfy({ id in
          Paywall.namesConsumableID(id)
            || Self.constantNames(holding: id, in: index.swiftSources).contains {
              Paywall.namesConsumableID(IdentifierWords.of($0).joined(separator: "_").lowercased())
            }
        }),
      // `ski.tip.full.unlock.1` is an unlock, whatever else it says.
      !ids.contains(where: { id in
        id.lowercased().split(whereSeparator: { !$0.isLetter }).contains {
          keptProductWords.contains(String($0))
        }
      })
    else { return false }
    let catalog = Paywall.StoreKitCatalog(index: index)
    return catalog.renewingIDs.isEmpty && catalog.oneTimeIDs.isSubset(of: catalog.consumableIDs)
  }

  /// The names of the constants app code assigns `id` to (`static let
  /// PileOfCoins = "trumppunch.pileoc"`): what an abbreviated id stands for
  /// (TrumpPunch, hundred-and-first round).
  private static func constantNames(holding id: String, in sources: [SwiftSource]) -> [String] {
    var names: [String] = []
    for source in sources where source.role == .app {
      let tokens = source.tokens
      for offset in source.stringOffsets
      where offset >= 3 && tokens[offset].text == id && tokens[offset - 1].is("=")
        && tokens[offset - 2].kind == .identifier
        && (tokens[offset - 3].keyword == .let || tokens[offset - 3].keyword == .var)
      {
        names.append(tokens[offset - 2].text)
      }
    }
    return names
  }

  private func findings(_ index: ProjectIndex) -> [Finding] {
    // Without the store there is no subscription state: `paid` is a card payment.
    guard index.sellsThroughStore else { return [] }
    var findings: [Finding] = []
    // The outermost type holding each finding: code in a type no app code
    // uses (a second store manager nobody creates) never runs.
    var holders: [String?] = []
    // The function holding each finding when only a call by name runs it:
    // code in a function nothing running calls (`PurchaseManager.buy(productID:with:)`
    // no screen calls; FawnChat, fifty-third round) never broadcasts.
    var functions: [String?] = []
    var callGraph: UncalledFunctions.Context?
    // The name each `Notification.Name` declaration finding declares (by
    // finding): one nothing posts or observes broadcasts nothing.
    var declaredNames: [Int: String] = [:]
    // The name each observation finding observes (by finding): an app's own
    // name nothing posts broadcasts nothing.
    var observedNames: [Int: String] = [:]
    // Observations naming the notification by a literal, by finding.
    var observedLiterals: [Int: String] = [:]
    let suggestsObservable = Self.allowsObservation(index)
    // `Type.case` for the cases of app enums not named for state (`Learn.Item`'s
    // `purchases` page), gathered at the first subject.
    var selectionCasesOnce: Set<String>?
    func selectionCases() -> Set<String> {
      if let selectionCasesOnce { return selectionCasesOnce }
      var cases = Set<String>()
      for source in index.swiftSources where source.role == .app {
        let tokens = source.tokens
        for type in source.types where type.kind == "enum" && !Self.isStateName(type.name) {
          for offset in type.bodyStart..<type.bodyEnd
          where tokens[offset].is("case") && tokens[offset + 1].kind == .identifier
            && source.enclosingType(offset)?.bodyStart == type.bodyStart
          {
            // `case purchases, policy, terms`: every name of the list.
            var name = offset + 1
            while name < type.bodyEnd, tokens[name].kind == .identifier {
              cases.insert(type.name + "." + tokens[name].text)
              guard tokens[name + 1].is(",") else { break }
              name += 2
            }
          }
        }
      }
      selectionCasesOnce = cases
      return cases
    }
    // App enums of a purchase's phases, gathered at the first published state.
    var phaseEnumsOnce: Set<String>?
    func phaseEnums() -> Set<String> {
      if let phaseEnumsOnce { return phaseEnumsOnce }
      let found = Self.purchasePhaseEnums(in: index.swiftSources)
      phaseEnumsOnce = found
      return found
    }
    // Whether store code sets a lock's name, asked once per name.
    var storeSetsByName: [String: Bool] = [:]
    func storeCodeSets(_ name: String) -> Bool {
      if let known = storeSetsByName[name] { return known }
      let sets = Self.isSetByStoreCode(name, in: index.swiftSources)
      storeSetsByName[name] = sets
      return sets
    }
    var projectClasses = Set<String>()
    for source in index.swiftSources where source.role == .app {
      for type in source.types where type.kind == "class" || type.kind == "actor" {
        projectClasses.insert(type.name)
      }
    }
    // The app's own methods on `NotificationCenter` (`createAndPost(title:
    // message:)` posting an alert's model; PDF-Archive-Viewer, sixtieth
    // round): what they post is judged inside them, not by their arguments.
    var helpers = Set<String>()
    for source in index.swiftSources where source.role == .app {
      for type in source.types where type.kind == "extension" && type.name == "NotificationCenter" {
        for function in source.functions
        where type.bodyStart < function.bodyStart && function.bodyEnd <= type.bodyEnd {
          helpers.insert(function.name)
        }
      }
    }
    // Overloads of NotificationCenter's own API (`addObserver(for:)`) post
    // and observe as it does.
    helpers.subtract(["post", "addObserver", "removeObserver", "publisher", "notifications"])
    // An app that locks itself with Face ID (`LAContext` in its settings):
    // an `isUnlocked` anywhere in it may be the lock's (fax, sixty-sixth round).
    // Whether the app tracks the customer's other subscriptions, asked at
    // the first name that could be about them.
    var tracker = TrackedSubscriptions.Answer()
    let appLocksWithBiometrics = index.swiftSources.contains {
      $0.role == .app && $0.imports.contains("LocalAuthentication")
    }
    // The app files declaring each function name, gathered at the first
    // selector whose handler its observer's file does not declare.
    var declaringFilesOnce: [String: [Int]]?
    func handlerFiles(_ name: String) -> [Int]? {
      if declaringFilesOnce == nil {
        var files: [String: [Int]] = [:]
        for (number, source) in index.swiftSources.enumerated() where source.role == .app {
          for function in source.functions where files[function.name]?.last != number {
            files[function.name, default: []].append(number)
          }
        }
        declaringFilesOnce = files
      }
      return declaringFilesOnce?[name]
    }
    for source in index.swiftSources where source.role == .app && source.words.contains(.broadcast)
    {
      var reportedLines = Set<Int>()
      var hintedTypes = Set<Int32>()
      // The `static` tokens of reported `Notification.Name` declarations.
      var reportedDeclarations = Set<Int>()
      // `NotificationCenter` tokens reported as broadcasts: the
      // `Notification.Name("…")` argument of the same `post(` on the next
      // line is the same broadcast.
      var reportedBroadcasts = Set<Int>()
      let tokens = source.tokens
      func report(
        _ offset: Int, _ message: String, severity: Severity? = nil, fix: String? = nil,
        name: String
      ) {
        guard !(appLocksWithBiometrics && Self.namesLockState(name)) else { return }
        // A tracker's own model named in a name (`subscriptionAdded`): the
        // tracked list, not what the customer owns of the app.
        if TrackedSubscriptions.namesTrackedItem(name), tracker.isTracker(index) { return }
        // A developer's debug screen (`DebugPurchaseViewController`) never
        // ships to customers, as the paywall rules say.
        if let holder = source.outermostType(offset)?.name, PaywallRules.isDeveloperScreen(holder) {
          return
        }
        // A test double shipped in a module (`PremiumClientMock`, a TCA
        // client's preview and test value) broadcasts nothing customers see.
        if TestDouble.encloses(source, offset) { return }
        guard reportedLines.insert(tokens[offset].line).inserted else { return }
        findings.append(
          Finding(
            rule: .notificationSubscriptionState, severity: severity, file: source.path,
            line: tokens[offset].line, message: message, fix: fix))
        holders.append(source.outermostType(offset)?.name)
        let function =
          Self.closureProperty(holding: offset, in: source, index.swiftSources)
          ?? UncalledFunctions.holdingFunction(
            source, offset, context: &callGraph, in: index.swiftSources)
        functions.append(function)
      }
      // The one other app file declaring a handler of the name, if one does.
      func handlerFile(_ name: String) -> [SwiftToken]? {
        let declaring = (handlerFiles(name) ?? []).filter {
          index.swiftSources[$0].path != source.path
        }
        return declaring.count == 1 ? index.swiftSources[declaring[0]].tokens : nil
      }
      // The end of a cue's call (`isCueOnly`): the name it observes
      // (`name: Notification.Name.premiumChanged`) is part of the cue.
      var cueEnd = -1
      for offset in tokens.indices where !source.isExempt(offset) && offset > cueEnd {
        let token = tokens[offset]
        guard token.kind == .identifier || token.kind == .attribute else { continue }
        if token.is("NotificationCenter")
          || (token.is("Name") && offset > 1 && tokens[offset - 2].is("Notification"))
        {
          // `static let x =` on one line and `Notification.Name("x")` on the
          // next, or a computed `static var x: Notification.Name { return
          // Notification.Name("x") }`, is the declaration reported at
          // `static`, not a broadcast.
          if reportedDeclarations.contains(where: { offset > $0 && offset - $0 <= 16 }) {
            continue
          }
          if token.is("Name"),
            reportedBroadcasts.contains(where: { offset > $0 && offset - $0 <= 12 })
          {
            continue
          }
          // Removing an observer stops a copy; it makes none.
          if Self.removesObserver(tokens, offset) { continue }
          // A type annotation (`@objc func purchaseSuccess(nofi:
          // NotificationCenter)`, an observer's handler) broadcasts nothing
          // (DPkbsOkeyDokey, sixty-sixth round).
          // (Not `case .purchased: NotificationCenter.default.post(…)`.)
          if token.is("NotificationCenter"), offset > 0, offset + 1 < tokens.count,
            tokens[offset - 1].is(":") || tokens[offset - 1].is("->"),
            !tokens[offset + 1].is(".")
          {
            continue
          }
          if token.is("NotificationCenter"), offset + 4 < tokens.count, tokens[offset + 1].is("."),
            tokens[offset + 2].is("default"), tokens[offset + 3].is("."),
            helpers.contains(tokens[offset + 4].text)
          {
            continue
          }
          // A notification taken only as a cue (`publisher(for: …)…sink {
          // [weak self] _ in self?.refresh() }`) copies nothing: the handler
          // asks the owner.
          if Self.isCueOnly(tokens, offset, elsewhere: handlerFile) {
            if offset + 5 < tokens.count, tokens[offset + 5].is("(") {
              cueEnd = tokens.closingBracket(of: offset + 5, within: 200) ?? offset
            }
            continue
          }
          if let name = stateWord(tokens, from: offset, followingCall: true),
            !Self.postsFailure(source, offset)
          {
            let count = findings.count
            report(
              offset, "Subscription state (\(name)) is broadcast with NotificationCenter.",
              name: name)
            if findings.count > count, token.is("NotificationCenter") {
              reportedBroadcasts.insert(offset)
            }
            // `let purchaseSuccessfulNotification = Notification.Name("…")`:
            // a constant, judged like a declared name (nothing posts it: no broadcast).
            if findings.count > count, token.is("Name"), offset >= 5, tokens[offset - 3].is("="),
              tokens[offset - 5].is("let") || tokens[offset - 5].is("var"),
              tokens[offset - 4].kind == .identifier
            {
              declaredNames[count] = tokens[offset - 4].text
            } else if findings.count > count, Self.observes(tokens, offset) {
              observedNames[count] = name
              // `notifications(named: NSNotification.Name("SubscriptionStatusChanged"))`.
              var probe = offset
              while probe + 2 < tokens.count, probe - offset < 16, !tokens[probe].is("{") {
                if tokens[probe].is("Name"), tokens[probe + 1].is("("),
                  tokens[probe + 2].kind == .string, tokens[probe + 2].text == name
                {
                  observedLiterals[count] = name
                  break
                }
                probe += 1
              }
            }
          }
        } else if token.is("PassthroughSubject") || token.is("CurrentValueSubject") {
          if !Self.carriesIdentifier(tokens, offset), !Self.carriesNestedNoState(tokens, offset),
            !Self.carriesCatalogue(tokens, offset),
            let name = stateWord(tokens, from: offset, cases: selectionCases())
          {
            report(
              offset, "Subscription state (\(name)) is broadcast with a Combine \(token.text).",
              name: name)
          }
        } else if (token.is("sink") || token.is("assign")) && offset > 0
          && tokens[offset - 1].is("."),
          !(token.is("sink")
            && (Self.ignoresValue(tokens, offset) || Self.decidesOnValue(tokens, offset)
              || Self.handsValueToIgnoringMethod(source, offset))),
          !Self.carriesNoState(tokens, offset)
        {
          if let name = stateWord(tokens, from: offset) {
            report(
              offset,
              "Subscription state (\(name)) is copied through a Combine .\(token.text) chain.",
              name: name)
          }
        } else if token.is("onReceive"), let handler = Self.onReceiveHandler(tokens, offset),
          let name = Self.stateCopied(tokens, handler)
        {
          // `.onReceive(store.subscriptionStatusPublisher) { isPremium = $0 }`:
          // a view's own copy of the state, as a `.sink` makes (Pulse,
          // eighty-third round). A handler reacting to an event (`if
          // isSubscribed { finishOnboarding() }`) copies nothing.
          report(
            offset, "Subscription state (\(name)) is copied through a SwiftUI .onReceive handler.",
            name: name)
        } else if token.is("static"), extendsNotificationName(source, offset),
          let name = declaredName(tokens, after: offset), Self.isStateName(name)
        {
          reportedDeclarations.insert(offset)
          let count = findings.count
          report(
            offset, "Notification name \(name) broadcasts subscription state.", name: name)
          if findings.count > count { declaredNames[count] = name }
        } else if suggestsObservable, token.kind == .attribute, token.text == "Published",
          let name = declaredName(tokens, after: offset), Self.isStateName(name),
          !Self.holdsFollowedThings(tokens, after: offset),
          !Self.holdsCatalogue(tokens, after: offset),
          // A published reference to another of the app's objects (the store
          // manager itself) is a dependency, not what the customer owns.
          !(Self.heldType(tokens, after: offset).map(projectClasses.contains) ?? false),
          // MusicKit's `MusicSubscription` is the customer's Apple Music
          // membership, nothing the app sells (CassoFlow, seventy-third round).
          !(Self.heldType(tokens, after: offset).map(Self.otherServicesSubscriptions.contains)
            ?? false),
          let type = source.enclosingType(offset), type.conformances.contains("ObservableObject"),
          // A purchase date or link in a type that never touches the store
          // is the app's own data (the day the user bought their car;
          // FuelTrackr, seventy-fourth round; a wishlist item's shop link and
          // the day it was owned, WeItems, seventy-sixth round).
          !Self.holdsPurchaseRecord(tokens, after: offset, name: name)
            || Self.touchesStore(source, type),
          // A purchase's progress (`@Published var purchaseState: PurchaseState
          // = .idle`, `case idle, purchasing, success, error(String)`): what
          // a spinner and an alert show, not what is owned (InOrario,
          // seventy-sixth round).
          !(Self.declaredType(tokens, after: offset).map(phaseEnums().contains) ?? false),
          // A feature flag (`AMENFeatureFlags.entitlementEnforcementEnabled`,
          // a remote kill switch) configures the app, it is nothing owned.
          !Self.namesFlagStore(type.name),
          // A content item's lock (`@Published var isUnlocked` on a theme
          // bought with coins earned in play) that no store code sets is the
          // item's, not what the customer owns (21Reflex, seventy-eighth round).
          // So is a bare `isPaid` (a listed event's, beside `isFree`).
          !((Self.namesContentLock(name) || Self.namesPaidThing(name))
            && !Self.touchesStore(source, type) && !storeCodeSets(name)),
          hintedTypes.insert(source.contexts[offset].typeIndex).inserted
        {
          // The targets building this file (an app at 18.6, not the widget
          // at 17.6 that builds other files of its synchronized folder;
          // bulkup, seventy-second round).
          let minimum = index.minimumIOSDeploymentTarget
          let target =
            (index.iOSDeploymentTarget(ofFile: source.path, appMinimum: minimum) ?? minimum)
            .map(StoreKitDriftRule.format) ?? "17"
          // Name what the customer owns (`isEntitled`) over a flag about
          // getting there (`hasCheckedForEntitlements`, `purchaseInFlight`),
          // when the type publishes both.
          var chosen = (offset: offset, name: name)
          if !Self.namesOwnership(name) {
            for other in type.bodyStart..<type.bodyEnd
            where tokens[other].kind == .attribute && tokens[other].text == "Published"
              && source.contexts[other].typeIndex == source.contexts[offset].typeIndex
            {
              if let otherName = declaredName(tokens, after: other), Self.namesOwnership(otherName)
              {
                chosen = (other, otherName)
                break
              }
            }
          }
          let reason =
            minimum == nil
            ? "every platform it builds for has Observation (macOS 14, tvOS 17, watchOS 10 and later), so"
            : "with iOS \(target) as the deployment target (Observation needs 17)"
          report(
            chosen.offset,
            "\(type.name) publishes \(chosen.name) as an ObservableObject; \(reason) it can be @Observable.",
            severity: .note,
            fix:
              "Mark \(type.name) @Observable instead of ObservableObject, drop @Published, and let views read \(chosen.name) directly.",
            name: chosen.name)
        }
      }
    }
    let unused = UnusedTypes.find(among: Set(holders.compactMap { $0 }), in: index)
    let unposted = Self.unpostedNames(Set(declaredNames.values), in: index)
    let unpostedLiterals = Self.unpostedLiterals(Set(observedLiterals.values), in: index)
    let neverRun = UncalledFunctions.calledOnlyFromExemptCode(
      among: Set(functions.compactMap { $0 }), in: index.swiftSources)
    guard !unused.isEmpty || !unposted.isEmpty || !unpostedLiterals.isEmpty || !neverRun.isEmpty
    else { return findings }
    return findings.indices.filter { position in
      holders[position].map(unused.contains) != true
        && functions[position].map(neverRun.contains) != true
        && declaredNames[position].map(unposted.contains) != true
        && observedNames[position].map(unposted.contains) != true
        && observedLiterals[position].map(unpostedLiterals.contains) != true
    }.map { findings[$0] }
  }

  /// The closure property whose value, written at `offset`, is a closure
  /// handed by label when the client is made: a Composable Architecture
  /// dependency client's `Self(setIsPremiumUser: { … post … })` for `var
  /// setIsPremiumUser: @Sendable (Bool) -> Void`, in `liveValue` or a
  /// `static func live(store:)`. Its body runs only when app code calls the
  /// property by name (Yomikikase's runs only from a test; seventy-sixth
  /// round). Only a label the app declares as a property of function type:
  /// a `Button(action: { … })` runs when tapped.
  private static func closureProperty(
    holding offset: Int, in source: SwiftSource, _ sources: [SwiftSource]
  ) -> String? {
    let tokens = source.tokens
    var depth = 0
    var open = offset - 1
    while open > 0, offset - open < 400 {
      if tokens[open].is("}") { depth += 1 }
      if tokens[open].is("{") {
        if depth == 0 { break }
        depth -= 1
      }
      open -= 1
    }
    guard open > 2, tokens[open].is("{"), tokens[open - 1].is(":"),
      tokens[open - 2].kind == .identifier,
      tokens[open - 3].is("(") || tokens[open - 3].is(",")
    else { return nil }
    let label = tokens[open - 2].text
    return declaresFunctionProperty(label, in: sources) ? label : nil
  }

  /// Whether app code declares `name` as a stored property of function type
  /// (`var setIsPremiumUser: @Sendable (Bool) -> Void`).
  private static func declaresFunctionProperty(_ name: String, in sources: [SwiftSource]) -> Bool {
    sources.contains { source in
      guard source.role == .app else { return false }
      let tokens = source.tokens
      return tokens.indices.contains { offset in
        guard offset > 0, offset + 2 < tokens.count, tokens[offset].is(name),
          tokens[offset - 1].is("var") || tokens[offset - 1].is("let"),
          tokens[offset + 1].is(":")
        else { return false }
        var next = offset + 2
        while next < tokens.count, next - offset < 24, tokens[next].line == tokens[offset].line {
          if tokens[next].is("->") { return true }
          if tokens[next].is("=") || tokens[next].is("{") { return false }
          next += 1
        }
        return false
      }
    }
  }

  /// Whether the `NotificationCenter` at `offset` starts an observation
  /// (`addObserver`, `publisher(for:)`, `notifications(named:)`, `observe`).
  static func observes(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    tokens[(offset + 1)..<min(tokens.count, offset + 6)].contains {
      $0.is("addObserver") || $0.is("publisher") || $0.is("notifications") || $0.is("observe")
    }
  }

  /// Whether the name at `offset` is an argument of an observation
  /// (`addObserver(…, name: .x, …)`, `publisher(for: .x)`), not of a post or
  /// of anything else (a helper that may post it).
  private static func isObserved(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    var index = offset - 1
    while index >= 0, offset - index < 40 {
      let token = tokens[index]
      if token.is("{") || token.is("}") || token.is(";") || token.is("post") { return false }
      if token.is("addObserver") || token.is("publisher") || token.is("notifications")
        || token.is("removeObserver") || token.is("observe")
      {
        return true
      }
      index -= 1
    }
    return false
  }

  /// Those of `names` (declared `Notification.Name`s) that no app code
  /// names outside their declarations and observations: a template's
  /// leftover, or a name observed that nothing posts (CleanSwipe, thirty-seventh
  /// round), broadcasts nothing. A name passed anywhere else (a post, a
  /// helper that may post it) counts as posted. (Posting and observing go through
  /// `NotificationCenter`, `Notification` or `NSNotification`: only files
  /// naming one are read.)
  /// A post only inside a type no app code uses (a tutorial's `IAPHelper`
  /// compiled beside the app's own store, posting `.IAPHelperPurchaseNotification`;
  /// MooCastlePP2, seventy-first round) posts nothing.
  /// So does a post only inside functions no running code reaches
  /// (`deliverPurchaseSuccessNotificationFor(identifier:)`, whose one call is
  /// commented out; Serviline, ninety-ninth round).
  private static func unpostedNames(_ names: Set<String>, in index: ProjectIndex) -> Set<String> {
    guard !names.isEmpty else { return [] }
    // Each name's posting types (an extension of the app's own type counts
    // as that type); "" for code outside the app's types.
    var posters: [String: Set<String>] = [:]
    // Each name's posting functions, when only calls by name run them; ""
    // for a post elsewhere.
    var postingFunctions: [String: Set<String>] = [:]
    for source in index.swiftSources where source.role == .app && source.words.contains(.broadcast)
    {
      let tokens = source.tokens
      for offset in tokens.indices.dropFirst()
      where tokens[offset].kind == .identifier && names.contains(tokens[offset].text)
        && !tokens[offset - 1].is("let") && !tokens[offset - 1].is("var")
        && !isObserved(tokens, offset)
        // A test double's post, or one made only when a value is the double,
        // broadcasts nothing in what ships (purrplexed, ninety-first round).
        && !TestDouble.encloses(source, offset) && !TestDouble.insideCastToDouble(tokens, offset)
      {
        var poster = ""
        if let type = source.outermostType(offset) {
          if type.kind != "extension" {
            poster = type.name
          } else {
            if index.declaredTypes.contains(type.name) { poster = type.name }
          }
        }
        posters[tokens[offset].text, default: []].insert(poster)
        let function = UncalledFunctions.functionCalledOnlyByName(
          holding: offset, in: source, projectTypes: index.declaredTypes)
        postingFunctions[tokens[offset].text, default: []].insert(function?.name ?? "")
      }
    }
    let types = Set(posters.values.joined()).subtracting([""])
    let unused = types.isEmpty ? [] : UnusedTypes.find(among: types, in: index)
    let functions = Set(postingFunctions.values.joined()).subtracting([""])
    let neverReached =
      functions.isEmpty
      ? [] : UncalledFunctions.neverReached(among: functions, in: index.swiftSources)
    return names.filter { name in
      (posters[name].map { $0.isSubset(of: unused) } ?? true)
        || (postingFunctions[name].map { $0.isSubset(of: neverReached) } ?? true)
    }
  }

  /// Those of `literals` (names an observation writes inline,
  /// `NSNotification.Name("SubscriptionStatusChanged")`) that no app code
  /// writes other than to observe them: nothing posts them, so nothing is
  /// broadcast (meal.advisor.ios, ninetieth round). A literal written
  /// anywhere else (a post, a constant, a helper's argument) counts as posted.
  private static func unpostedLiterals(_ literals: Set<String>, in index: ProjectIndex)
    -> Set<String>
  {
    guard !literals.isEmpty else { return [] }
    var posted = Set<String>()
    for source in index.swiftSources where source.role == .app {
      let tokens = source.tokens
      for offset in source.stringOffsets
      where literals.contains(tokens[offset].text) && !isObserved(tokens, offset) {
        posted.insert(tokens[offset].text)
      }
    }
    return literals.subtracting(posted)
  }

  /// The first version of each platform with Observation (`@Observable`),
  /// by the deployment-target setting and the `SUPPORTED_PLATFORMS`/`SDKROOT`
  /// names that bring the platform in.
  private static let observationPlatforms: [(setting: String, names: [String], version: Double)] =
    [
      ("MACOSX_DEPLOYMENT_TARGET", ["macosx"], 14),
      ("TVOS_DEPLOYMENT_TARGET", ["appletvos", "appletvsimulator"], 17),
      ("WATCHOS_DEPLOYMENT_TARGET", ["watchos", "watchsimulator"], 10),
    ]

  /// Whether every app target can use `@Observable` on every platform it
  /// builds for: iOS 17 or later everywhere, and a multiplatform target that
  /// also builds for macOS (`SUPPORTED_PLATFORMS = "iphoneos … macosx"`) from
  /// macOS 14 (tvOS 17, watchOS 10). A target that still supports macOS 13
  /// cannot adopt it, so suggesting it would be wrong. An app with no iOS
  /// target (a macOS menu-bar app) needs every target on a platform from
  /// its first version with Observation (CoolClockPresence, eighty-eighth round).
  static func allowsObservation(_ index: ProjectIndex) -> Bool {
    let iOS = index.minimumIOSDeploymentTarget
    if let iOS, iOS < 17 { return false }
    var everyTargetKnown = iOS != nil
    for entry in index.appTargetConfigurations() {
      let settings = entry.settings
      func value(_ name: String) -> String? {
        settings.values[name].map { settings.expand($0.value).value }
      }
      let platforms = ((value("SUPPORTED_PLATFORMS") ?? "") + " " + (value("SDKROOT") ?? ""))
        .split(separator: " ").map(String.init)
      var known = false
      for platform in observationPlatforms
      where platform.names.contains(where: platforms.contains) {
        guard let version = value(platform.setting).flatMap(Double.init),
          version >= platform.version
        else { return false }
        known = true
      }
      // Without an iOS deployment target, a target building for iOS or for
      // no platform the doctor can read may run where Observation is missing.
      if iOS == nil {
        if !known || platforms.contains(where: { $0.hasPrefix("iphone") }) { return false }
        everyTargetKnown = true
      }
    }
    return everyTargetKnown
  }

  /// Whether the token at `offset` belongs to a `removeObserver` call
  /// (`NotificationCenter.default.removeObserver(self, name: Notification.Name("…"))`):
  /// the call on its line, before it or just after it.
  static func removesObserver(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    let line = tokens[offset].line
    var index = offset
    while index > 0, offset - index < 24, tokens[index - 1].line == line { index -= 1 }
    while index < tokens.count, index - offset <= 4, tokens[index].line == line {
      if tokens[index].is("removeObserver") { return true }
      index += 1
    }
    return false
  }

  /// Words of a posted payload that report a failure, not what the customer owns.
  private static let failurePayloadWords = failureWords.union(["disabled", "unavailable"])

  /// Whether the statement at `offset` posts a failure on a channel that
  /// elsewhere carries state (`post(name: didUpdatePurchaseStatus, …,
  /// userInfo: ["status": AlertType.failed(error)])`, `object: "failure"`),
  /// or a sentence for an alert (`object: "There's no subscription to
  /// restore"`), or posts from a function named for failing (`func
  /// fail(transaction:)`): an event its observers answer with an alert,
  /// nothing the customer owns.
  static func postsFailure(_ source: SwiftSource, _ offset: Int) -> Bool {
    let function = source.contexts[offset].functionIndex
    if function >= 0,
      words(of: source.functions[Int(function)].name).contains(where: failureWords.contains)
    {
      return true
    }
    return postsFailure(source.tokens, offset)
  }

  private static func postsFailure(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    // `NotificationCenter.default.post(` and its arguments, to the closing `)`.
    var index = offset
    while index < tokens.count, index - offset < 6, !tokens[index].is("post") { index += 1 }
    guard index + 1 < tokens.count, tokens[index].is("post"), tokens[index + 1].is("(") else {
      return false
    }
    var depth = 0
    for argument in (index + 1)..<min(tokens.count, index + 200) {
      let token = tokens[argument]
      if token.is("(") || token.is("[") { depth += 1 }
      if token.is(")") || token.is("]") {
        depth -= 1
        if depth == 0 { return false }
      }
      if token.kind == .identifier,
        words(of: token.text).contains(where: failurePayloadWords.contains)
      {
        return true
      }
      // A payload literal after the name: a failure word, or a sentence
      // (an alert's text). The name's own literal (`Name("Premium
      // Changed")`) is judged as the name.
      if token.kind == .string, argument > index + 1, !isNameArgument(tokens, argument),
        words(of: token.text).contains(where: failurePayloadWords.contains)
          || token.text.split(separator: " ").count >= 3
      {
        return true
      }
    }
    return false
  }

  /// Whether the `.sink` at `offset` only reacts: its closure ignores the
  /// value (`.sink { _ in unlocked() }`, or no parameter and no `$0`), so
  /// nothing is copied into another object — a one-shot callback.
  /// Whether `NotificationCenter` at `offset` starts `.publisher(for: …)`
  /// whose chain ends in a `.sink` that ignores the notification.
  /// `elsewhere` finds the tokens of the one other file declaring a
  /// selector's handler the observer's file does not (an extension in a
  /// helpers file; MindAndBody's `ScheduleHelpers.swift`).
  static func isCueOnly(
    _ tokens: [SwiftToken], _ offset: Int, elsewhere: (String) -> [SwiftToken]? = { _ in nil }
  ) -> Bool {
    guard offset + 4 < tokens.count, tokens[offset + 1].is("."),
      tokens[offset + 2].is("default"), tokens[offset + 3].is(".")
    else { return false }
    // `addObserver(forName: .purchaseCompleted, object: nil, queue: .main) {
    // [weak self] _ in Task { await self?.refresh() } }`: the handler drops
    // the notification and asks the owner (alma, sixty-eighth round).
    // A handler setting its own flag (`{ _ in self.isUnlocked = true }`)
    // keeps a copy all the same (puretodo).
    if tokens[offset + 4].is("addObserver"), offset + 6 < tokens.count,
      tokens[offset + 5].is("("), tokens[offset + 6].is("forName"),
      let close = tokens.closingBracket(of: offset + 5, within: 200)
    {
      let handler =
        close + 1 < tokens.count && tokens[close + 1].is("{")
        ? close
        : (offset + 6..<close).first { tokens[$0].is("using") && tokens[$0 + 1].is(":") }
          .map { $0 + 1 }
      guard let handler else { return false }
      return handlerKeepsNoCopy(tokens, after: handler)
    }
    // `addObserver(self, selector: #selector(subscriptionStateUpdated(_:)),
    // name: .subscriptionStateUpdated, object: nil)` whose handler drops the
    // notification and keeps no copy: the same cue, in a method (can-vpn,
    // TawazonApp, MindAndBody; eighty-fifth round).
    if tokens[offset + 4].is("addObserver"), offset + 5 < tokens.count,
      tokens[offset + 5].is("("),
      let close = tokens.closingBracket(of: offset + 5, within: 200),
      let handler = selectorHandler(tokens, in: offset + 5..<close)
    {
      if let ownFile = methodKeepsNoCopy(tokens, named: handler) { return ownFile }
      return elsewhere(handler).flatMap { methodKeepsNoCopy($0, named: handler) } ?? false
    }
    guard tokens[offset + 4].is("publisher") else { return false }
    // SwiftUI's `.onReceive(NotificationCenter.default.publisher(for:
    // .subscriptionStatusChanged)) { _ in checkSubscriptionStatus() }`: the
    // same cue, the owner asked (ShowThat, seventy-sixth round); `{ _ in
    // isPremium = … }` still keeps a copy.
    if offset >= 2, tokens[offset - 1].is("("), tokens[offset - 2].is("onReceive"),
      let close = tokens.closingBracket(of: offset - 1, within: 200)
    {
      return handlerKeepsNoCopy(tokens, after: close, asks: true)
    }
    var depth = 0
    var index = offset + 5
    while index < tokens.count, index - offset < 80 {
      let token = tokens[index]
      if token.is("(") || token.is("[") { depth += 1 }
      if token.is(")") || token.is("]") { depth -= 1 }
      // `.map { _ in WalletManager.instance.premiumState }`: the notification
      // dropped, the owner asked (Primal, fifty-fourth round).
      if depth == 0, token.is("map"), tokens[index - 1].is("."), index + 3 < tokens.count,
        tokens[index + 1].is("{"), tokens[index + 2].is("_"), tokens[index + 3].is("in")
      {
        return true
      }
      if token.is("{") || token.is("}") || token.is(";") { return false }
      if depth == 0, token.is("sink"), tokens[index - 1].is(".") {
        return ignoresValue(tokens, index)
      }
      index += 1
    }
    return false
  }

  /// Whether the closure after `handler` (an observer's) ignores the
  /// notification and sets no flag of its own holding what the customer
  /// owns; with `asks`, it must also call something (ask the owner).
  private static func handlerKeepsNoCopy(
    _ tokens: [SwiftToken], after handler: Int, asks: Bool = false
  ) -> Bool {
    guard ignoresValue(tokens, handler), let open = sinkClosure(tokens, handler),
      let end = tokens.closingBracket(of: open, within: 400)
    else { return false }
    if asks,
      !(open..<end).contains(where: {
        tokens[$0].kind == .identifier && tokens[$0 + 1].is("(")
      })
    {
      return false
    }
    return !(open..<end).contains { index in
      tokens[index].kind == .identifier && tokens[index + 1].is("=")
        && Self.copiedStateFragments.contains { tokens[index].text.lowercased().contains($0) }
    }
  }

  /// The method a `selector: #selector(name(_:))` argument in `range` names
  /// (`#selector(self.name)`, `#selector(Screen.name(_:))` too).
  private static func selectorHandler(_ tokens: [SwiftToken], in range: Range<Int>) -> String? {
    guard
      let selector = range.first(where: {
        tokens[$0].is("selector") && $0 + 3 < range.upperBound && tokens[$0 + 1].is(":")
          && tokens[$0 + 2].kind == .directive && tokens[$0 + 2].text == "selector"
          && tokens[$0 + 3].is("(")
      })
    else { return nil }
    var name = selector + 4
    while name + 2 < range.upperBound, tokens[name].kind == .identifier || tokens[name].is("self"),
      tokens[name + 1].is(".")
    {
      name += 2
    }
    guard name < range.upperBound, tokens[name].kind == .identifier else { return nil }
    return tokens[name].text
  }

  /// Whether the file's method `name`, an observer's handler, drops the
  /// notification (its parameter unnamed or never read) and sets no flag of
  /// what the customer owns; `nil` when the file declares no such method.
  private static func methodKeepsNoCopy(_ tokens: [SwiftToken], named name: String) -> Bool? {
    guard
      let declaration = tokens.indices.dropLast().first(where: {
        $0 > 0 && tokens[$0].is(name) && tokens[$0 - 1].is("func") && tokens[$0 + 1].is("(")
      }),
      let close = tokens.closingBracket(of: declaration + 1, within: 40)
    else { return nil }
    var open = close + 1
    while open < tokens.count, open - close < 12, !tokens[open].is("{") { open += 1 }
    guard open < tokens.count, tokens[open].is("{"),
      let end = tokens.closingBracket(of: open, within: 2_000)
    else { return false }
    // The parameter's internal name: the identifier before its `:`
    // (`_ notification: Notification`), none for `_: Notification`.
    let parameter = (declaration + 2..<close).first { tokens[$0].is(":") }.flatMap { colon in
      tokens[colon - 1].kind == .identifier && !tokens[colon - 1].is("_")
        ? tokens[colon - 1].text : nil
    }
    let setsOwnedFlag = (open..<end).contains { index in
      tokens[index].kind == .identifier && tokens[index + 1].is("=")
        && Self.copiedStateFragments.contains { tokens[index].text.lowercased().contains($0) }
    }
    guard !setsOwnedFlag else { return false }
    guard let parameter, (open..<end).contains(where: { tokens[$0].is(parameter) }) else {
      return true
    }
    // It reads the notification only to pick what to redraw (the row of the
    // product it names, `reloadRows(at:)`) and stores nothing: a cue all the
    // same (the Ray Wenderlich store's master view; SkyCast2, eighty-ninth round).
    // So does one whose every call shows something passing — a thank-you
    // notification, a toast, an alert (`Utils.makeNotification(
    // NSLocalizedString("thanks", …))`; FreeVPN's Mac app, ninetieth round).
    let calls = (open..<end).filter {
      tokens[$0].kind == .identifier && $0 + 1 < end && tokens[$0 + 1].is("(")
    }
    let redraws = calls.contains { refreshCalls.contains(tokens[$0].text) }
    let onlyShows =
      !calls.isEmpty
      && calls.allSatisfy { index in
        let name = tokens[index].text.lowercased()
        return showingCallWords.contains { name.contains($0) }
      }
    return (redraws || onlyShows)
      && !(open..<end).contains { index in
        let token = tokens[index]
        if token.is("=") {
          // A local bound here (`let row = …`, `guard let id = …`) is no store.
          return index < 2
            || !(tokens[index - 2].keyword == .let || tokens[index - 2].keyword == .var)
        }
        return token.kind == .punctuation && token.text.count == 2 && token.text.hasSuffix("=")
          && !["==", "!=", "<=", ">="].contains(token.text)
          || token.kind == .identifier && storingCalls.contains(token.text)
            && tokens[index + 1].is("(")
      }
  }

  /// Calls that redraw what a screen shows.
  private static let refreshCalls: Set<String> = [
    "reloadRows", "reloadData", "reloadItems", "reloadSections", "setNeedsLayout",
    "setNeedsDisplay", "reconfigureRows", "reconfigureItems",
  ]
  /// Words of calls that show something passing, or log: a handler making
  /// only these keeps nothing.
  private static let showingCallWords = [
    "notification", "toast", "alert", "banner", "hud", "localized", "print", "log", "show",
    "present",
  ]
  /// Calls that store a value in a collection.
  private static let storingCalls: Set<String> = ["append", "insert", "remove", "removeAll"]

  /// Words of a flag holding what the customer owns, set by an observer.
  private static let copiedStateFragments = [
    "premium", "unlock", "subscri", "purchas", "entitle", "vip", "paid", "ispro", "haspro",
  ]

  /// Words of a published property that holds what a screen shows while
  /// selling (a spinner, product rows, a paywall's texts), not what the
  /// customer owns.
  private static let transientWords: Set<String> = [
    "loading", "progress", "busy", "items", "rows", "products", "packages", "offerings",
    "offering", "offers", "metadata", "error", "errors", "message", "messages", "title",
    "prices", "purchasing", "spinner", "selected", "selection",
  ]

  /// Whether the Combine chain ending in the `.sink`/`.assign` at `offset`
  /// starts from a published property (`$name`) that holds no subscription
  /// state, whoever owns it: `SubscriptionManager.shared.$isLoading.assign(to:
  /// &$isLoading)` mirrors a spinner, `$items` product rows — the property's
  /// words (`transientWords`) say what flows, not its owner's name. Or from the type's own published
  /// property into a closure that only calls (`$isPremium.sink { value in
  /// configureSections(isPremium: value) }`): the type reacts to state it
  /// already holds (its copy, the `assign` filling it, is judged there) and
  /// passes it nowhere by assignment, `send` or `post`.
  static func carriesNoState(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    // `.assign(to: &$subscriptions)` into `@Published var subscriptions:
    // [Product]`: the store's catalogue, whatever its name (AppStudio's
    // paywall view model, eighty-fifth round).
    if tokens[offset].is("assign"), offset + 5 < tokens.count, tokens[offset + 1].is("("),
      tokens[offset + 2].is("to"), tokens[offset + 3].is(":"), tokens[offset + 4].is("&"),
      tokens[offset + 5].text.hasPrefix("$"),
      holdsCatalogue(tokens, String(tokens[offset + 5].text.dropFirst()))
    {
      return true
    }
    if answersCommand(tokens, offset) { return true }
    // A sink that only sets what a control shows (`historySwitch.isEnabled =
    // isPro`): a binding of an AppKit or UIKit control, which no SwiftUI
    // body could read from an @Observable (itsyhome, fifty-sixth round).
    if tokens[offset].is("sink"), let open = sinkClosure(tokens, offset),
      bindsControls(tokens, open)
    {
      return true
    }
    let line = tokens[offset].line
    var start = offset
    while start > 0, offset - start < 40, tokens[start - 1].line == line { start -= 1 }
    guard
      let source = (start..<offset).first(where: {
        // `$isLoading`, not a closure's `$0`.
        tokens[$0].kind == .identifier && tokens[$0].text.hasPrefix("$")
          && tokens[$0].text.dropFirst().first?.isLetter == true
      })
    else { return false }
    let name = String(tokens[source].text.dropFirst())
    // A generic name (`EntitlementHandler.shared.$status`) is its owner's state.
    if !isStateName(name), IdentifierWords.of(name).contains(where: transientWords.contains) {
      return true
    }
    // The type's own publisher: `$isPremium` or `self.$isPremium`.
    let owned =
      source == 0 || !tokens[source - 1].is(".")
      || (source >= 2 && tokens[source - 2].is("self"))
    guard owned, tokens[offset].is("sink"), let open = sinkClosure(tokens, offset) else {
      return false
    }
    return closureAvoids(tokens, open) {
      $0.is("=") || $0.is("send") || $0.is("post") || $0.is("set")
    }
  }

  /// What a control shows, set from a value.
  private static let presentationProperties: Set<String> = [
    "isEnabled", "isHidden", "alpha", "alphaValue", "isSelected", "isUserInteractionEnabled",
    "state", "isOn",
  ]

  /// Whether every assignment in the closure opening at `open` sets a
  /// control's presentation (`self?.switch.isEnabled = isPro`) or whether a
  /// screen shows (`self.displayPaywall = false` once the customer owns
  /// Premium; Kidsplorer, seventy-eighth round), with at least one, and the
  /// closure sends and posts nothing.
  private static func bindsControls(_ tokens: [SwiftToken], _ open: Int) -> Bool {
    guard let close = tokens.closingBracket(of: open, within: 200) else { return false }
    var assignments = 0
    for offset in open..<close {
      let token = tokens[offset]
      if token.is("send") || token.is("post") { return false }
      guard token.is("=") else { continue }
      guard offset >= 2, tokens[offset - 1].kind == .identifier else { return false }
      let name = tokens[offset - 1].text
      let isControl = tokens[offset - 2].is(".") && presentationProperties.contains(name)
      guard isControl || isScreenFlag(name) else { return false }
      assignments += 1
    }
    return assignments > 0
  }

  /// Whether a property says whether a screen shows (`displayPaywall`,
  /// `showUpgradeSheet`, `isPaywallPresented`, `isShowingStore`), not what
  /// the customer owns.
  static func isScreenFlag(_ name: String) -> Bool {
    let words = IdentifierWords.of(name)
    guard let first = words.first, let last = words.last, words.count > 1 else { return false }
    if ["show", "display", "present"].contains(first) { return true }
    if first == "is", ["showing", "presented", "presenting", "displayed"].contains(words[1]) {
      return true
    }
    return ["presented", "sheet", "paywall", "cover", "popup", "modal"].contains(last)
  }

  /// Whether the `.sink` at `offset` receives the one answer to a command
  /// its chain calls (`purchases.buy(model: plan).sink(receiveCompletion: …,
  /// receiveValue: { … })`, `restoreLastExpiredPurchase().receive(on:
  /// …).sink`): the outcome of a purchase or a restore, which the handler
  /// answers with an alert, not a stream of state. A handler storing what
  /// it receives in a state-named property (`{ isSuccess in hasSubscription
  /// = isSuccess }`) still keeps a copy (Safari-Page-Casher,
  /// hundred-and-sixth round).
  static func answersCommand(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    guard tokens[offset].is("sink"), offset >= 2, tokens[offset - 1].is(".") else { return false }
    var index = offset - 2
    var callsCommand = false
    // Back along the chain: `a.b(…).c(…)`.
    while index >= 0 {
      if tokens[index].is(")") {
        guard let open = tokens.openingBracket(of: index, within: 200), open >= 1,
          tokens[open - 1].kind == .identifier
        else { return false }
        let verb = words(of: tokens[open - 1].text).first ?? ""
        if commandVerbs.contains(verb) || verb == "purchase" { callsCommand = true }
        index = open - 1
      } else if tokens[index].kind != .identifier {
        break
      }
      guard index >= 2, tokens[index - 1].is(".") else { break }
      index -= 2
    }
    guard callsCommand else { return false }
    guard let open = valueClosure(tokens, offset),
      let close = tokens.closingBracket(of: open, within: 400)
    else { return true }
    return !(open..<close).contains { index in
      tokens[index].kind == .identifier && tokens[index + 1].is("=")
        && isStateName(tokens[index].text)
    }
  }

  /// The `{` of the closure a `.sink` at `offset` hands each value to: its
  /// only closure, or the one labelled `receiveValue:` after a
  /// `receiveCompletion:` closure.
  private static func valueClosure(_ tokens: [SwiftToken], _ offset: Int) -> Int? {
    if let open = sinkClosure(tokens, offset) { return open }
    guard offset + 1 < tokens.count, tokens[offset + 1].is("("),
      let close = tokens.closingBracket(of: offset + 1, within: 600)
    else { return nil }
    return (offset + 2..<close).first { index in
      tokens[index].is("receiveValue") && tokens[index + 1].is(":") && tokens[index + 2].is("{")
    }.map { $0 + 2 }
  }

  /// The `{` of the closure a `.sink` at `offset` is handed (`.sink { … }`,
  /// `.sink({ … })`, `.sink(receiveValue: { … })`).
  private static func sinkClosure(_ tokens: [SwiftToken], _ offset: Int) -> Int? {
    var open = offset + 1
    if open < tokens.count, tokens[open].is("(") { open += 1 }
    if open + 1 < tokens.count, tokens[open].is("receiveValue"), tokens[open + 1].is(":") {
      open += 2
    }
    return open < tokens.count && tokens[open].is("{") ? open : nil
  }

  /// Whether the closure opening at `open` ends (within 200 tokens) before
  /// any token `stops` accepts.
  private static func closureAvoids(
    _ tokens: [SwiftToken], _ open: Int, stops: (SwiftToken) -> Bool
  ) -> Bool {
    guard let close = tokens.closingBracket(of: open, within: 200) else { return false }
    return !tokens[open...close].contains(where: stops)
  }

  /// Whether the `.sink` at `offset` ignores the value it receives: its
  /// closure takes `_` (`{ [weak self] _ in … }`) or no parameter and never
  /// says `$0`.
  static func ignoresValue(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    guard let open = sinkClosure(tokens, offset) else { return false }
    return closureIgnoresValue(tokens, open)
  }

  /// Whether the `.sink` at `offset` only hands the value to a method of the
  /// same file that leaves it unnamed (`.sink { [weak self] in
  /// self?.handle(purchases: $0) }` for `func handle(purchases _: [Purchase])`,
  /// which reads the manager's own state to close a sheet; unstoppable-wallet,
  /// ninety-second round): the value is a trigger, no copy of it is kept.
  static func handsValueToIgnoringMethod(_ source: SwiftSource, _ offset: Int) -> Bool {
    let tokens = source.tokens
    guard let open = sinkClosure(tokens, offset),
      let close = tokens.closingBracket(of: open, within: 60)
    else { return false }
    // The body: an optional capture list and `in`, then one call `name(…)`,
    // through `self`, `self?` or nothing.
    var start = open + 1
    if tokens[start].is("[") {
      guard let end = tokens.closingBracket(of: start, within: 16), tokens[end + 1].is("in")
      else { return false }
      start = end + 2
    }
    if tokens[start].is("self") {
      start += 1
      if tokens[start].is("?") { start += 1 }
      guard tokens[start].is(".") else { return false }
      start += 1
    }
    guard start + 1 < close, tokens[start].kind == .identifier, tokens[start + 1].is("("),
      let callEnd = tokens.closingBracket(of: start + 1), callEnd + 1 == close,
      tokens[(start + 2)..<callEnd].contains(where: { $0.is("$0") })
    else { return false }
    let name = tokens[start].text
    let declarations = source.functions.filter { $0.name == name }
    return !declarations.isEmpty
      && declarations.allSatisfy { function in
        guard let parameters = function.parameters(in: tokens), parameters.count == 1 else {
          return false
        }
        return parameters[0].name == "_"
      }
  }

  /// Whether the `.sink` at `offset` reads the value it receives only in
  /// conditions (`guard …, purchasedIDs.contains(pendingID) else { return }`,
  /// not binding it with `let`) and sets no state-named property: the value
  /// decides whether to act, a trigger, and no copy of it is kept
  /// (ShellReceipt, ninetieth round).
  static func decidesOnValue(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    guard let open = sinkClosure(tokens, offset),
      let close = tokens.closingBracket(of: open, within: 400)
    else { return false }
    var parameter = "$0"
    var bodyStart = open + 1
    if let inKeyword = (open + 1..<close).prefix(12).first(where: { tokens[$0].is("in") }) {
      guard tokens[inKeyword - 1].kind == .identifier else { return false }
      parameter = tokens[inKeyword - 1].text
      bodyStart = inKeyword + 1
    }
    var reads = 0
    for index in bodyStart..<close where tokens[index].is(parameter) {
      reads += 1
      // Back to the statement's start, which must be a condition keyword:
      // not inside a call's parentheses (`store(ids)`), and no binding or
      // assignment in the value's own clause (`if let status = ids.first`).
      var back = index - 1
      var depth = 0
      var clauseEnded = false
      var inCondition = false
      while back >= bodyStart {
        let token = tokens[back]
        if token.is(")") || token.is("]") {
          depth += 1
        } else if token.is("(") || token.is("[") {
          if depth == 0 { return false }
          depth -= 1
        } else if depth == 0 {
          if token.is("{") || token.is("}") || token.is(";") { break }
          if !clauseEnded, token.is("let") || token.is("var") || token.is("=") { return false }
          if token.is(",") { clauseEnded = true }
          // `switch action { case .showUpgradeAlert: … }` decides too.
          if token.is("guard") || token.is("if") || token.is("while") || token.is("switch") {
            inCondition = true
            break
          }
        }
        back -= 1
      }
      if !inCondition { return false }
    }
    guard reads > 0 else { return false }
    // Setting state on the way (`if ids.contains("pro") { isPro = true }`)
    // copies what the value says; letting go of the sink's own handle
    // (`self?.premiumCancellable = nil` once the upgrade came; Noteshelf3,
    // ninety-seventh round) sets none.
    return !(bodyStart..<close).contains {
      tokens[$0].kind == .identifier && tokens[$0 + 1].is("=") && isStateName(tokens[$0].text)
        && !Self.namesHandle(tokens[$0].text)
    }
  }

  /// Whether a property holds a handle on a stream or a job, not state:
  /// `premiumCancellable`, `proObserver`, `subscriptionTask`.
  private static func namesHandle(_ name: String) -> Bool {
    guard let last = IdentifierWords.of(name).last else { return false }
    return ["cancellable", "cancellables", "observer", "observation", "task"].contains(last)
  }

  /// Whether the Combine subject at `offset` carries identifiers
  /// (`PassthroughSubject<SubscriptionProduct.Id, Never>`, a tapped
  /// product's id on its way to the store) or commands: a request, no state
  /// (storekit-testing-sample, eighty-fourth round).
  static func carriesIdentifier(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    guard let last = carriedType(tokens, offset) else { return false }
    if last.hasSuffix("Id") || last.hasSuffix("ID") || last.hasSuffix("IDs")
      || last.hasSuffix("Identifier")
    {
      return true
    }
    // Requests to act (`PassthroughSubject<FTStorePremiumActions, Never>`:
    // `case showUpgradeAlert(…)`, `case track(event:…)`; Noteshelf3,
    // ninety-seventh round) carry no state either.
    return IdentifierWords.of(last).last.map(commandWords.contains) ?? false
  }

  /// Whether the subject at `offset` carries store products or offerings
  /// (`CurrentValueSubject<[ApphudProduct], Never>`, the paywalls' products):
  /// what is for sale, not what is owned (Safari-Page-Casher,
  /// hundred-and-sixth round). Products named as owned (`_purchasedProducts`)
  /// are what the customer owns.
  static func carriesCatalogue(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    guard let last = carriedType(tokens, offset) else { return false }
    if offset >= 2, tokens[offset - 1].is("=") || tokens[offset - 1].is(":"),
      words(of: tokens[offset - 2].text).contains(where: ownershipWords.contains)
    {
      return false
    }
    return catalogueTypes.contains(last)
  }

  /// The last name of the type a subject at `offset` carries, its first
  /// generic argument (`ApphudProduct` in `CurrentValueSubject<[ApphudProduct],
  /// Never>`, `Id` in `PassthroughSubject<SubscriptionProduct.Id, Never>`);
  /// nil without one.
  private static func carriedType(_ tokens: [SwiftToken], _ offset: Int) -> String? {
    guard offset + 2 < tokens.count, tokens[offset + 1].is("<") else { return nil }
    var index = offset + 2
    var last = ""
    while index < tokens.count, index - offset < 16, !tokens[index].is(","),
      !tokens[index].is(">")
    {
      if tokens[index].kind == .identifier { last = tokens[index].text }
      index += 1
    }
    return last
  }

  /// Last words of a type whose values ask for something to be done.
  private static let commandWords: Set<String> = [
    "action", "actions", "command", "commands", "request", "requests", "intent", "intents",
  ]

  /// Whether the Combine subject at `offset` carries a type nested in a
  /// namespace (`CurrentValueSubject<Subscription.Models.ViewState, Never>`,
  /// a screen module named for the screen that sells) whose own name, like
  /// the name of the property holding the subject, says nothing of state:
  /// the screen's view state, actions or routes (VKR_2025, eighty-eighth round).
  static func carriesNestedNoState(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    guard offset >= 2, offset + 2 < tokens.count, tokens[offset + 1].is("<"),
      tokens[offset - 1].is("=") || tokens[offset - 1].is(":"),
      tokens[offset - 2].kind == .identifier, !isStateName(tokens[offset - 2].text)
    else { return false }
    var index = offset + 2
    var components = 0
    while index + 1 < tokens.count, index - offset < 16, tokens[index].kind == .identifier {
      components += 1
      guard tokens[index + 1].is(".") else { break }
      index += 2
    }
    return components > 1 && tokens[index].kind == .identifier
      && !isStateName(tokens[index].text)
  }

  /// The `{` of the handler a SwiftUI `.onReceive(publisher)` at `offset`
  /// runs (`.onReceive(p) { … }`, `.onReceive(p, perform: { … })`), when
  /// the publisher is no NotificationCenter's (those are observers, judged
  /// as such).
  static func onReceiveHandler(_ tokens: [SwiftToken], _ offset: Int) -> Int? {
    guard offset > 0, tokens[offset - 1].is("."), offset + 1 < tokens.count,
      tokens[offset + 1].is("("), let close = tokens.closingBracket(of: offset + 1, within: 120),
      !tokens[(offset + 1)..<close].contains(where: {
        $0.is("NotificationCenter") || $0.is("NSNotification") || $0.is("Notification")
      })
    else { return nil }
    if close + 1 < tokens.count, tokens[close + 1].is("{") { return close + 1 }
    // `perform: { … }` inside the parentheses.
    let perform = (offset + 2..<close).first {
      tokens[$0].is("perform") && tokens[$0 + 1].is(":") && tokens[$0 + 2].is("{")
    }
    return perform.map { $0 + 2 }
  }

  /// The state-named property the handler opening at `open` sets to the
  /// value it is handed (`{ newStatus in isPremium = newStatus }`, `{
  /// isPro = $0 }`), if any.
  static func stateCopied(_ tokens: [SwiftToken], _ open: Int) -> String? {
    guard let close = tokens.closingBracket(of: open, within: 200) else { return nil }
    // The handler's parameter: `value in`, after a capture list perhaps.
    var parameter = "$0"
    if let inKeyword = (open + 1..<close).prefix(12).first(where: { tokens[$0].is("in") }),
      tokens[inKeyword - 1].kind == .identifier
    {
      parameter = tokens[inKeyword - 1].text
    }
    for index in (open + 1)..<(close - 2)
    where tokens[index].kind == .identifier && tokens[index + 1].is("=")
      && tokens[index + 2].is(parameter)
      && (index + 3 >= close || tokens[index + 3].line != tokens[index + 2].line
        || tokens[index + 3].is("}") || tokens[index + 3].is(";"))
      && isStateName(tokens[index].text)
    {
      return tokens[index].text
    }
    return nil
  }

  /// Whether the closure opening at `open` ignores the value it is handed:
  /// it takes `_` (`{ [weak self] _ in … }`) or no parameter and never says `$0`.
  static func closureIgnoresValue(_ tokens: [SwiftToken], _ open: Int) -> Bool {
    // A capture list before the parameters (`{ [weak self] _ in`).
    var parameter = open + 1
    if parameter < tokens.count, tokens[parameter].is("[") {
      while parameter < tokens.count, parameter - open < 16, !tokens[parameter].is("]") {
        parameter += 1
      }
      parameter += 1
    }
    if parameter + 1 < tokens.count, tokens[parameter].is("_"), tokens[parameter + 1].is("in") {
      return true
    }
    // A capture list and no parameter (`objectWillChange.sink { [weak self] in
    // self?.objectWillChange.send() }`, relaying a nested model's changes;
    // 1-Step, hundred-and-seventh round).
    if parameter > open + 1, parameter < tokens.count, tokens[parameter].is("in"),
      let close = tokens.closingBracket(of: open, within: 200)
    {
      return !tokens[(parameter + 1)..<close].contains {
        $0.text.hasPrefix("$") && $0.kind == .identifier
      }
    }
    // A named parameter the body never reads (`{ [weak self] isPremium in
    // self?.updateUI() }`: the handler redraws from the owner's state;
    // Noteshelf3, ninety-seventh round).
    if parameter + 1 < tokens.count, tokens[parameter].kind == .identifier,
      tokens[parameter + 1].is("in"), let close = tokens.closingBracket(of: open, within: 200)
    {
      let name = tokens[parameter].text
      return !tokens[(parameter + 2)..<close].contains {
        $0.is(name) || $0.text.hasPrefix("$") && $0.kind == .identifier
      }
    }
    // A parameter list (`value in`, `[weak self] value in`) or `$0` uses the value.
    return closureAvoids(tokens, open) {
      $0.is("in") || $0.text.hasPrefix("$") || $0.is("receiveValue")
    }
  }

  /// A state word in the statement around `offset` (same line, at most 40
  /// tokens either side; with `followingCall`, also the rest of a
  /// NotificationCenter call's arguments left open at the line's end). The handler an observer names (`#selector(checkSubscription)`)
  /// says what the app does on the notification, not what it is about.
  /// `cases`: an app enum's cases written with their type (`Item.purchases`,
  /// a help window's page), which select something rather than state it.
  private func stateWord(
    _ tokens: [SwiftToken], from offset: Int, followingCall: Bool = false,
    cases: Set<String> = []
  ) -> String? {
    let line = tokens[offset].line
    var start = offset
    while start > 0, offset - start < 40, tokens[start - 1].line == line { start -= 1 }
    start = Self.branchStart(tokens, from: start, to: offset)
    var end = offset
    var depth = 0
    // The statement: its line, and the arguments of a call left open at the
    // line's end (`addObserver(\n self, selector: …,\n name: .premiumChanged)`).
    while end + 1 < tokens.count, end - offset < 40,
      tokens[end + 1].line == line || (followingCall && depth > 0)
    {
      end += 1
      if tokens[end].is("(") { depth += 1 }
      if tokens[end].is(")") { depth -= 1 }
    }
    // A post asking for a screen (`name: .showPaywallForFeature`) carries
    // what the screen is about in its payload (`userInfo: ["feature":
    // PremiumFeature.batchProcessing]`, the locked feature), no state
    // (OptimizeApp, fifty-seventh round).
    let asksForScreen = (start..<end).contains { index in
      tokens[index].is("name") && tokens[index + 1].is(":") && index + 3 <= end
        && tokens[index + 2].is(".") && Self.asksForScreen(tokens[index + 3].text)
    }
    var index = start
    while index <= end {
      let token = tokens[index]
      if Self.holdsCancellable(tokens, index, lineStart: start) {
        index += 1
        continue
      }
      // …or its object, a value of a type (`object:
      // SubscriptionFeature.basicWorkoutTracking`, the feature the paywall
      // is shown for; runai, hundred-and-ninth round).
      if asksForScreen, token.is("object"), index + 2 <= end, tokens[index + 1].is(":"),
        tokens[index + 2].text.first?.isUppercase == true || tokens[index + 2].is(".")
      {
        index = tokens.argumentEnd(from: index + 2, within: end - index)
        continue
      }
      if asksForScreen, token.is("userInfo"), index + 2 <= end, tokens[index + 1].is(":"),
        let close = tokens.closingBracket(of: index + 2, within: 80),
        tokens[index + 2].is("[") || tokens[index + 2].is("(")
      {
        index = close + 1
        continue
      }
      // `name: store.isPro ? .plusRequested : .upgradeRequested`: the state
      // picks which notification is posted, as a branch would; it is not
      // broadcast (recovery, hundred-and-eighth round).
      if token.is("name"), index + 2 <= end, tokens[index + 1].is(":"),
        let question = Self.ternaryQuestionMark(tokens, from: index + 2, to: end)
      {
        index = question + 1
        continue
      }
      if token.text == "#selector" || token.text == "selector", index < end,
        tokens[index + 1].is("(")
      {
        // Skip to the selector's closing parenthesis.
        var depth = 0
        index += 1
        while index <= end {
          if tokens[index].is("(") { depth += 1 }
          if tokens[index].is(")") {
            depth -= 1
            if depth <= 0 { break }
          }
          index += 1
        }
      } else if token.is("on"), index + 2 <= end, tokens[index + 1].is(":"), index > start,
        tokens[start...index].contains(where: { $0.is("assign") })
      {
        // `.assign(to: \.isHidden, on: purchaseView)`: the object written
        // to, a view here, is not what is copied.
        index += 3
        continue
      } else if token.kind == .identifier, index + 2 <= end, tokens[index + 1].is("="),
        tokens[index + 2].is("NotificationCenter")
      {
        // `let subscription = NotificationCenter.default.observe(…)`: the
        // observation's token, named whatever the code likes.
        index += 2
        continue
      } else if token.kind == .identifier, index + 2 <= end, tokens[index + 1].is("."),
        tokens[index + 2].text.hasSuffix("Notification"),
        Self.namesNoState(tokens[index + 2].text)
      {
        // `InAppPurchaseHelper.IAPHelperFaildNotification`: a failure or a
        // command, whatever type holds it (`PremiumManager.statusUpdateNotification`
        // is judged with its type).
        index += 3
        continue
      } else if token.kind == .identifier, index + 1 <= end, tokens[index + 1].is(":"),
        let typeEnd = Self.catalogueAnnotationEnd(tokens, after: index + 1, within: end)
      {
        // `.sink { (loading: Bool, purchases: [(product: SKProduct, price:
        // String)], error: String?) in`: a parameter holding what is for
        // sale, whatever its name (avocado, sixtieth round).
        index = typeEnd + 1
        continue
      } else if token.kind == .identifier, index >= 2, tokens[index - 1].is("."),
        cases.contains(tokens[index - 2].text + "." + token.text)
      {
        index += 1
        continue
      } else if token.kind == .identifier && Self.isStateName(token.text)
        && !Self.isStateKeeper(tokens, index)
        || token.kind == .string
          && (Self.isNameLiteral(token.text) || Self.isNameArgument(tokens, index))
          && Self.isStateName(Self.lastSegment(of: token.text))
          // The whole reverse-DNS name keeps its context
          // (`"hobbyiq.portfolio.purchaseRecorded"`: a collector's purchase).
          && Self.isStateName(token.text)
      {
        // `InAppPurchaseManager.kPurchaseCompleted`: the member, when it
        // speaks of state too, names what is broadcast; a notification held
        // by a type that does is named with it
        // (`PurchaseManager.productTypeDidChangeNotification`).
        if token.kind == .identifier, index + 2 <= end, tokens[index + 1].is("."),
          tokens[index + 2].kind == .identifier
        {
          let member = tokens[index + 2].text
          if Self.isStateName(member) { return member }
          // A namespace of the app's notification names read with the member
          // (`SubscriptionNotifiations.dismissLoading`, `.canPresentWalkthrough`,
          // `.productsLoadedNotification`): a spinner, a screen, the
          // catalogue — no state (MindAndBody, eighty-fifth round).
          // A member asking for a screen (`SubscriptionService.showSubscriptionController`;
          // Diet, hundred-and-eleventh round) carries nothing, whatever holds it.
          if Self.asksForScreen(member)
            || !Self.isStateName(token.text + member.prefix(1).uppercased() + member.dropFirst())
          {
            index += 3
            continue
          }
          if member.hasSuffix("Notification") { return token.text + "." + member }
        }
        return token.text
      }
      index += 1
    }
    return nil
  }

  /// The `?` of a conditional expression making the argument that starts at
  /// `start` (`isPro ? .a : .b`), or nil: a `?` then a `:` outside brackets
  /// before the argument ends (`store?.name` has no `:` of its own).
  private static func ternaryQuestionMark(_ tokens: [SwiftToken], from start: Int, to end: Int)
    -> Int?
  {
    var depth = 0
    var question: Int?
    var index = start
    while index <= end {
      let token = tokens[index]
      if token.is("(") || token.is("[") || token.is("{") {
        depth += 1
      } else if token.is(")") || token.is("]") || token.is("}") {
        if depth == 0 { return nil }
        depth -= 1
      } else if depth == 0 {
        if token.is(",") { return nil }
        if token.is("?") { question = question ?? index }
        if token.is(":"), let question { return question }
      }
      index += 1
    }
    return nil
  }

  /// Whether the identifier at `index` is the object a notification comes
  /// from, named for keeping the state rather than being it (`object:
  /// subscriptionManager` beside `name: SubscriptionManager.SubscriptionFailed`;
  /// Windmill, ninety-ninth round). `object: isPremium` is the state.
  static func isStateKeeper(_ tokens: [SwiftToken], _ index: Int) -> Bool {
    guard index >= 2, tokens[index - 1].is(":"), tokens[index - 2].is("object"),
      tokens[index].text.first?.isLowercase == true,
      let last = IdentifierWords.of(tokens[index].text).last
    else { return false }
    return objectEndings.contains(last)
  }

  /// Where the statement at `offset` starts when a branch on its line holds
  /// it (`if authVM.isPro { … } else { NotificationCenter.default.post(name:
  /// .showPaywall, …) }`): the condition chose the branch, the branch does not
  /// broadcast it (spot, sixty-ninth round). Otherwise `lineStart`.
  private static func branchStart(_ tokens: [SwiftToken], from lineStart: Int, to offset: Int)
    -> Int
  {
    var depth = 0
    var index = offset - 1
    while index >= lineStart {
      let token = tokens[index]
      if token.is("}") || token.is(")") {
        depth += 1
      } else if token.is("(") {
        depth = max(0, depth - 1)
      } else if token.is("{") {
        if depth == 0 {
          let opensBranch = tokens[lineStart..<index].contains {
            $0.is("if") || $0.is("else") || $0.is("guard") || $0.is("switch")
          }
          return opensBranch ? index + 1 : lineStart
        }
        depth -= 1
      }
      index -= 1
    }
    return lineStart
  }

  /// Whether the file declares `name` as a property annotated with a store
  /// catalogue type (`var subscriptions: [Product] = []`).
  private static func holdsCatalogue(_ tokens: [SwiftToken], _ name: String) -> Bool {
    tokens.indices.dropFirst().contains { index in
      index + 2 < tokens.count && tokens[index].is(name)
        && (tokens[index - 1].is("var") || tokens[index - 1].is("let"))
        && tokens[index + 1].is(":")
        && catalogueAnnotationEnd(
          tokens, after: index + 1, within: min(tokens.count - 1, index + 12))
          != nil
    }
  }

  /// The end of the type annotation after the colon at `colon` (up to a
  /// `,` or `)` outside its brackets) when it names a store catalogue type
  /// (`[(product: SKProduct, price: String)]`, `Product?`).
  private static func catalogueAnnotationEnd(
    _ tokens: [SwiftToken], after colon: Int, within end: Int
  ) -> Int? {
    var depth = 0
    var index = colon + 1
    var namesCatalogue = false
    while index <= end {
      let token = tokens[index]
      if token.is("(") || token.is("[") || token.is("<") {
        depth += 1
      } else if token.is(")") || token.is("]") || token.is(">") {
        if depth == 0 { break }
        depth -= 1
      } else if depth == 0, token.is(",") || token.is("=") || token.is("{") || token.is("in") {
        break
      } else if token.kind == .identifier, catalogueTypes.contains(token.text) {
        namesCatalogue = true
      }
      index += 1
    }
    return namesCatalogue ? index - 1 : nil
  }

  /// The last segment of a reverse-DNS name (`com.app.subscription.open-form`
  /// → `open-form`): the segments before it are namespaces, not what it says.
  static func lastSegment(of text: String) -> String {
    guard let dot = text.lastIndex(of: "."), text.utf8.count < 200,
      !text.utf8.contains(where: { $0 == UInt8(ascii: " ") })
    else { return text }
    let last = text[text.index(after: dot)...]
    return last.isEmpty ? text : String(last)
  }

  /// Whether a string literal can be a notification's name or a payload key
  /// (`"premiumStatusChanged"`, `"is_pro"`): no spaces. A sentence
  /// (`NSLocalizedString("Purchase deferred", comment: "…")` in an error's
  /// payload) is a message shown to someone, not what is broadcast.
  static func isNameLiteral(_ text: String) -> Bool {
    !text.utf8.contains(where: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") })
  }

  /// Whether the literal at `index` is what a name is made of, spaces or not:
  /// `Notification.Name("Premium Changed")`, `.init("…")`, `rawValue: "…"`, `name: "…"`.
  static func isNameArgument(_ tokens: [SwiftToken], _ index: Int) -> Bool {
    guard index >= 2 else { return false }
    if tokens[index - 1].is("(") {
      return tokens[index - 2].is("Name") || tokens[index - 2].is("init")
    }
    return tokens[index - 1].is(":")
      && (tokens[index - 2].is("rawValue") || tokens[index - 2].is("name"))
  }

  /// Whether the identifier at `index` is where a chain is kept, not what it
  /// carries: the variable a statement assigns the chain to
  /// (`subscriber = model.$isLoading.sink { … }`, `self.subscription = …`) or
  /// the set it is stored in (`.store(in: &subscribers)`), or the dictionary
  /// it is kept in under a key (`subscriptions[id] = …`). Combine apps name
  /// their `AnyCancellable`s `subscriber`, `subscriptions`, `titleSubscription`.
  static func holdsCancellable(_ tokens: [SwiftToken], _ index: Int, lineStart: Int) -> Bool {
    guard tokens[index].kind == .identifier else { return false }
    if index >= lineStart + 5, tokens[index - 1].is("&"), tokens[index - 2].is(":"),
      tokens[index - 3].is("in"), tokens[index - 4].is("("), tokens[index - 5].is("store")
    {
      return true
    }
    // Inserted into the set by hand (`subscriptions.insert($keepAlive.sink { … })`,
    // `.append(…)`, `.formUnion([…])`; hibernia-ios, seventy-third round).
    if index + 3 < tokens.count, tokens[index + 1].is("."),
      ["insert", "append", "formUnion"].contains(tokens[index + 2].text),
      tokens[index + 3].is("(")
    {
      return true
    }
    // The chain may be kept under a key (`subscriptions[fileID] = box.sink { … }`).
    var next = index + 1
    if next < tokens.count, tokens[next].is("[") {
      var depth = 0
      while next < tokens.count, next - index < 24 {
        if tokens[next].is("[") { depth += 1 }
        if tokens[next].is("]") {
          depth -= 1
          if depth == 0 { break }
        }
        next += 1
      }
      next += 1
    }
    guard next < tokens.count, tokens[next].is("=") else { return false }
    if index == lineStart { return true }
    // `self.subscription = …`, `link.subscription = link.sink { … }`: a
    // property the chain is kept in, on whatever holds it.
    return index == lineStart + 2 && tokens[lineStart].kind == .identifier
      && tokens[lineStart + 1].is(".")
  }

  private func declaredName(_ tokens: [SwiftToken], after offset: Int) -> String? {
    var next = offset + 1
    while next < tokens.count, next < offset + 6 {
      if tokens[next].is("var") || tokens[next].is("let"), next + 1 < tokens.count {
        return tokens[next + 1].text
      }
      next += 1
    }
    return nil
  }

  private func extendsNotificationName(_ source: SwiftSource, _ offset: Int) -> Bool {
    guard let type = source.enclosingType(offset) else { return false }
    return type.kind == "extension"
      && (type.name == "Notification.Name" || type.name == "NSNotification.Name")
  }
}
