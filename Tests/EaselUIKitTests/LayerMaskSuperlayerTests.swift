import EaselUIKit
import Foundation
import Testing

/// `CALayer.mask`: the mask's `superlayer` is the layer it masks, as Core Animation has it
/// (JCCloudProgressView sizes its cloud's mask from `mask.superlayer.bounds`; with no
/// superlayer the mask was empty and hid the whole cloud).
@MainActor
@Suite struct LayerMaskSuperlayerTests {
  @Test func aMasksSuperlayerIsTheMaskedLayer() {
    let cloud = CAShapeLayer()
    let shape = CAShapeLayer()
    cloud.mask = shape
    #expect(shape.superlayer === cloud)
    cloud.mask = nil
    #expect(shape.superlayer == nil)
    // One already in a tree keeps its superlayer.
    let holder = CALayer()
    let other = CALayer()
    holder.addSublayer(other)
    cloud.mask = other
    #expect(other.superlayer === holder)
  }
}
