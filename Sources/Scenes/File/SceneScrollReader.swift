import Foundation
import ViewModel

/// Reads what a scene file sets on a scroll view: touch delays, paging, its pan, and pinch-to-zoom.
@MainActor
extension SceneReader {
    static let scrollKeys = [
        "pagingEnabled", "delaysContentTouches", "canCancelContentTouches", "panGestureRecognizer",
        "minimumZoomScale", "maximumZoomScale", "pinchGestureRecognizer",
    ]
    /// The zoom scales a file may give.
    static let zoomScaleRange = 0.01...100.0

    static func readScrolling(_ f: SceneValue.Fields, spec: ViewSpec, behaviour: String,
                              into view: inout ViewDescription) throws(SceneFileError) {
        let scrolls = ["UIScrollView", "UITableView", "UICollectionView", "UITextView"].contains(behaviour)
        for key in scrollKeys {
            if let v = f[key], !scrolls { throw v.error("\(key) is a scroll view's: \(spec.className) behaves as \(behaviour)") }
        }
        if let v = f["delaysContentTouches"] { view.delaysContentTouches = try v.flag() }
        if let v = f["pagingEnabled"] { view.isPagingEnabled = try v.flag() }
        if let v = f["canCancelContentTouches"] { view.canCancelContentTouches = try v.flag() }
        if let v = f["panGestureRecognizer"] {
            view.panGestureRecognizer = try readSystemRecognizer(v, name: "\(spec.className).panGestureRecognizer",
                                                                 owner: v, nameable: true)
        }
        let minimum = try f["minimumZoomScale"]?.number(in: zoomScaleRange)
        let maximum = try f["maximumZoomScale"]?.number(in: zoomScaleRange)
        if let v = f["minimumZoomScale"] ?? f["maximumZoomScale"] {
            guard behaviour == "UIScrollView" else { throw v.error("zooming needs a plain scroll view: \(spec.className) behaves as \(behaviour)") }
            guard !view.subviews.isEmpty else {
                throw v.error("a zooming scroll view zooms its first subview (its delegate's viewForZooming); give it one")
            }
            let (low, high) = (CGFloat(minimum ?? 1), CGFloat(maximum ?? 1))
            guard low <= high else { throw v.error("minimumZoomScale \(low) is above maximumZoomScale \(high)") }
            view.zoomScales = low...high
        }
        if let v = f["pinchGestureRecognizer"] {
            guard let scales = view.zoomScales, scales.upperBound > scales.lowerBound else {
                throw v.error("the scroll view has no pinch: UIKit adds it when maximumZoomScale is above minimumZoomScale")
            }
            view.pinchGestureRecognizer = try readSystemRecognizer(v, name: "\(spec.className).pinchGestureRecognizer",
                                                                   owner: v, nameable: true)
        }
    }
}
