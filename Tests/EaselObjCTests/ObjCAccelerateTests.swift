import EaselObjC
import Foundation
import Testing

/// vForce's and vDSP's vector functions a designable calls translate to the façade's: the
/// thirty-fifth draw's RSColorPickerView computes its wheel's angles and distances with
/// `vvatan2f` and `vDSP_vdist`, which neither the name table nor the façade had (the table
/// read no function of Accelerate's sub-frameworks, vecLib and vImage).
@Suite struct ObjCAccelerateTests {
  static let accelerateSource = """
    #import <UIKit/UIKit.h>
    #import <Accelerate/Accelerate.h>

    @interface Dial : UIView
    @end
    @implementation Dial
    - (float)angleSum {
        int n = 2;
        float x[2] = {1, 0}, y[2] = {0, 1};
        float *angles = (float *)malloc(sizeof(float) * n);
        float *distances = (float *)malloc(sizeof(float) * n);
        vvatan2f(angles, y, x, &n);
        vDSP_vdist(x, 1, y, 1, distances, 1, n);
        float sum = angles[0] + angles[1] + distances[0];
        free(angles);
        free(distances);
        return sum;
    }
    @end
    """

  /// vForce's `vvatan2f` and vDSP's `vDSP_vdist` (RSColorPicker's wheel) are the façade's.
  @Test func accelerateVectorFunctions() throws {
    _ = try ObjCTestSupport.expectTranslation(
      ["Dial.m": Self.accelerateSource], containing: ["vvatan2f(", "vDSP_vdist("])
  }
}
