/// What a purchase screen sells, which decides what App Review asks of it:
/// restore for what a customer keeps (guideline 3.1.1: non-consumables and
/// subscriptions, never consumables) and the Terms of Use and Privacy Policy
/// for auto-renewable subscriptions (3.1.2).
extension Paywall {
  /// What a purchase screen sells, as far as the project says.
  enum Offer: Sendable, Equatable {
    /// Only consumables (tips, donations, coins): nothing to restore, no
    /// subscription terms.
    case consumables
    /// Nothing that renews (a lifetime unlock, an ad-free upgrade, perhaps
    /// beside consumables), or nothing that says it renews: restore, but no
    /// subscription terms.
    case oneTime
    /// Auto-renewable subscriptions: the screen or the project says so.
    case subscriptions

    /// What the screen sells, as a finding's message says it.
    var described: String {
      switch self {
      case .consumables: "consumable purchases"
      case .oneTime: "purchases a customer keeps"
      case .subscriptions: "subscriptions"
      }
    }
  }

  fileprivate static let periodWords =
    [
      "subscri", "monthly", "yearly", "annual", "weekly", "renew", "trial",
    ] + localizedPeriodWords
  /// The same in the languages apps write their paywalls in, where each
  /// names a subscription or its renewal unambiguously: "월 결제 … 자동으로
  /// 갱신됩니다" (RefgProject, seventy-second round). Not the bare words for
  /// "update" (갱신, 更新) nor Spanish `anual` (in "manual").
  private static let localizedPeriodWords = [
    "구독", "자동 갱신", "자동으로 갱신", "매월", "매년", "월간", "연간",
    "サブスク", "購読", "自動更新", "月額", "年額", "毎月", "毎年",
    "订阅", "訂閱", "续订", "續訂", "续费", "續費", "包月", "包年", "月费", "年费",
    "abonnement", "abbonamento", "suscripci", "assinatura", "abonelik", "подписк",
    "mensuel", "mensual", "mensal", "mensile", "monatlich", "jährlich", "annuel",
    "renouvel", "se renueva", "renovación", "renovação", "rinnov", "verlänger",
  ]
  /// Billing periods, which any screen selling a subscription shows
  /// somewhere (`"$4.99 / month"`); a screen with none of these, no expiry
  /// and no `periodWords` sells nothing that renews.
  fileprivate static let periodNouns = [
    "month", "year", "week", "/mo", "/yr", "/wk", "billed", "recurring",
  ]
  /// RevenueCat's types and calls: a screen buying through them sells what
  /// RevenueCat exists for, subscriptions, unless its words say otherwise.
  fileprivate static let revenueCatWords: Set<String> = [
    "package", "packages", "storeproduct", "customerinfo", "offering", "revenuecat",
  ]
  /// `periodWords`, and entitlements: a tip jar that checks one is a supporter subscription.
  fileprivate static let renewingWords = periodWords + ["entitlement"]
  fileprivate static let oneTimeWords = [
    "lifetime", "adfree", "ad-free", "removeads", "remove ads", "nonconsumable",
    "non-consumable", "fullversion", "full version", "onetime", "one-time", "for life",
    // The whole app bought early (`productIdentifier = "FullApp"`,
    // `unlockFullAppPressed`; FlashSpelling, hundred-and-thirteenth round).
    "fullapp", "full app",
    "pay once", "one payment", "forever",
    // Buy once, one purchase, for good (WasurenBou, sixty-third round).
    "買い切り", "一度の購入", "永続", "永久", "终身", "一次性购买", "買斷",
    // Bought out, paid once (SanJiao, ninety-ninth round).
    "买断", "一次付费", "一次付費",
    // One-time, once, in the languages paywalls are localised into
    // ("Bu bir kerelik satın alımdır"; TercihKilavuzu2022, hundred-and-tenth round).
    "bir kerelik", "tek seferlik", "einmalig", "achat unique", "paiement unique", "pago único",
    "compra única", "pagamento único", "acquisto unico", "una tantum", "eenmalig",
    "jednorazow", "единоразов", "одноразов",
  ]
  /// Whether a word the screen reaches says it sells once ("Pay once,
  /// unlock forever", `lifetimeProduct`) — not SwiftUI's
  /// `.repeatForever()`, a pulsing button's animation (matrix-mania,
  /// hundred-and-twelfth round).
  static func saysOnce(_ word: String) -> Bool {
    oneTimeWords.contains { fragment in
      word.contains(fragment) && !(fragment == "forever" && word.contains("repeatforever"))
    }
  }

  fileprivate static let tipWords = [
    "tipjar", "tip jar", ".tip", "tip.", "_tip", "tip_", "donation", "donate",
    "buy me a coffee", "buymeacoffee", "buymecoffee",
    // Sized tips run together in an id (`com.app.smalltip`; Dime, sixty-third round).
    "smalltip", "mediumtip", "largetip", "bigtip", "hugetip", "generoustip",
    // Sponsoring the developer, in other languages ("贊助一杯飲料", sponsor a
    // drink; UniversityCrossAnalysis, ninetieth round).
    "贊助", "赞助", "打赏", "打賞", "請我喝", "请我喝", "投げ銭", "донат", "пожертвова", "trinkgeld",
    "propina", "pourboire", "gorjeta", "bahşiş",
  ]
  /// Whether a word holding "expir" speaks of what the customer owns
  /// expiring: a sentence ("Expires on …"), or an identifier whose expiry is
  /// not another thing's (`expirationDate`, `isExpired`, `subscriptionExpiry`
  /// count; `timerExpired`, `tokenExpiry`, `sessionExpired` are a game's
  /// clock, a login; `expirationHandler` a background task's).
  static func readsExpiry(_ word: String) -> Bool {
    // A sentence: unless each expiry in it is a named thing's ("An expired
    // certificate was detected", a vendored keychain library's error text;
    // SE_FunnyCreator, fifty-first round).
    if word.contains(" ") {
      // A receipt's own validity ("Receipt has expired.", a receipt
      // parser's status text; Amble-Cat, ninety-fifth round).
      if word.contains("receipt") { return false }
      let words = word.split(whereSeparator: { !$0.isLetter })
      return words.indices.contains { index in
        guard words[index].hasPrefix("expir") else { return false }
        let neighbours = [index - 1, index + 1].filter(words.indices.contains).map { words[$0] }
        return !neighbours.contains { neighbour in
          otherExpiringThings.contains {
            neighbour.hasPrefix($0) && neighbour.count <= $0.count + 1
          }
        }
      }
    }
    // A cache's lifetime (`cacheExpirationInterval`), a token's timeout: a
    // duration, not the moment the customer's access ends.
    if expiryDurations.contains(where: word.hasSuffix) { return false }
    var rest = word[...]
    while let range = rest.range(of: "expir") {
      // Separators between the words of a key (`attempts_expired`) part nothing.
      var before = rest[..<range.lowerBound]
      while let last = before.last, last == "_" || last == "-" || last == "." {
        before = before.dropLast()
      }
      // The thing named after it expires (`cleanupExpiredReminder`).
      var after = rest[range.upperBound...]
      for ending in ["ation", "ed", "es", "ing", "y", "e"] where after.hasPrefix(ending) {
        after = after.dropFirst(ending.count)
        break
      }
      // UIKit's `beginBackgroundTask(expirationHandler:)` ends the app's background time.
      if !otherExpiringThings.contains(where: { before.hasSuffix($0) }),
        !expiringFollowers.contains(where: { after.hasPrefix($0) }),
        !rest[range.upperBound...].hasPrefix("ationhandler")
      {
        return true
      }
      rest = rest[range.upperBound...]
    }
    return false
  }

