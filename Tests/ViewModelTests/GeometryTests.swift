import Foundation
import Testing
@_spi(Engine) import ViewModel

@Suite("Geometry values")
struct GeometryTests {
    @Test func transformsCompose() {
        let t = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 20))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 23))
        let back = CGPoint(x: 12, y: 23).applying(t.inverted())
        #expect(abs(back.x - 1) < 1e-9 && abs(back.y - 1) < 1e-9)
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(!t.isIdentity)
    }

    @Test func rotationTurnsCounterClockwiseInMathsSpace() {
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(p.x) < 1e-9 && abs(p.y - 1) < 1e-9)
    }

    @Test func rectApplyingIsTheBoundingBox() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(r.width - 20) < 1e-9 && abs(r.height - 10) < 1e-9)
    }

    @Test func edgeInsetsGrowWhenNegative() {
        let grown = CGRect(x: 0, y: 0, width: 20, height: 20).inset(by: UIEdgeInsets(top: -30, left: -30, bottom: -30, right: -30))
        #expect(grown == CGRect(x: -30, y: -30, width: 80, height: 80))
    }

    @Test func polygonContainment() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 50, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        path.addLine(to: CGPoint(x: 0, y: 100))
        path.close()
        #expect(path.contains(CGPoint(x: 50, y: 60)))
        #expect(!path.contains(CGPoint(x: 5, y: 5)))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func ovalAndRoundedRectContainment() {
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(oval.contains(CGPoint(x: 50, y: 25)))
        #expect(!oval.contains(CGPoint(x: 3, y: 3)))
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 20)
        #expect(rounded.contains(CGPoint(x: 50, y: 1)))
        #expect(!rounded.contains(CGPoint(x: 1, y: 1)))
        #expect(rounded.contains(CGPoint(x: 8, y: 8)))
    }
}
