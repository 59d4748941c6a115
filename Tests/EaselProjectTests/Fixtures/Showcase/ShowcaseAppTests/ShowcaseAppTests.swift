import XCTest

@testable import ShowcaseApp

final class ShowcaseAppTests: XCTestCase {
  func testNothing() {}
}