  /// Things of an app's own that expire, named after the word
  /// (`expiredReminder`, `expiringTasks`, `expiredToken`): not the
  /// customer's access. (Not `time` or `date`: `expirationTime` is when it ends.)
  private static let expiringFollowers = [
    "reminder", "alarm", "event", "item", "entr", "notification", "file", "download", "message",
    "post", "task", "job", "request", "lock", "cach", "timer", "token", "session", "cookie",
    "link", "code", "otp", "password", "certificate", "cert", "coupon", "invite",
  ]

  /// Endings of an identifier holding how long something lasts.
  /// (Not `…Time`: a subscription's `expirationTime` is the moment it ends.)
  private static let expiryDurations = [
    "interval", "seconds", "duration", "timeout", "ttl", "minutes", "hours",
  ]

  /// Words before "expir" that make the expiry something else's than the customer's access.
  private static let otherExpiringThings = [
    "timer", "time", "token", "session", "cache", "cookie", "link", "code", "otp", "password",
    "certificate", "cert", "card", "coupon", "invite", "qr", "countdown", "round", "turn", "crl",
    "key", "trust",
    // A request's tries or its approval (`"approval_attempts_expired"`, a
    // matchmaking app's alert key; Tazweeg, hundred-and-fifteenth round).
    "attempt", "attempts", "request", "approval", "verification", "invitation",
  ]

  /// Words of product ids (`com.app.coins.100`, `tip0_99`) that name consumables.
  fileprivate static let consumableIDWords: Set<String> = [
    "tip", "tips", "donation", "donations", "donate", "coffee", "coin", "coins", "gem", "gems",
    "credit", "credits", "consumable", "token", "tokens", "points", "diamonds",
    // What a tip buys the developer (`BuyCoffee1`, `BuyMeal1`, `pizza_tip`).
    "meal", "meals", "beer", "beers", "pizza", "lunch", "snack", "cookie", "cookies",
    // A game's hints (`com.app.ingamehint`; MapIQ, hundred-and-fifteenth round).
    "hint", "hints",
  ]

  /// Whether an identifier names a helper object or a check of the
  /// customer's state, not an offer (`subscriptionManager`: the screen's
  /// handle on the manager it buys through; `checkSubscriptionStatus()`).
  private static func namesHelper(_ word: String) -> Bool {
    word.hasPrefix("check")
      || [
        "manager", "service", "helper", "handler", "viewmodel", "store", "controller", "status",
      ].contains { word.hasSuffix($0) }
  }

  /// Whether a product id names a consumable: a quantity pack
  /// (`add_500_stars`) or a part naming one (`com.app.85.credits`), not
  /// after `non`.
  static func namesConsumableID(_ id: String) -> Bool {
    if namesQuantityPack(id) { return true }
    let parts = id.split(whereSeparator: { !$0.isLetter })
    return parts.contains { !$0.hasPrefix("non") && namesConsumable($0) }
  }

  /// Whether a part of a product id (lowercased) is or, written in camel
  /// case, ends in a consumable's word (`buycoffee1` → `buycoffee`).
  /// A pack's word after what it holds (`1000coinspack`; MapIQ,
  /// hundred-and-fifteenth round) is set aside first.
  private static func namesConsumable(_ part: Substring) -> Bool {
    var part = part
    for pack in ["packs", "pack", "bundle"] where part.count > pack.count && part.hasSuffix(pack) {
      part = part.dropLast(pack.count)
      break
    }
    if consumableIDWords.contains(String(part)) { return true }
    return consumableIDWords.contains { $0.utf8.count >= 4 && part.hasSuffix($0) }
  }
  fileprivate static let consumableTypeNames = [
    "Tip", "Donat", "Coin", "Coffee", "Credit", "Token",
    // A shop named for what it sells (`ConsumableShopView`; earthlord,
    // hundred-and-second round) and a game's gems.
    "Consumable", "Gem", "Diamond",
    // A balance topped up (`RechargeViewController`, its product ids random
    // strings; Pro_48, hundredth round).
    "Recharge", "TopUp",
  ]
  /// RevenueCat's offering words, which sell whatever the dashboard's
  /// packages hold: a tip jar's too.
  fileprivate static let offeringWords: Set<String> = [
    "offerings", "currentoffering", "availablepackages", "getofferings", "packagetype",
  ]
  /// Identifiers only a store selling subscriptions uses: RevenueCat's
  /// offerings and package types, StoreKit's subscription information.
  fileprivate static let subscriptionAPIWords: Set<String> = [
    "offerings", "currentoffering", "availablepackages", "getofferings", "packagetype",
    "subscriptionperiod", "subscriptionstatus", "subscriptiongroupid",
    // (Not `.autoRenewable`: a product-type switch handles every kind; Apple's
    // sample store, Bagchecknfc, Chato, fifty-second round.)
    "renewalinfo", "renewalstate", "introductoryoffer", "introductorydiscount",
  ]

