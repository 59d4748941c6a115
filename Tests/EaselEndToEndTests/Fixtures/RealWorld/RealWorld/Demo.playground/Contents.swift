import UIKit
import PlaygroundSupport

// A playground page: Xcode never compiles it into the app.
let gauge = GaugeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
PlaygroundPage.current.liveView = gauge
