import EaselTestSupport
import Foundation
import Testing

/// A framework whose Swift files import nothing, and whose umbrella header (`RingKit.h`,
/// `Fixtures/UmbrellaUIKit`) imports UIKit: on iOS every Swift file of the framework sees what
/// the header imports, so `UIView` is found in each. Easel compiled the files without UIKit,
/// and the class failed with "cannot find type 'UIView' in scope" (the spent eighteenth
/// draw's royhsu/tiny-kit).
@Suite(.serialized)
struct UmbrellaHeaderImportTests {
  static let fixture = Documents.fixtures.appendingPathComponent("UmbrellaUIKit")

  @Test func swiftFilesSeeWhatTheUmbrellaHeaderImports() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let run = try EaselProcess.run(["designables", Self.fixture.path], cacheDirectory: dir)
    #expect(
      run.stdout.range(of: "RingView +Up to date", options: .regularExpression) != nil,
      "\(run.stdout)\n\(run.stderr)")
    #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
  }
}
