import Foundation
import Testing

@testable import EaselServer

/// The render fields of `/api/render` and the page's `watch` message, as the session reads
/// them.
@MainActor
struct CanvasRequestTests {
  @Test func sizeIsTheTopViewsSizeInPoints() throws {
    let request = try DesignerAPI.canvasRequest(["scene": "s", "size": "320x568.5"])
    #expect(request.size == CGSize(width: 320, height: 568.5))
    #expect(try DesignerAPI.canvasRequest(["scene": "s"]).size == nil)
  }

  @Test(arguments: ["0x5", "abc", "320", "320x568x1", "-3x4"])
  func aBadSizeIsABadRequest(_ size: String) {
    #expect {
      _ = try DesignerAPI.canvasRequest(["size": size])
    } throws: { error in
      (error as? DesignerError)?.status == 400
    }
  }
}