  /// What the paywall sells, from the strongest evidence the project holds:
  ///
  /// 1. the products it names, as the `.storekit` files type them
  ///    (`"QRTip1"` a consumable, `"pro"` a non-consumable) — unless it also
  ///    uses a subscription API (RevenueCat offerings, `subscriptionPeriod`).
  ///    When the screen itself (not its models) names products or picks them
  ///    by a part of their id (`productIdentifier.contains("coffee")`), only
  ///    those count: a tip screen of a shared store manager sells its tip;
  /// 2. words that renew (subscription, monthly, trial…): subscriptions;
  /// 3. `.storekit` files listing no subscription: consumables when they list
  ///    only consumables, one-time purchases otherwise;
  /// 4. names: tips, donations, coins, coffee in its name or product ids, or
  ///    StoreKit's `.consumable` product type, with nothing that renews or an
  ///    entitlement: consumables; a lifetime or ad-free unlock: one-time;
  /// 5. `.storekit` files listing subscriptions, a billing period or an expiry
  ///    anywhere the screen reaches (`"month"`, `"/yr"`, `expirationDate`),
  ///    RevenueCat's packages or customer info, a product id naming a period
  ///    (`pro_1m`, `premium.12months`): subscriptions;
  /// 6. otherwise one-time purchases: a screen that never says anything
  ///    renews ("Get Premium for $2.99", "Remove all ads") sells an unlock.
  func offer(storeKit: StoreKitCatalog, usesRevenueCat: Bool = true) -> Offer {
    if isSubscriptionStoreView { return .subscriptions }
    // Every purchase the screen makes is named for a balance it tops up
    // (`purchaseManager.purchaseCredits(package:)`,
    // `manager.purchaseCreditPack(.privacyPack)`): consumables, though the
    // manager it buys through sells subscriptions too (StepPet, Signal;
    // sixty-fourth and sixty-fifth rounds) — unless the screen shows a
    // billing period ("Or go unlimited with a monthly subscription").
    if !purchaseCalls.isEmpty,
      purchaseCalls.allSatisfy({ Self.buysConsumables($0) || consumingCalls.contains($0) }),
      !screenSpeaksOfPeriod
    {
      return .consumables
    }
    // Every purchase the screen makes is named for a one-time unlock
    // (`storeKit.purchaseRemoveAds()`, `buyLifetime()`): the screen sells
    // that, whatever else its manager sells — unless it shows a billing
    // period (RepCompanion's launch ad, seventy-eighth round).
    if !purchaseCalls.isEmpty, purchaseCalls.allSatisfy(Self.buysOnce), !screenSpeaksOfPeriod {
      return .oneTime
    }
    // Every purchase hands over a product the store manager names for a
    // one-time pack or a consumable (`store.purchase(store.fantasyPackProduct)`,
    // `coins1000Product`): the screen sells that, though the manager sells
    // subscriptions too and the screen mentions them ("Also included in
    // Premium subscription"; who-would-win, seventieth round).
    let productKinds = purchasedProducts.map(Self.productNameKind)
    if !productKinds.isEmpty, productKinds.allSatisfy({ $0 != nil }) {
      return productKinds.allSatisfy { $0 == .consumables } ? .consumables : .oneTime
    }
    let usesSubscriptionAPI = !kindWords.isDisjoint(with: Self.subscriptionAPIWords)
    var named = kindWords.intersection(storeKit.allIDs)
    // The screen picks its products (`getProduct("coffee")`): those are
    // what it sells, not every product its shared store manager names.
    let picked = named.isEmpty ? [] : storeKit.ids(pickedBy: screenLiterals)
    if picked.isEmpty, Self.isNamedForConsumables(type.name),
      !tipWords.contains(where: { Self.isRenewingWord($0) }),
      // RevenueCat's offerings sell tips too (`TipJarManager` taking
      // `offerings.current.availablePackages`; InkwellKeeper, fifty-second
      // round): only StoreKit's subscription information says otherwise.
      tipWords.isDisjoint(with: Self.subscriptionAPIWords.subtracting(Self.offeringWords)),
      tipWords.isDisjoint(with: storeKit.renewingIDs),
      named.isEmpty || !named.isDisjoint(with: storeKit.consumableIDs)
    {
      // A tip box (`TipBoxVC`, `SettingsDonate`) whose code, and that of the
      // tip types it uses, says nothing that renews sells tips, though the
      // manager it buys through sells more.
      return .consumables
    }
    if !named.isEmpty {
      if !picked.isEmpty { named = picked }
      // The screen picks its products by id, the `.storekit` file says none
      // of them renews, and the screen itself reads no subscription: a
      // model's subscription helper (Apple's sample `isWillRenew(product:)`,
      // never called) sells nothing here (7III_Meditation, eighty-third round).
      let picksOnlyOneTime =
        !picked.isEmpty && picked.isDisjoint(with: storeKit.renewingIDs)
        && screenWords.isDisjoint(with: Self.subscriptionAPIWords)
      // RevenueCat's offerings carry every kind of product: when the
      // `.storekit` files list no subscription and the screen names no
      // period, offerings alone say nothing renews (look-up-silly's one-time
      // contributions bought from `offering.availablePackages`, ninetieth
      // round).
      let offeringsOnly =
        kindWords.isDisjoint(with: Self.subscriptionAPIWords.subtracting(Self.offeringWords))
        && storeKit.renewingIDs.isEmpty && !screenSpeaksOfPeriod
      if !picksOnlyOneTime,
        usesSubscriptionAPI && !offeringsOnly || !named.isDisjoint(with: storeKit.renewingIDs)
      {
        return .subscriptions
      }
      return named.isSubset(of: storeKit.consumableIDs) ? .consumables : .oneTime
    }
    // What the screen itself shows and does (not its models) decides two
    // cases when nothing there renews or uses a subscription API (a handle
    // on a `subscriptionManager`, a `checkSubscriptionStatus()` call name no
    // offer):
    let screenRenewsNothing =
      screenWords.isDisjoint(with: Self.subscriptionAPIWords)
      && !screenWords.contains {
        Self.speaks(of: Self.renewingWords, in: $0) && !Self.namesHelper($0)
      }
    // its own product ids all name consumables (`"com.navo.ai.85.credits"`):
    // it sells them, though its manager sells subscriptions too
    // (nano-banana, fifty-first round);
    let ownIDs = screenLiterals.filter(Self.isProductIDLike)
    if screenRenewsNothing, !ownIDs.isEmpty,
      ownIDs.allSatisfy(Self.namesConsumableID)
        || Self.isQuantityFamily(ownIDs.filter(Self.isReverseDNS))
    {
      return .consumables
    }
    // it says it sells once ("One-time purchase, lifetime access"): an
    // unlock (DevHours, fifty-second round), unless a product id it reaches
    // names a period or a `.storekit` product renews.
    if screenRenewsNothing,
      screenWords.contains(where: Self.saysOnce),
      !kindWords.contains(where: Self.namesPeriodInID), storeKit.renewingIDs.isEmpty,
      !speaksOfConsumables
    {
      return .oneTime
    }
    // In an Apple Music player (MusicKit's `MusicSubscription`, "An Apple
    // Music subscription is required"), subscription words are about the
    // customer's Apple Music, not what the app sells.
    let appleMusic = kindWords.contains(where: Self.namesAppleMusic)
    let periodWords = appleMusic ? Self.periodWords.filter { $0 != "subscri" } : Self.periodWords
    let renewingWords =
      appleMusic ? Self.renewingWords.filter { $0 != "subscri" } : Self.renewingWords
    // A trial alone on a screen that says it sells once ("No subscription.
    // Pay once, unlock forever." beside the app's own 7-day countdown,
    // `trialDaysRemaining`) is the app's trial of an unlock.
    // So is a trial where every `.storekit` file lists products and none
    // renews (the app's own promo month, `case afterTrial`, beside one
    // non-consumable; Keymoji, seventy-sixth round).
    let storeKitSellsOnce = storeKit.hasProducts && storeKit.renewingIDs.isEmpty
    // A screen saying it sells once ("Bu bir kerelik satın alımdır", this is
    // a one-time purchase), showing no billing period, in an app whose
    // `.storekit` products all stay bought: an unlock, though its code is
    // named for subscribing (`handleSubscribe`, `subscribe(package:)`;
    // TercihKilavuzu2022, hundred-and-tenth round).
    if storeKitSellsOnce, !showsPeriod, !screenSpeaksOfPeriod,
      screenWords.contains(where: Self.saysOnce),
      kindWords.isDisjoint(with: Self.subscriptionAPIWords.subtracting(Self.offeringWords))
    {
      return .oneTime
    }
    if mentionsKind(periodWords.filter { $0 != "trial" })
      || mentionsKind(["trial"]) && !mentionsKindOnce && !storeKitSellsOnce
    {
      return .subscriptions
    }
    if storeKit.hasProducts, storeKit.renewingIDs.isEmpty, !usesSubscriptionAPI {
      return storeKit.oneTimeIDs.isSubset(of: storeKit.consumableIDs) ? .consumables : .oneTime
    }
    if speaksOfConsumables && !mentionsKind(renewingWords) { return .consumables }
    if mentionsKindOnce { return .oneTime }
    // RevenueCat's words (`package`) say so only in an app using RevenueCat:
    // elsewhere `let package = (1000, 90000)` is a points pack
    // (rough-riderz, a SwiftyStoreKit game; ninety-sixth round).
    if !storeKit.renewingIDs.isEmpty || showsPeriod
      || usesRevenueCat && !kindWords.isDisjoint(with: Self.revenueCatWords)
      || kindWords.contains(where: Self.namesPeriodInID)
    {
      return .subscriptions
    }
    return .oneTime
  }

