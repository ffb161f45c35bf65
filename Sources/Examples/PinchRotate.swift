import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// A photo that two fingers pinch and rotate at once. Recognizers on the same touches are exclusive by default:
// whichever begins first makes the other fail. The delegate's shouldRecognizeSimultaneouslyWith lets both run,
// as Apple's photo-handling samples do; the `exclusive` variant leaves it out and shows the bug.

@Actions
final class PinchRotateViewController: UIViewController, UIGestureRecognizerDelegate {
    private let simultaneous: Bool

    init(simultaneous: Bool) {
        self.simultaneous = simultaneous
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.93, alpha: 1)
        view.addSubview(captionLabel("Two fingers: drag with Alt (Option) held",
                                     frame: CGRect(x: 10, y: 60, width: 370, height: 30)))
        let photo = UIImageView(image: UIImage(named: "photo"))
        photo.frame = PinchRotateScene.photoFrame
        photo.backgroundColor = .systemTeal
        photo.isUserInteractionEnabled = true  // an image view takes no touches by default (see image-view-tap)
        photo.addSubview(captionLabel("photo (UIImageView)", frame: photo.bounds, size: 17, color: .white))
        view.addSubview(photo)
        let pinch = UIPinchGestureRecognizer(target: self, action: #action(pinched(_:)))
        let rotation = UIRotationGestureRecognizer(target: self, action: #action(rotated(_:)))
        pinch.delegate = self
        rotation.delegate = self
        photo.addGestureRecognizer(pinch)
        photo.addGestureRecognizer(rotation)
    }

    /// Scales by each step's change: `scale = 1` re-bases the recognizer (Apple, "Handling pinch gestures").
    func pinched(_ pinch: UIPinchGestureRecognizer) {
        guard let photo = pinch.view else { return }
        photo.transform = photo.transform.scaledBy(x: pinch.scale, y: pinch.scale)
        pinch.scale = 1
        report(pinch, "pinch", photo)
    }

    /// Turns by each step's change, as `pinched(_:)` scales.
    func rotated(_ rotation: UIRotationGestureRecognizer) {
        guard let photo = rotation.view else { return }
        photo.transform = photo.transform.rotated(by: rotation.rotation)
        rotation.rotation = 0
        report(rotation, "rotation", photo)
    }

    private func report(_ recognizer: UIGestureRecognizer, _ name: String, _ photo: UIView) {
        switch recognizer.state {
        case .began: log("\(name) began")
        case .ended, .cancelled:
            let t = photo.transform
            let scale = (t.a * t.a + t.b * t.b).squareRoot(), degrees = atan2(t.b, t.a) * 180 / .pi
            log("\(name) ended: photo scale \(String(format: "%.2f", scale)), rotation \(Int(degrees.rounded()))°")
        default: break
        }
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        simultaneous
    }
}

@MainActor
public enum PinchRotateScene {
    static let photoFrame = CGRect(x: 75, y: 330, width: 240, height: 180)
    public static let photoCenter = CGPoint(x: 195, y: 420)

    /// Two fingers on the photo, `from` apart on either side of `center`, that move apart to `to` and turn by
    /// `turn` radians in `steps` moves at 60 Hz, then lift.
    public static func spread(
        around center: CGPoint, from: CGFloat, to: CGFloat, turn: CGFloat, steps: Int, t: TimeInterval
    ) -> [InputRecord] {
        func finger(_ index: Int, _ f: CGFloat) -> CGPoint {
            let radius = (from + (to - from) * f) / 2, angle = turn * f + (index == 0 ? .pi : 0)
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        var records: [InputRecord] = []
        func add(_ time: TimeInterval, _ phase: InputRecord.Phase, _ f: CGFloat) {
            for index in 0..<2 {
                let point = finger(index, f)
                records.append(InputRecord(t: time, finger: index, phase: phase, x: point.x, y: point.y))
            }
        }
        add(t, .down, 0)
        for step in 1...steps { add(t + Double(step) / 60, .move, CGFloat(step) / CGFloat(steps)) }
        add(t + Double(steps + 1) / 60, .up, 1)
        return records
    }

    /// 120 pt apart to 220 pt, turning 48°, in 12 moves: the distance changes 8.3 pt a move, so the pinch
    /// passes its 8 pt on the first; the turn of 4° a move passes the rotation's 7.5° on the second.
    public static let demoGesture = spread(around: photoCenter, from: 120, to: 220, turn: 48 * .pi / 180, steps: 12,
                                           t: 0)

    public static let example = Example(
        id: "pinch-rotate",
        title: "Pinching and rotating a photo at once",
        seed: "—",
        summary: """
            Two fingers spread and turn on a photo with a pinch and a rotation recognizer. Their delegate's \
            shouldRecognizeSimultaneouslyWith returns true, so both run: the photo grows and turns together. \
            exclusive (the bug): without it, recognizers of the same touches exclude each other. The pinch passes \
            its threshold first and the rotation fails; the photo only grows.
            """,
        variants: ["exclusive"],
        demoInput: demoGesture
    ) { _, variant in
        makeWindow(root: PinchRotateViewController(simultaneous: variant != "exclusive"))
    }
}
