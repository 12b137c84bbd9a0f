/// What a storyboard says about the view controllers it creates: each scene's
/// class and storyboard identifier, which scene is initial, and which scenes
/// a segue or another storyboard's reference leads to.
///
/// Only the attributes of start tags are read (`<viewController id="…"
/// customClass="…" sceneMemberID="viewController">`, `<segue destination="…">`,
/// `<document initialViewController="…">`), byte by byte: Interface Builder
/// writes them on one tag each, double-quoted, with no entities in ids or
/// class names. A full XML parser (FoundationXML) would cost every run of
/// the doctor its start-up; nothing here needs more than these attributes.
struct StoryboardScenes: Sendable {
  /// A view controller at the top of a scene.
  struct Scene: Sendable, Equatable {
    var id: String
    var customClass: String?
    var storyboardIdentifier: String?
  }

  /// The scenes' view controllers, in file order.
  private(set) var scenes: [Scene] = []
  /// The id of the initial view controller, if the storyboard has one.
  private(set) var initialID: String?
  /// Ids segues lead to (shows, presentations, a navigation controller's
  /// root, a tab bar's tabs).
  private(set) var destinations: Set<String> = []
  /// Storyboard identifiers other storyboards' references name
  /// (`<viewControllerPlaceholder referencedIdentifier="…">`).
  private(set) var referencedIdentifiers: Set<String> = []
  /// Classes named by anything other than a scene's view controller (a view,
  /// a cell, an object): created whenever their scene is.
  private(set) var otherClasses: Set<String> = []
  /// The storyboards its references open (`storyboardName="Premium"`).
  private(set) var referencedStoryboards: Set<String> = []
  /// The class of each object given one, by id (a scene's view controller,
  /// a xib's File's Owner, a view).
  private(set) var classesByID: [String: String] = [:]
  /// Each action a control sends (`<action selector="buy:" destination="…"/>`):
  /// its selector and the object it is sent to, by id.
  private(set) var actions: [(selector: String, destination: String?)] = []

  init(_ bytes: [UInt8]) {
    var index = 0
    let count = bytes.count
    while index < count {
      guard bytes[index] == UInt8(ascii: "<") else {
        index += 1
        continue
      }
      index += 1
      let nameStart = index
      while index < count, Self.isNameByte(bytes[index]) { index += 1 }
      let tag = bytes[nameStart..<index]
      var attributes: [String: String] = [:]
      // Attributes up to the end of the start tag.
      while index < count, bytes[index] != UInt8(ascii: ">") {
        guard Self.isNameByte(bytes[index]) else {
          index += 1
          continue
        }
        let keyStart = index
        while index < count, Self.isNameByte(bytes[index]) { index += 1 }
        let key = bytes[keyStart..<index]
        guard index + 1 < count, bytes[index] == UInt8(ascii: "="),
          bytes[index + 1] == UInt8(ascii: "\"")
        else { continue }
        index += 2
        let valueStart = index
        while index < count, bytes[index] != UInt8(ascii: "\"") { index += 1 }
        if Self.keys.contains(where: { $0.elementsEqual(key) }) {
          attributes[String(decoding: key, as: UTF8.self)] = String(
            decoding: bytes[valueStart..<index], as: UTF8.self)
        }
        index += 1
      }
      record(tag: tag, attributes)
    }
  }

  private mutating func record(tag: ArraySlice<UInt8>, _ attributes: [String: String]) {
    if let id = attributes["id"], let customClass = attributes["customClass"] {
      classesByID[id] = customClass
    }
    if tag.elementsEqual("action".utf8), let selector = attributes["selector"] {
      // iOS sends to a `destination`, AppKit to a `target` (`-1`: the first responder).
      actions.append((selector, attributes["destination"] ?? attributes["target"]))
      return
    }
    if tag.elementsEqual("segue".utf8) {
      if let destination = attributes["destination"] { destinations.insert(destination) }
    } else if tag.elementsEqual("document".utf8) {
      initialID = attributes["initialViewController"]
    } else if tag.elementsEqual("viewControllerPlaceholder".utf8) {
      if let identifier = attributes["referencedIdentifier"] {
        referencedIdentifiers.insert(identifier)
      }
      if let name = attributes["storyboardName"] { referencedStoryboards.insert(name) }
    } else if attributes["sceneMemberID"] == "viewController", let id = attributes["id"] {
      scenes.append(
        Scene(
          id: id, customClass: attributes["customClass"],
          storyboardIdentifier: attributes["storyboardIdentifier"]))
    } else if let customClass = attributes["customClass"] {
      otherClasses.insert(customClass)
    }
  }

  /// Whether a scene whose view controller is `scene` is ever created by
  /// the storyboard itself: it is initial, or a segue leads to it.
  func isReached(_ scene: Scene) -> Bool {
    scene.id == initialID || destinations.contains(scene.id)
  }

  private static let keys: [[UInt8]] = [
    "id", "customClass", "storyboardIdentifier", "sceneMemberID", "destination",
    "initialViewController", "referencedIdentifier", "storyboardName", "selector", "target",
  ].map { Array($0.utf8) }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":")
  }
}
