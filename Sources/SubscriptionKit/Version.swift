public enum SubscriptionKitVersion { public static let current = "0.1.0" }
