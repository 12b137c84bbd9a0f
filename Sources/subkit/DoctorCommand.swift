/// `subkit doctor [DIR]`: audits an Xcode project's subscription setup.
enum DoctorCommand {
  static func run(_ arguments: [String]) -> Int32 { 0 }
}