  /// Words of a product's name that sell it once.
  private static let oneTimeProductWords: Set<String> = [
    "pack", "lifetime", "unlock", "bundle", "forever", "removeads", "noads", "adfree",
    "watermark",
  ]
  /// Words of a product's name that sell a balance.
  private static let consumableProductWords: Set<String> = [
    "coin", "coins", "credit", "credits", "gem", "gems", "token", "tokens", "tip", "tips",
    // (Not `life`: `lifeTime` is an unlock.)
    "hint", "hints", "lives", "energy", "diamond", "diamonds", "consumable", "consumables",
  ]
  /// Words of a product's name that may renew.
  private static let renewingProductWords: Set<String> = [
    "premium", "pro", "plus", "subscription", "sub", "monthly", "yearly", "annual", "weekly",
    "month", "year", "week", "vip", "membership", "member", "renewing", "trial",
  ]

  /// What a product named `name` (`fantasyPackProduct`, `coins1000Product`,
  /// `removeAdsProduct`) sells, when its name says: `.consumables` or
  /// `.oneTime`; `nil` when it says nothing or may renew (`premiumProduct`).
  static func productNameKind(_ name: String) -> Offer? {
    let words = IdentifierWords.of(name).map { String($0.filter(\.isLetter)) }.filter {
      !$0.isEmpty
    }
    let pairs = zip(words, words.dropFirst()).map { $0 + $1 }
    if words.contains(where: renewingProductWords.contains) { return nil }
    // `nonConsumables` before the `consumables` it ends with.
    if pairs.contains(where: { $0.hasPrefix("nonconsumable") }) { return .oneTime }
    // Something taken away for good (`removeAds`, `removeWatermark`,
    // `removeLimits`; stockpapers, eighty-fifth round).
    if words.first == "remove", words.count > 1 { return .oneTime }
    if words.contains(where: consumableProductWords.contains) { return .consumables }
    if (words + pairs).contains(where: oneTimeProductWords.contains) { return .oneTime }
    return nil
  }

  /// Whether the screen itself speaks of a billing period: a renewal word
  /// (`monthlyPackage`, "renews yearly"), or a period noun in text ("$2.99 /
  /// month") — not a calendar's `.month` component in a view it draws
  /// (AstroSvitla, eighty-second round).
  private var screenSpeaksOfPeriod: Bool {
    screenWords.contains { word in
      Self.speaks(of: ["monthly", "yearly", "annual", "weekly", "renew"], in: word)
        || word.contains(where: { !$0.isLetter && !$0.isNumber && $0 != "_" && $0 != "$" })
          && Self.speaks(of: Self.periodNouns, in: word)
    }
  }

  /// Whether a sentence the screen reaches names a billing period or an
  /// expiry (`"$2.99 / month"`, `"Renews every year"`), or its code reads an
  /// expiry (`expirationDate`). An identifier naming a period (`monthView`,
  /// `firstWeekday` in a calendar) is no billing period.
  private var showsPeriod: Bool {
    kindWords.contains { word in
      if word.contains("expir"), Self.readsExpiry(word) { return true }
      // A binding (`$selectedYear`) is an identifier too.
      guard word.contains(where: { !$0.isLetter && !$0.isNumber && $0 != "_" && $0 != "$" }) else {
        return false
      }
      return Self.periodNouns.contains { word.contains($0) && !Self.countsUsesPerPeriod(word, $0) }
    }
  }

  /// Whether a product id names a billing period in one of its parts
  /// (`pro_1m`, `premium.12months`, `sub-1y`, `plus.3mo`).
  private static func namesPeriodInID(_ word: String) -> Bool {
    guard isProductIDLike(word) else { return false }
    return word.split(whereSeparator: { $0 == "." || $0 == "_" || $0 == "-" }).contains { part in
      let unit = part.drop(while: \.isNumber)
      guard unit.count < part.count else { return false }
      return periodUnits.contains(String(unit))
    }
  }

  private static let periodUnits: Set<String> = [
    "m", "mo", "mos", "mon", "month", "months", "y", "yr", "yrs", "year", "years", "w", "wk",
    "week", "weeks",
  ]

  /// Whether a purchase method is named for consumables: `purchaseCredits`,
  /// `buyCoinPack`, `purchaseTip` — not `purchaseNonConsumable`, nor a
  /// `purchaseProduct` that buys whatever it is given.
  static func buysConsumables(_ method: String) -> Bool {
    let words = IdentifierWords.of(method)
    guard let verb = words.first, verb == "purchase" || verb == "buy" else { return false }
    // Tokens bought by the handful (`buyTokens(package:)`; StudyAI,
    // ninety-eighth round), not a token a purchase hands over.
    if verb == "buy", words.count > 1, words[1] == "tokens" { return true }
    return zip(words.dropLast(), words.dropFirst()).contains { previous, word in
      previous != "non" && (consumableIDWords.contains(word) || balanceUnits.contains(word))
        && word != "token" && word != "tokens"
    }
  }

