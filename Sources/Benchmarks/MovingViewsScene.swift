import Dispatcher
import Examples
import Foundation
@_spi(Engine) import ViewModel

/// Views in a grid filling the screen (with a label inside each when asked), which `UIView.animate` moves back
/// and forth for good: the frame-time benchmark's scene.
@MainActor
package final class MovingViewsScene {
    package let count: Int
    package let labels: Bool
    private var views: [UIView] = []

    package init(count: Int, labels: Bool) {
        (self.count, self.labels) = (count, labels)
    }

    /// The scene as an example the window can show (building it fills `views`).
    package var example: Example {
        Example(id: "bench-moving-views", title: "\(count) moving views", seed: "-", summary: "", demoInput: []) {
            [self] _, _ in
            let controller = UIViewController()
            let bounds = controller.view.bounds
            let columns = max(1, Int((Double(count) * bounds.width / bounds.height).squareRoot().rounded(.up)))
            let rows = (count + columns - 1) / columns
            let cell = CGSize(width: bounds.width / CGFloat(columns), height: bounds.height / CGFloat(rows))
            for index in 0..<count {
                let view = UIView(frame: CGRect(
                    x: CGFloat(index % columns) * cell.width + 1, y: CGFloat(index / columns) * cell.height + 1,
                    width: cell.width - 2, height: cell.height - 2))
                view.backgroundColor = UIColor(red: CGFloat(index % 7) / 7, green: 0.5, blue: 0.8, alpha: 1)
                if labels {
                    let label = UILabel(frame: view.bounds)
                    label.text = String(index % 100)
                    label.font = .systemFont(ofSize: 8)
                    label.textAlignment = .center
                    view.addSubview(label)
                }
                controller.view.addSubview(view)
                views.append(view)
            }
            let window = UIWindow(frame: bounds)
            window.rootViewController = controller
            return window
        }
    }

    /// Starts every view moving to and fro, for good (`.repeat`, `.autoreverse`): as the clock advances, each
    /// frame draws them from new presentation values.
    package func startAnimating(in sim: Simulator) {
        sim.run {
            UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse, .curveLinear]) { [views] in
                for view in views { view.center = CGPoint(x: view.center.x + 4, y: view.center.y + 4) }
            }
        }
    }
}
