// The `GLKit` façade: on iOS it brings UIKit and OpenGL ES with it; its views are Easel's placeholders (drawn as
// Interface Builder draws them without live content), declared in EaselUIKit.
@_exported import OpenGLES
@_exported import UIKit