  /// Whether a purchase method is named for a one-time unlock:
  /// `purchaseRemoveAds`, `buyLifetime`, `purchaseFullVersion`, `buyNoAds`.
  static func buysOnce(_ method: String) -> Bool {
    let words = IdentifierWords.of(method)
    guard let verb = words.first, verb == "purchase" || verb == "buy", words.count > 1 else {
      return false
    }
    let rest = words.dropFirst().joined()
    return ["removeads", "noads", "adfree", "lifetime", "fullversion", "fullaccess"].contains(
      rest)
  }

  /// Whether a type is named for consumables (`TipBoxVC`, `SettingsDonate`,
  /// `BuyCoinsScreen`, `CoffeeView`, a `TipJar` enum).
  static func isNamedForConsumables(_ name: String) -> Bool {
    consumableTypeNames.contains(where: { name.contains($0) })
  }

  /// Whether `word` is a word that renews (`subscription`, `monthly`, `trial`,
  /// an entitlement), not Swift's `subscript` or Combine's `subscriber`.
  static func isRenewingWord(_ word: String) -> Bool {
    renewingWords.contains { word.contains($0) && !renewsOnlyNegated(word, $0) }
      && !notSubscriptionWords.contains(word) && !observesEvents(word)
  }

  /// Whether the screen's name, words or product ids speak of consumables:
  /// `TipJarView`, `"com.example.tip.small"`, `"coins_50"`, `type == .consumable`.
  private var speaksOfConsumables: Bool {
    if Self.isNamedForConsumables(type.name) { return true }
    if mentionsKind(Self.tipWords) { return true }
    if kindWords.contains("consumable"),
      kindWords.isDisjoint(with: ["nonconsumable", "autorenewable", "nonrenewable"])
    {
      return true
    }
    // A name holding the word (`InAppConsumableProducts.inAppConsumableTier1`;
    // iOS-BookReader, hundred-and-fifth round), where nothing names another
    // kind: a store manager selling both has `isConsumable` beside its
    // subscriptions (openspace-swift).
    if kindWords.contains(where: Self.namesConsumableKind),
      !kindWords.contains(where: { word in
        ["nonconsumable", "renew", "subscri"].contains { word.contains($0) }
      })
    {
      return true
    }
    // A purchase that credits a balance (`addRewardPoints(…)`, `addCoins`);
    // with another verb (`updateCoins(value:)`, `grantCredits`) only in the
    // screen's own code (thebutton, hundred-and-fifth round): a store
    // manager's `refillEnergy` beside its subscriptions says nothing of
    // what one screen sells (openspace-swift).
    if kindWords.contains(where: { $0.hasPrefix("add") && Self.creditsBalance($0) }) {
      return true
    }
    if screenWords.contains(where: Self.creditsBalance) { return true }
    if kindWords.contains(where: Self.namesQuantityPack) { return true }
    return kindWords.contains { word in
      guard Self.isProductIDLike(word) else { return false }
      let parts = word.split(whereSeparator: { !$0.isLetter })
      // A payment card's key (`"credit_debit_card"`; Tazweeg,
      // hundred-and-fifteenth round) names no credits bought.
      if parts.contains("card") { return false }
      // `NON_CONSUMABLE_PRODUCT_ID`, `nonconsumable`: the opposite of a consumable.
      return zip([""] + parts.dropLast(), parts).contains { previous, part in
        previous != "non" && !part.hasSuffix("nonconsumable") && Self.namesConsumable(part)
      }
    }
  }

  /// Whether a product id names a quantity of something (`add_500_stars`,
  /// `com.game.100hints`): a number, then a plural noun that is no billing
  /// period — a pack bought again and again.
  private static func namesQuantityPack(_ word: String) -> Bool {
    guard isProductIDLike(word) else { return false }
    let parts = word.split(whereSeparator: { $0 == "." || $0 == "_" || $0 == "-" })
    for (offset, part) in parts.enumerated() {
      let digits = part.prefix(while: \.isNumber)
      guard !digits.isEmpty, digits.first != "0" else { continue }
      let noun =
        digits.count < part.count
        ? part.dropFirst(digits.count) : offset + 1 < parts.count ? parts[offset + 1] : ""
      if noun.count >= 4, noun.hasSuffix("s"), noun.allSatisfy(\.isLetter),
        !periodUnits.contains(String(noun)), !["days", "hours", "minutes", "users"].contains(noun)
      {
        return true
      }
    }
    return false
  }

  /// Whether a lowercased identifier names the consumable kind: `consumable`,
  /// or a name holding it that is not `nonconsumable`.
  private static func namesConsumableKind(_ word: String) -> Bool {
    word.contains("consumable") && !word.contains("nonconsumable") && word.utf8.count <= 40
      && word.allSatisfy { $0.isLetter || $0.isNumber }
  }

  /// Whether an identifier credits a balance of something bought up
  /// (`addrewardpoints`, `addcoins`, `addcredits`, `updatecoins`,
  /// `grantcredits`: lowercased), ending in the plural unit
  /// (`addLineToPoint` draws). `updateCoins(value:)` after a coin pack's
  /// purchase (thebutton, hundred-and-fifth round).
  static func creditsBalance(_ word: String) -> Bool {
    guard word.utf8.count <= 40, word.allSatisfy(\.isLetter) else { return false }
    // The unit after the verb, not the verb's own letters (`credits` is no credit).
    return creditVerbs.contains { verb in
      word.hasPrefix(verb) && balanceUnits.contains { word.dropFirst(verb.count).hasSuffix($0) }
    }
  }

  /// Verbs that put an amount into a balance.
  private static let creditVerbs = [
    "add", "update", "increase", "increment", "grant", "give", "award", "credit", "refill",
    "topup",
  ]

  /// Whether a variable (lowercased) holds a balance of something bought
  /// up: `points`, `gems`, `totalcoins`.
  static func namesBalance(_ word: String) -> Bool {
    word.utf8.count <= 40 && balanceUnits.contains { word.hasSuffix($0) }
  }

  private static let balanceUnits = [
    "points", "coins", "credits", "tokens", "gems", "diamonds",
    // A game's helps bought in packs (`addHints(50)`, Agni, forty-seventh round).
    "hints", "lives", "moves", "boosters", "energy",
    // One unit at a time (`CoinManager.default.addCoin(coin:)`; SE_FunnyCreator,
    // fifty-first round).
    "coin", "gem", "diamond", "credit",
  ]

