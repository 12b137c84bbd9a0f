/// Names from Apple's SDKs the doctor recognises where a project lists them.
enum AppleSDK {
  /// The frameworks of Apple's iOS, iPadOS, macOS, watchOS, tvOS and
  /// visionOS SDKs an app links (`StoreKit`, `AuthenticationServices`):
  /// Xcode finds them in the SDK, so a project listing one by its bare name
  /// misses nothing in the repository.
  static let frameworks: Set<String> = [
    "Accelerate", "Accessibility", "Accounts", "ActivityKit", "AdServices", "AdSupport",
    "AddressBook", "AddressBookUI", "AppClip", "AppIntents", "AppKit", "AppTrackingTransparency",
    "AssetsLibrary", "AudioToolbox", "AudioUnit", "AuthenticationServices",
    "AutomaticAssessmentConfiguration",
    "AVFAudio", "AVFoundation", "AVKit", "BackgroundAssets", "BackgroundTasks", "BusinessChat",
    "CallKit", "Carbon", "CarPlay", "CFNetwork", "Charts", "ClassKit", "ClockKit", "CloudKit",
    "Cocoa", "Combine", "Contacts", "ContactsUI", "CoreAudio", "CoreAudioKit", "CoreBluetooth",
    "CoreData", "CoreFoundation", "CoreGraphics", "CoreHaptics", "CoreImage", "CoreLocation",
    "CoreLocationUI", "CoreMedia", "CoreMIDI", "CoreML", "CoreMotion", "CoreNFC", "CoreServices",
    "CoreSpotlight", "CoreTelephony", "CoreText", "CoreTransferable", "CoreVideo", "CryptoKit",
    "CryptoTokenKit", "DeviceActivity", "DeviceCheck", "EventKit", "EventKitUI", "ExtensionKit",
    "ExternalAccessory", "FamilyControls", "FileProvider", "FileProviderUI", "Foundation",
    "GameController", "GameKit", "GameplayKit", "GLKit", "GroupActivities", "HealthKit",
    "HealthKitUI", "HomeKit", "iAd", "IdentityLookup", "IdentityLookupUI", "ImageCaptureCore",
    "ImageIO", "Intents", "IntentsUI", "IOKit", "IOSurface", "JavaScriptCore", "LinkPresentation",
    "LocalAuthentication", "ManagedSettings", "ManagedSettingsUI", "MapKit", "MediaAccessibility",
    "MediaPlayer", "MediaToolbox", "Messages", "MessageUI", "Metal", "MetalKit",
    "MetalPerformanceShaders", "MobileCoreServices", "ModelIO", "MultipeerConnectivity", "MusicKit",
    "NaturalLanguage", "NearbyInteraction", "Network", "NetworkExtension", "NotificationCenter",
    "OpenAL", "OpenGL", "OpenGLES", "OSLog", "PassKit", "PDFKit", "PencilKit", "Photos", "PhotosUI",
    "PushKit", "QuartzCore", "QuickLook", "QuickLookThumbnailing", "RealityKit", "ReplayKit",
    "SafariServices", "SceneKit", "ScreenCaptureKit", "ScreenTime", "Security", "SensorKit",
    "ServiceManagement", "SharedWithYou", "ShazamKit", "Social", "SoundAnalysis", "Speech",
    "SpriteKit", "StoreKit", "StoreKitTest", "SwiftData", "SwiftUI", "SystemConfiguration",
    "TipKit", "Twitter", "UIKit", "UniformTypeIdentifiers", "UserNotifications",
    "UserNotificationsUI", "VideoSubscriberAccount", "VideoToolbox", "Vision", "VisionKit",
    "WatchConnectivity", "WatchKit", "WeatherKit", "WebKit", "WidgetKit", "XCTest",
    // Newer or lower-level ones apps import (`import FoundationModels`,
    // `import CommonCrypto`; System-Trainer, hundred-and-twelfth round).
    "AccessorySetupKit", "AdAttributionKit", "ARKit", "BrowserEngineKit", "Cinematic",
    "CommonCrypto", "CoreAudioTypes", "CreateML", "DeveloperToolsSupport", "FoundationModels",
    "ImagePlayground", "JournalingSuggestions", "LiveCommunicationKit", "MatterSupport",
    "MetricKit", "MLCompute", "ProximityReader", "RoomPlan", "Translation", "WorkoutKit",
  ]
}
