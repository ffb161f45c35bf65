import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Dispatcher

/// Whether two points are within `tolerance` of each other.
func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }

/// A 100 × 100 view at the origin (centre (50, 50)) in a world.
@MainActor
func animatedWorld() -> (Simulator, UIView) {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let (sim, _) = makeWorld { $0.addSubview(view) }
    return (sim, view)
}

@MainActor
func shown(_ view: UIView) -> CGPoint { view.layer.presentation()!.position }

@Suite("UIView.animate: model at once, presentation on the virtual clock (docs/uikit-rules.md R8.1, R8.8)")
@MainActor
struct AnimationTests {
    @Test("the model jumps to the end; the presentation goes from the old value to the new over the duration")
    func linearHalfway() {
        let (sim, view) = animatedWorld()
        sim.run {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.center = CGPoint(x: 250, y: 50)
            })
        }
        #expect(view.center == CGPoint(x: 250, y: 50))
        #expect(view.frame.origin == CGPoint(x: 200, y: 0))
        #expect(view.layer.isAnimating)
        #expect(view.layer.animationKeys() == ["position"])
        #expect(shown(view) == CGPoint(x: 50, y: 50))
        sim.advance(by: 0.5)
        #expect(near(shown(view), CGPoint(x: 150, y: 50)))
        #expect(near(view.layer.presentationValues.position, CGPoint(x: 150, y: 50)))
        sim.advance(by: 0.5)
        #expect(!view.layer.isAnimating)
        #expect(shown(view) == CGPoint(x: 250, y: 50))
        #expect(sim.animations.count == 0)
    }

    @Test("the default curve is ease-in-ease-out: a quarter of the time shows 12.9 % of the way")
    func defaultCurve() {
        let (sim, view) = animatedWorld()
        sim.run { UIView.animate(withDuration: 2) { view.center.x += 100 } }
        sim.advance(by: 0.5)
        #expect(near(shown(view).x, 50 + 12.92, 0.1))
        sim.advance(by: 0.5)
        #expect(near(shown(view).x, 100))
    }

    @Test("during the delay the old value shows; then the animation runs its full duration")
    func delay() {
        let (sim, view) = animatedWorld()
        sim.run {
            UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.center.x = 150 })
        }
        sim.advance(by: 0.25)
        #expect(shown(view).x == 50)
        sim.advance(by: 0.75)
        #expect(near(shown(view).x, 100))
        sim.advance(by: 0.5)
        #expect(!view.layer.isAnimating)
    }

    @Test("repeat and autoreverse: forward, back, forever; removing it completes with finished false")
    func repeatAutoreverse() {
        let (sim, view) = animatedWorld()
        var results: [Bool] = []
        sim.run {
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse],
                           animations: { view.center.x = 150 }, completion: { results.append($0) })
        }
        sim.advance(by: 0.25)
        #expect(near(shown(view).x, 75))
        sim.advance(by: 1)
        #expect(near(shown(view).x, 125))  // 1.25 s: on the way back
        sim.advance(by: 1.25)
        #expect(near(shown(view).x, 100))  // 2.5 s: forward again
        sim.advance(by: 100)
        #expect(near(shown(view).x, 100))
        #expect(results.isEmpty)
        #expect(sim.animations.count == 1)
        view.layer.removeAllAnimations()
        #expect(results.isEmpty)  // completions come on the clock, never inside the call
        sim.advance(by: 0)
        #expect(results == [false])
        #expect(shown(view).x == 150)
    }

    @Test("autoreverse without repeat comes back, then shows the model (the end value) and completes")
    func autoreverseOnce() {
        let (sim, view) = animatedWorld()
        var results: [Bool] = []
        sim.run {
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse],
                           animations: { view.center.x = 150 }, completion: { results.append($0) })
        }
        sim.advance(by: 1.5)
        #expect(near(shown(view).x, 100))
        sim.advance(by: 0.4999)
        #expect(shown(view).x < 51)
        sim.advance(by: 0.001)
        #expect(results == [true])
        #expect(shown(view).x == 150)
    }

    @Test("completion: finished true at the end, not before, and never inside animate")
    func completionAtEnd() {
        let (sim, view) = animatedWorld()
        var results: [(Bool, TimeInterval)] = []
        sim.run {
            UIView.animate(withDuration: 0.3, animations: { view.alpha = 0.5 }, completion: {
                results.append(($0, sim.now))
            })
        }
        #expect(results.isEmpty)
        sim.advance(by: 0.2999)
        #expect(results.isEmpty)
        sim.advance(by: 1)
        #expect(results.count == 1)
        #expect(results.first?.0 == true)
        #expect(results.first?.1 == 0.3)
    }

    @Test("nothing changed, or no duration: the change stands and the completion comes on the next turn")
    func nothingToAnimate() {
        let (sim, view) = animatedWorld()
        var results: [Bool] = []
        sim.run {
            UIView.animate(withDuration: 1, animations: {}, completion: { results.append($0) })
            UIView.animate(withDuration: 0, animations: { view.alpha = 0.2 }, completion: { results.append($0) })
        }
        #expect(!view.layer.isAnimating)
        #expect(view.layer.presentation()!.opacity == 0.2)
        #expect(results.isEmpty)
        sim.advance(by: 0)
        #expect(results == [true, true])
    }

    @Test("outside any world the changes stand at once and the completion runs at once")
    func outsideAnyWorld() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var results: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.center = CGPoint(x: 100, y: 100) }, completion: {
            results.append($0)
        })
        #expect(results == [true])
        #expect(!view.layer.isAnimating)
        #expect(view.layer.presentation()!.position == CGPoint(x: 100, y: 100))
    }

    @Test("a view in a world animates even when animate is called outside sim.run")
    func worldFoundThroughTheView() {
        let (sim, view) = animatedWorld()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 150 })
        sim.advance(by: 0.5)
        #expect(near(shown(view).x, 100))
    }

    @Test("beginFromCurrentState: the replacing animation starts from what is on screen; the first one is told false")
    func beginFromCurrentState() {
        let (sim, view) = animatedWorld()
        var results: [String] = []
        sim.run {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 },
                           completion: { results.append("first \($0)") })
        }
        sim.advance(by: 0.5)
        #expect(near(CGFloat(view.layer.presentation()!.opacity), 0.5))
        sim.run {
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
                           animations: { view.alpha = 1 }, completion: { results.append("second \($0)") })
        }
        #expect(near(CGFloat(view.layer.presentation()!.opacity), 0.5))
        sim.advance(by: 0)
        #expect(results == ["first false"])
        sim.advance(by: 0.5)
        #expect(near(CGFloat(view.layer.presentation()!.opacity), 0.75))
        sim.advance(by: 0.5)
        #expect(results == ["first false", "second true"])
    }

    @Test("without beginFromCurrentState a replacing animation starts from the old model value")
    func replacingFromModel() {
        let (sim, view) = animatedWorld()
        var results: [Bool] = []
        sim.run {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.backgroundColor = .white
            }, completion: { results.append($0) })
        }
        sim.advance(by: 0.5)
        #expect(view.layer.presentation()!.backgroundColor?.alpha == 0.5)  // from no colour: transparent white
        sim.run {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.backgroundColor = .black })
        }
        #expect(view.layer.presentation()!.backgroundColor == UIColor.white.cgColor)
        sim.advance(by: 0.5)
        #expect(view.layer.presentation()!.backgroundColor == CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        #expect(results == [false])
    }

    @Test("center is additive (iOS 8+): a second animation blends with the first, and both finish")
    func additiveGeometry() {
        let (sim, view) = animatedWorld()
        var results: [String] = []
        sim.run {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 150 },
                           completion: { results.append("out \($0)") })
        }
        sim.advance(by: 0.5)
        sim.run {
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
                           animations: { view.center.x = 50 }, completion: { results.append("back \($0)") })
        }
        #expect(near(shown(view).x, 100))  // continuous
        sim.advance(by: 0.5)  // 1.0 s: the first ends; the second is halfway
        #expect(results == ["out true"])
        #expect(near(shown(view).x, 100))
        sim.advance(by: 0.5)
        #expect(results == ["out true", "back true"])
        #expect(shown(view).x == 50)
    }

    @Test("frame animates position and bounds; transform turns rigidly; alpha and colour interpolate")
    func properties() {
        let (sim, view) = animatedWorld()
        view.backgroundColor = .black
        sim.run {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.frame = CGRect(x: 100, y: 100, width: 200, height: 50)
                view.transform = CGAffineTransform(rotationAngle: .pi / 2)
                view.alpha = 0
                view.backgroundColor = .white
            })
        }
        #expect(Set(view.layer.animationKeys() ?? []) == ["position", "bounds", "transform", "opacity", "backgroundColor"])
        sim.advance(by: 0.5)
        let p = view.layer.presentation()!
        #expect(near(p.position, CGPoint(x: 125, y: 87.5)))
        #expect(near(p.bounds.width, 150) && near(p.bounds.height, 75))
        let t = p.affineTransform()
        #expect(near(t.a, cos(.pi / 4)) && near(t.b, sin(.pi / 4)) && near(t.c, -sin(.pi / 4)) && near(t.d, cos(.pi / 4)))
        #expect(near(CGFloat(p.opacity), 0.5))
        #expect(p.backgroundColor == CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        #expect(view.alpha == 0 && view.bounds.size == CGSize(width: 200, height: 50))
        #expect(p.model() === view.layer)
    }

    @Test("a spring with damping below 1 overshoots, ends exactly on the target, and completes")
    func springAnimation() {
        let (sim, view) = animatedWorld()
        var finished: Bool?
        sim.run {
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
                           options: [], animations: { view.center.x = 150 }, completion: { finished = $0 })
        }
        var maximum: CGFloat = 0
        for step in 1..<100 {
            sim.advance(to: Double(step) / 100)
            maximum = max(maximum, shown(view).x)
        }
        #expect(maximum > 160)
        #expect(finished == nil)
        sim.advance(to: 1)
        #expect(finished == true)
        #expect(shown(view).x == 150)
    }

    @Test("performWithoutAnimation inside an animation block: that change is not animated")
    func withoutAnimation() {
        let (sim, view) = animatedWorld()
        sim.run {
            UIView.animate(withDuration: 1) {
                view.alpha = 0.5
                UIView.performWithoutAnimation { view.center.x = 300 }
            }
        }
        #expect(view.layer.animationKeys() == ["opacity"])
        #expect(shown(view).x == 300)
    }

    @Test("a still layer's presentation is a fresh copy with the model's values")
    func stillPresentation() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        view.alpha = 0.4
        let p = view.layer.presentation()!
        #expect(p !== view.layer)
        #expect(p.modelValues == view.layer.modelValues)
        #expect(view.layer.presentationValues == view.layer.modelValues)
        #expect(!view.layer.isAnimating && view.layer.animationKeys() == nil)
    }

    @Test("CALayer.convert: between views' layers, and from the model into the presentation")
    func layerConversion() {
        let (sim, view) = animatedWorld()
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        view.addSubview(child)
        let root = view.superview!
        #expect(root.layer.convert(CGPoint(x: 15, y: 15), to: child.layer) == CGPoint(x: 5, y: 5))
        #expect(child.layer.convert(CGPoint(x: 5, y: 5), to: root.layer) == CGPoint(x: 15, y: 15))
        #expect(child.layer.convert(CGPoint(x: 5, y: 5), from: root.layer) == CGPoint(x: -5, y: -5))
        sim.run {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 250 })
        }
        sim.advance(by: 0.5)
        // The model is at x 200…300, the presentation at 100…200.
        #expect(root.layer.convert(CGPoint(x: 150, y: 50), to: view.layer) == CGPoint(x: -50, y: 50))
        let presentation = view.layer.presentation()
        #expect(near(root.layer.convert(CGPoint(x: 150, y: 50), to: presentation), CGPoint(x: 50, y: 50)))
        #expect(near(presentation!.convert(CGPoint(x: 50, y: 50), to: root.layer), CGPoint(x: 150, y: 50)))
        #expect(near(root.layer.convert(CGRect(x: 150, y: 50, width: 10, height: 10), to: presentation).origin,
                     CGPoint(x: 50, y: 50)))
    }

    @Test("a nested animate block animates its own changes with its own duration")
    func nested() {
        let (sim, view) = animatedWorld()
        sim.run {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.center.x = 150
                UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
            })
        }
        sim.advance(by: 1)
        #expect(shown(view).x == 150)
        #expect(near(CGFloat(view.layer.presentation()!.opacity), 0.5))
    }
}