  /// A string shaped like a product id: one word of letters, digits, dots,
  /// dashes and underscores, with a dot or an underscore (`com.app.coins.10`).
  /// Whether `ids` are quantities of a unit: three or more in all, each a
  /// number before a noun that is no period, and each beside another that
  /// differs from it only in the number (`com.wooriyo.wooriyo.5pin` …
  /// `30pin` and `com.wooriyo.pinpl.11pin` … `36pin`, `pack_10_hints` …
  /// `pack_50_hints`; WooriyoER, sixty-ninth round) — packs of a balance.
  ///
  /// The number may also end the id after its noun (`sufergraphy.wave.5` …
  /// `wave.4000`; SurfergraphyIOS, hundred-and-thirteenth round), when the
  /// numbers are no index counted from one (`level.1`, `level.2`, `level.3`
  /// unlock levels) — amounts jump (5, 15, 55).
  static func isQuantityFamily(_ ids: Set<String>) -> Bool {
    guard ids.count >= 3 else { return false }
    var numbersByShape: [String: Set<Substring>] = [:]
    var numberAfterNoun = false
    for id in ids {
      guard let digits = id.firstRange(of: /[1-9][0-9]*/) else { return false }
      var noun = id[digits.upperBound...].drop { $0 == "_" || $0 == "." || $0 == "-" }
        .prefix(while: \.isLetter)
      if noun.isEmpty, digits.upperBound == id.endIndex {
        let before = id[..<digits.lowerBound]
        guard let separator = before.last, separator == "." || separator == "_" || separator == "-"
        else { return false }
        noun = Substring(before.dropLast().reversed().prefix(while: \.isLetter).reversed())
        numberAfterNoun = true
      }
      guard !noun.isEmpty, !periodUnits.contains(String(noun)),
        !periodUnits.contains(String(noun) + "s"), !namesPeriodInID(id)
      else { return false }
      let shape = String(id[..<digits.lowerBound]) + "#" + String(id[digits.upperBound...])
      numbersByShape[shape, default: []].insert(id[digits])
    }
    if numberAfterNoun {
      let numbers = numbersByShape.values.flatMap { $0.compactMap { Int($0) } }
      let isIndex = Set(numbers) == Set(1...max(1, numbers.max() ?? 1))
      guard !isIndex, (numbers.max() ?? 0) >= 10 else { return false }
    }
    return numbersByShape.values.allSatisfy { $0.count >= 2 }
  }

  /// Whether a product id is written in reverse-DNS form (`com.app.5pin`):
  /// among a screen's literals (storyboard ids, image names), the store's.
  static func isReverseDNS(_ id: String) -> Bool {
    let parts = id.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count >= 3 && parts.allSatisfy { !$0.isEmpty }
      && parts[0].allSatisfy(\.isLetter)
  }

  static func isProductIDLike(_ word: String) -> Bool {
    guard word.count <= 120, word.contains(where: { $0 == "." || $0 == "_" }) else {
      return false
    }
    return word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" || $0 == "-" }
  }

  /// Whether a word speaks of Apple Music: MusicKit's subscription and
  /// players (`MusicSubscription`, `musicSubscriptionOffer`,
  /// `ApplicationMusicPlayer`) or the service by name in a sentence.
  fileprivate static func namesAppleMusic(_ word: String) -> Bool {
    word.hasPrefix("musicsubscription") || word.contains("apple music")
      || word == "applicationmusicplayer" || word == "systemmusicplayer"
      || word == "musicauthorization"
  }

  /// Words that contain "subscri" and say nothing about subscriptions: Swift's
  /// `subscript`, Combine's `subscriber`, a pub/sub service's `subscribeKey`.
  fileprivate static let notSubscriptionWords: Set<String> = [
    "subscript", "_subscript", "subscripts", "subscriber", "subscribers", "subscribekey",
    "subscribekeys",
    // RevenueCat's purchases that are not subscriptions (`customerInfo.nonSubscriptions`).
    "nonsubscriptions", "nonsubscriptiontransactions", "nonsubscription",
  ]

  /// Whether a word of what the screen reaches says it sells once (`saysOnce`).
  private var mentionsKindOnce: Bool {
    let choices = recurrenceChoices
    return kindWords.contains {
      !choices.contains($0) && Self.saysOnce($0) && Self.speaks(of: Self.oneTimeWords, in: $0)
    }
  }

  /// Whether any word of what the screen reaches directly contains one of
  /// `fragments`, leaving out a recurrence's choices (`recurrenceChoices`).
  private func mentionsKind(_ fragments: [String]) -> Bool {
    let choices = recurrenceChoices
    return kindWords.contains { !choices.contains($0) && Self.speaks(of: fragments, in: $0) }
  }

  /// The words naming a period (`weekly`, `weeklyButton`) whose sibling
  /// with a period no store bills (`daily`, `dailyButton`; `hourly`) the
  /// screen also reaches: the choices of how often something repeats
  /// (`enum PrayerType { case Daily, Weekly }`, a reminder's buttons), not
  /// billing periods (PrayerDevotion's weekly prayers, ninety-seventh round).
  private var recurrenceChoices: Set<String> {
    guard kindWords.contains(where: { $0.contains("daily") || $0.contains("hourly") }) else {
      return []
    }
    return kindWords.filter { word in
      Self.periodAdjectives.contains { adjective in
        word.contains(adjective)
          && ["daily", "hourly"].contains {
            kindWords.contains(word.replacingAll(adjective, with: $0))
          }
      }
    }
  }

  /// Whether `word` holds one of `fragments` in the sense of an offer: not a
  /// feature's period (`"Weekly reports"`), a trial of uses, a negated
  /// renewal, Swift's `subscript`, an observer, a carrier's subscriber.
  private static func speaks(of fragments: [String], in word: String) -> Bool {
    fragments.contains {
      word.contains($0) && !namesFeature(word, $0) && !trialCountsNoTime(word, $0)
        && !renewsOnlyNegated(word, $0)
    }
      && !notSubscriptionWords.contains(word) && !observesEvents(word) && !namesCarrier(word)
  }

  /// Whether a word speaks of the app's platform entitlements — what its
  /// code signature grants, not what a customer buys: CloudKit's
  /// `CKError.Code.missingEntitlement`, an `entitlementsPath` to
  /// `embedded.mobileprovision`, "Check that the app has proper iCloud
  /// entitlements" (campy, seventy-eighth round).
  static func namesPlatformEntitlement(_ word: String) -> Bool {
    guard word.contains("entitlement") else { return false }
    return platformEntitlementWords.contains { word.contains($0) }
  }

  private static let platformEntitlementWords = [
    "missingentitlement", "entitlementspath", "entitlementsfile", "entitlements file",
    "entitlements info", "entitlements configuration", "entitlements and capabilit",
    "icloud entitlement", "mobileprovision", "entitlements plist", ".entitlements",
    "aps-environment", "com.apple.developer",
  ]

  /// Whether a word is CoreTelephony's mobile-network subscriber
  /// (`serviceSubscriberCellularProviders`, `CTSubscriber`): a carrier's
  /// customer, no store subscription (RepeatCombo, fifty-first round).
  static func namesCarrier(_ word: String) -> Bool {
    word.contains("cellularprovider") || word.hasPrefix("ctsubscriber")
      || word.contains("subscribercellular")
  }

