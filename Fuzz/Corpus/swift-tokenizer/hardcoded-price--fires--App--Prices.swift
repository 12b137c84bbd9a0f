enum Copy {
  static let a = "$9.99"
  static let b = "€3,99"
  static let c = "Only 4,99 € per month"
  static let d = "£4.99/month"
  static let e = "¥800"
  static let f = "USD 9.99"
  static func g(_ price: Int) -> String { "\(price).99" }
}