  /// What code subscribes to when it observes rather than sells
  /// (`subscribeToPaywalls()` registering a purchase SDK's callback,
  /// `subscribeToUpdates`, `subscribeToTopic`, `subscribeToProductInfoLoading`:
  /// a one-time unlock's manager calling back when products load; detectit,
  /// fiftieth round), anywhere after the "subscribeTo".
  private static let observedThings = [
    "paywall", "update", "change", "event", "notification", "topic", "channel", "stream",
    "publisher", "state", "store", "keyboard", "push", "remote", "callback", "observer",
    "loading", "loaded", "completion", "progress",
  ]

  /// Whether an identifier's only "subscri" is a `subscribeTo…` (or
  /// `unsubscribeFrom…`) of something observed (`observedThings`): the
  /// Combine and notification sense, not a sale (`unsubscribeFromIAPNotifications`;
  /// healthtexter, eighty-third round).
  private static func observesEvents(_ word: String) -> Bool {
    var rest = word[...]
    var found = false
    while let range = rest.range(of: "subscri") {
      let after = rest[range.upperBound...]
      let preposition = after.hasPrefix("beto") ? 4 : after.hasPrefix("befrom") ? 6 : 0
      let object = after.dropFirst(preposition)
      let observed = object.range(of: "subscri").map { object[..<$0.lowerBound] } ?? object
      // The verb alone (`subscribeTo(_ name: Notification.Name, with:)`, an
      // app's helper observing notifications; NextStats, QuotesMaker,
      // hundred-and-fifteenth round) observes whatever it is handed.
      guard preposition > 0,
        observed.isEmpty || observedThings.contains(where: { observed.contains($0) })
      else { return false }
      found = true
      rest = after
    }
    return found
  }

  /// Whether `fragment` is "renew" and every "renew" in `word` is negated
  /// (Apphud's `nonRenewingPurchase`, "non-renewing", `nonrenewable`): the
  /// opposite of a subscription.
  private static func renewsOnlyNegated(_ word: String, _ fragment: String) -> Bool {
    if fragment == "subscri" { return subscriptionOnlyDenied(word) }
    // "without monthly subscription fees": the period of a denied subscription.
    if deniablePeriods.contains(fragment) { return periodOnlyDenied(word, fragment) }
    if chineseNegators.contains(where: word.contains), localizedPeriodWords.contains(fragment) {
      return deniedInChinese(word, fragment)
    }
    guard fragment == "renew" else { return false }
    var rest = word[...]
    while let range = rest.range(of: "renew") {
      let before = rest[..<range.lowerBound]
      guard before.hasSuffix("non") || before.hasSuffix("non-") || before.hasSuffix("non_")
      else { return false }
      rest = rest[range.upperBound...]
    }
    return true
  }

  /// Words before a Chinese term that deny it: "没有订阅，没有月费" (no
  /// subscription, no monthly fee), "无订阅", "非订阅", "免订阅".
  private static let chineseNegators = ["没有", "沒有", "无", "無", "非", "免", "不用", "不需"]

  /// Whether every `fragment` in `word` follows one of `chineseNegators`
  /// (SanJiao's "一次买断 · 永久使用 · 无订阅", ninety-ninth round).
  private static func deniedInChinese(_ word: String, _ fragment: String) -> Bool {
    var rest = word[...]
    var found = false
    while let range = rest.range(of: fragment) {
      let before = rest[..<range.lowerBound]
      guard chineseNegators.contains(where: before.hasSuffix) else { return false }
      found = true
      rest = rest[range.upperBound...]
    }
    return found
  }

  /// Whether every subscription `word` speaks of is denied by a "no" that
  /// starts a word (`"No subscription. Pay once."`, a strings accessor
  /// `Texts.noSubscription`; Keymoji, seventy-sixth round) — not
  /// `hasNoSubscription`, the customer's state.
  private static func subscriptionOnlyDenied(_ word: String) -> Bool {
    var rest = word[...]
    while let range = rest.range(of: "subscri") {
      var before = rest[..<range.lowerBound]
      if let last = before.last, last == " " || last == "_" || last == "-" {
        before = before.dropLast()
      }
      // "without monthly subscription fees" (Pcaller, hundred-and-seventh round).
      for period in deniablePeriods where before.hasSuffix(" " + period) {
        before = before.dropLast(period.count + 1)
        break
      }
      guard let negator = englishNegators.first(where: { before.hasSuffix($0) }) else {
        return false
      }
      let start = before.dropLast(negator.count)
      guard start.last.map({ !$0.isLetter }) ?? true else { return false }
      rest = rest[range.upperBound...]
    }
    return true
  }

  /// Words denying a subscription in English: "No subscription", "without
  /// (monthly) subscription fees".
  private static let englishNegators = ["no", "without"]
  /// Periods that name a denied subscription's ("without monthly subscription").
  private static let deniablePeriods: Set<String> = ["monthly", "yearly", "weekly", "annual"]

  /// Whether every `period` in a sentence names a subscription it denies
  /// ("without monthly subscription fees, a one-time payment!").
  private static func periodOnlyDenied(_ word: String, _ period: String) -> Bool {
    guard word.contains(" ") else { return false }
    var rest = word[...]
    while let range = rest.range(of: period) {
      let after = rest[range.upperBound...].drop(while: { $0 == " " })
      var before = rest[..<range.lowerBound]
      while before.last == " " { before = before.dropLast() }
      guard after.hasPrefix("subscri"),
        let negator = englishNegators.first(where: { before.hasSuffix($0) }),
        before.dropLast(negator.count).last.map({ !$0.isLetter }) ?? true
      else { return false }
      rest = rest[range.upperBound...]
    }
    return true
  }

  /// Whether `fragment` is "trial" and every trial in `word` is part of
  /// another word (`industrialProductionIndex`) or counted in uses rather
  /// than time (`"Start 7-session free trial"`).
  private static func trialCountsNoTime(_ word: String, _ fragment: String) -> Bool {
    guard fragment == "trial" else { return false }
    if word.contains("industrial") {
      return !word.replacingAll("industrial", with: "").contains("trial")
    }
    return isUsageTrial(word)
  }

  /// Whether every "trial" in a sentence counts uses, not time: a number and
  /// a unit that is no period right before it, past a "free"
  /// (`"7-session free trial"`, `"3 scans trial"`). A trial of days, weeks
  /// or months (`"7-day free trial"`) is the introductory offer of a subscription.
  private static func isUsageTrial(_ sentence: String) -> Bool {
    guard sentence.utf8.count <= 400, sentence.contains(" ") else { return false }
    let words = sentence.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
    var sawTrial = false
    for (offset, word) in words.enumerated() where word.contains("trial") {
      sawTrial = true
      var unit = offset - 1
      if unit >= 0, words[unit] == "free" { unit -= 1 }
      guard word == "trial" || word == "trials", unit >= 1,
        words[unit].allSatisfy(\.isLetter), !timeUnits.contains(String(words[unit])),
        words[unit - 1].allSatisfy(\.isNumber)
      else { return false }
    }
    return sawTrial
  }

  /// Units a trial of time is counted in, singular and plural.
  private static let timeUnits: Set<String> = [
    "second", "seconds", "minute", "minutes", "hour", "hours", "day", "days", "night", "nights",
    "week", "weeks", "month", "months", "year", "years",
  ]

  /// Period adjectives that also describe features (`weekly reports`).
  private static let periodAdjectives: Set<String> = ["weekly", "monthly", "yearly", "annual"]
  /// Words after a period adjective that keep it about paying (`monthly plan`).
  private static let billingNouns: Set<String> = [
    "plan", "plans", "subscription", "subscriptions", "billing", "billed", "price", "pricing",
    "payment", "payments", "membership", "access", "pass", "pro", "premium", "option", "package",
    "tier", "fee", "charge", "cost", "renewal", "product", "products", "sub", "deal", "offer",
    "purchase", "upgrade", "supporter", "member", "members", "unlock", "version", "rate", "auto",
  ]

  /// Whether a period adjective in a sentence shown on screen names a
  /// feature, not a billing period: it is followed by another word that is
  /// not about paying (`"Weekly reports & analytics"`, `"Monthly challenges"`).
  /// A lone word, a word before a price or a billing noun stays a period.
  private static func namesFeature(_ literal: String, _ fragment: String) -> Bool {
    if periodAdjectives.contains(fragment), Self.namesPeriodicThing(literal, fragment) {
      return true
    }
    if Self.countsUsesPerPeriod(literal, fragment) { return true }
    guard periodAdjectives.contains(fragment), literal.contains(" "),
      !literal.contains(where: { $0.isNumber || $0.isCurrencySymbol })
    else { return false }
    let words = literal.split(whereSeparator: { !$0.isLetter && $0 != "-" }).map(String.init)
    var sawPeriod = false
    for (offset, word) in words.enumerated() where word.contains(fragment) {
      sawPeriod = true
      // The adjective as a word, after no billing verb (`billed monthly`),
      // followed by a word that is not about paying.
      guard word == fragment, offset + 1 < words.count,
        !billingNouns.contains(words[offset + 1]),
        offset == 0 || !billingVerbs.contains(words[offset - 1])
      else { return false }
    }
    return sawPeriod
  }

  /// Whether every `fragment` (a period) in a sentence without money ends a
  /// quota: a count of uses per period (`"Free plan includes 3 sessions per
  /// week"`, a free tier's limit; DevHours, fifty-second round).
  static func countsUsesPerPeriod(_ literal: String, _ fragment: String) -> Bool {
    guard literal.contains(" per "), !literal.contains(where: \.isCurrencySymbol) else {
      return false
    }
    let words = literal.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
    var found = false
    for (index, word) in words.enumerated() where word.contains(fragment) {
      guard index >= 3, words[index - 1] == "per", words[index - 3].allSatisfy(\.isNumber),
        words[index - 2].allSatisfy(\.isLetter), !moneyWords.contains(String(words[index - 2]))
      else { return false }
      found = true
    }
    return found
  }

  /// Nouns that make a count an amount of money (`"5 dollars per month"`).
  private static let moneyWords: Set<String> = [
    "dollar", "dollars", "euro", "euros", "pound", "pounds", "usd", "eur", "gbp", "cents", "yen",
  ]

  /// Whether an identifier names a thing that recurs, not a billing period:
  /// the period adjective followed by one of `periodicThings`
  /// (`Defaults.weeklyLimit`, a drink limit; `weeklyReportEnabled`;
  /// good-spirits, forty-eighth round).
  static func namesPeriodicThing(_ word: String, _ fragment: String) -> Bool {
    guard word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
      let range = word.range(of: fragment)
    else { return false }
    let rest = word[range.upperBound...].drop(while: { $0 == "_" })
    return periodicThings.contains { rest.hasPrefix($0) }
  }

  /// What recurs in an app besides a bill.
  private static let periodicThings = [
    "limit", "goal", "reminder", "report", "summary", "streak", "frequency", "challenge",
    "stats", "chart", "recap", "digest", "schedule", "target", "count", "budget", "review",
    "notification", "average", "total", "progress", "habit", "quota",
    // Money counted by the period (`annual_income`, a member's profile
    // field; Tazweeg, hundred-and-fifteenth round).
    "income", "salary", "revenue", "earnings", "expense", "spending", "interest", "rate",
  ]

  /// Words before a period adjective that make it the billing period (`billed monthly`).
  private static let billingVerbs: Set<String> = [
    "billed", "per", "renews", "renewed", "renewing", "charged", "paid", "pay", "payable",
    "recurring", "auto-renews", "auto-renewing", "subscribe", "subscribed",
  ]

  /// The products the project's `.storekit` files list, by kind (ids
  /// lowercased, as paywall words are).
  struct StoreKitCatalog: Sendable {
    /// Products that are no subscription: non-consumables and consumables.
    var oneTimeIDs: Set<String> = []
    /// The consumables among `oneTimeIDs`.
    var consumableIDs: Set<String> = []
    /// Subscriptions: auto-renewable ones, and non-renewing ones, which the
    /// doctor does not tell apart (a period bought for a price).
    var renewingIDs: Set<String> = []
    var hasProducts: Bool { !oneTimeIDs.isEmpty || !renewingIDs.isEmpty }

    /// The products `literals` name or pick by a part of their id: a literal
    /// equal to an id, or to one of its dot-, dash- or underscore-separated
    /// parts, or a run of them (`"coffee"` picks `app.racing.coffee`).
    func ids(pickedBy literals: Set<String>) -> Set<String> {
      guard !literals.isEmpty else { return [] }
      return allIDs.filter { id in
        if literals.contains(id) { return true }
        let parts = id.split(whereSeparator: { $0 == "." || $0 == "_" || $0 == "-" })
        for start in parts.indices {
          for end in start..<parts.count where end - start < 3 {
            let run = parts[start...end].joined(separator: ".")
            if run.utf8.count >= 4, literals.contains(run) { return true }
          }
        }
        return parts.contains { $0.utf8.count >= 4 && literals.contains(String($0)) }
      }
    }
    var allIDs: Set<String> { oneTimeIDs.union(renewingIDs) }

    init(index: ProjectIndex) {
      for (path, bytes) in index.storeKitFiles where !ProjectIndex.looksLikeTest(path) {
        do throws(ReaderError) {
          let file = try StoreKitFile.read(bytes)
          for product in file.products + file.unreadProducts {
            let id = product.id.lowercased()
            if product.renews || product.isNonRenewingSubscription {
              renewingIDs.insert(id)
            } else {
              oneTimeIDs.insert(id)
              if product.isConsumable { consumableIDs.insert(id) }
            }
          }
        } catch {
          // An unreadable file says nothing here; storekit-config-drift reports it.
          continue
        }
      }
    }
  }
}
