import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Diagnosis

/// What-if changes: read as typed (`Target.property=value`), applied to the named view or recognizer of a fresh
/// world, and kept in the trace header.
@Suite("What-if changes")
@MainActor
struct ViewSettingTests {
    @Test("a change reads as target, property and value; aliases and YES/NO are accepted; it prints as typed")
    func parsing() throws {
        let hidden = try ViewSetting(parsing: "EView.hidden=true")
        #expect(hidden.target == "EView" && hidden.property == .hidden && hidden.value == .flag(true))
        #expect(hidden.description == "EView.hidden=true")
        let recognizer = try ViewSetting(parsing: "UITapGestureRecognizer#2.cancelsTouchesInView=NO")
        #expect(recognizer.target == "UITapGestureRecognizer#2" && recognizer.value == .flag(false))
        #expect(try ViewSetting(parsing: "UILabel.userInteractionEnabled=YES").property == .isUserInteractionEnabled)
        #expect(try ViewSetting(parsing: "UIButton.enabled=0").property == .isEnabled)
        let alpha = try ViewSetting(parsing: "CView.alpha=0.005")
        #expect(alpha.value == .number(0.005) && alpha.description == "CView.alpha=0.005")
        #expect(try ViewSetting(parsing: "CView.alpha=1").description == "CView.alpha=1")
    }

    @Test("a change that cannot be read says what was expected",
          arguments: [
              ("EView", "is not Target.property=value"),
              ("EView=true", "is not Target.property=value"),
              (".hidden=true", "names no view or recognizer"),
              ("EView.colour=1", "unknown property 'colour'; valid: hidden, alpha"),
              ("EView.frame=1", "frame takes x,y,width,height"),
              ("EView.superview=a b", "superview takes a view's name"),
              ("EView.hidden=maybe", "hidden takes true or false, not 'maybe'"),
              ("EView.alpha=2", "alpha takes a number from 0 to 1, not '2'"),
              ("EView.alpha=nan", "alpha takes a number from 0 to 1"),
              ("EView.alpha=-0.5", "alpha takes a number from 0 to 1"),
              (String(repeating: "x", count: 2_000) + ".hidden=true", "longer than 1000 bytes"),
          ])
    func badText(text: String, message: String) {
        #expect { try ViewSetting(parsing: text) } throws: { error in
            "\(error)".contains(message)
        }
    }

    private func world(_ id: String, variant: String? = nil) -> ExampleSession {
        ExampleSession(example: Gallery.example(id: id)!, variant: variant, device: .standard)
    }

    private func changes(_ texts: String...) throws -> [ViewSetting] { try texts.map { try ViewSetting(parsing: $0) } }

    private func view(_ name: String, in session: ExampleSession) -> UIView? {
        ViewNames(windows: session.sim.application.windows).view(named: name)
    }

    @Test("view flags, a control's isEnabled, a scroll view's flags and a recognizer's flags are set")
    func applies() throws {
        let order = world("hit-test-order")
        try order.apply(changes("EView.hidden=true", "CView.alpha=0.5", "CView.clipsToBounds=true",
                                "AView.isUserInteractionEnabled=false"))
        #expect(view("EView", in: order)?.isHidden == true)
        #expect(view("CView", in: order)?.alpha == 0.5 && view("CView", in: order)?.clipsToBounds == true)
        #expect(view("AView", in: order)?.isUserInteractionEnabled == false)

        let scroll = world("scroll-view-button")
        try scroll.apply(changes("UIScrollView.delaysContentTouches=false", "UIScrollView.canCancelContentTouches=false",
                                 "UIButton.isEnabled=false"))
        let scrollView = try #require(view("UIScrollView", in: scroll) as? UIScrollView)
        #expect(!scrollView.delaysContentTouches && !scrollView.canCancelContentTouches)
        #expect((view("UIButton", in: scroll) as? UIControl)?.isEnabled == false)

        let gesture = world("gesture-vs-touches")
        try gesture.apply(changes("LXFTapGestureRecognizer.cancelsTouchesInView=false",
                                  "LXFTapGestureRecognizer.delaysTouchesBegan=true",
                                  "LXFTapGestureRecognizer.delaysTouchesEnded=false",
                                  "LXFTapGestureRecognizer.isEnabled=false"))
        let names = RecognizerNames(views: ViewNames(windows: gesture.sim.application.windows))
        let tap = try #require(names.recognizer(named: "LXFTapGestureRecognizer"))
        #expect(!tap.cancelsTouchesInView && tap.delaysTouchesBegan && !tap.delaysTouchesEnded && !tap.isEnabled)
        #expect(gesture.traceHeader.settings.count == 4)
        #expect(gesture.traceHeader.settings.first == "LXFTapGestureRecognizer.cancelsTouchesInView=false")
    }

    @Test("a name that is not there lists the views and recognizers; a property the target lacks names both")
    func misses() throws {
        let gesture = world("gesture-vs-touches")
        #expect { try gesture.apply(changes("Nope.hidden=true")) } throws: { error in
            "\(error)" == "no view or recognizer named 'Nope'; views: UIWindow, UIView, YellowView; "
                + "recognizers: LXFTapGestureRecognizer"
        }
        #expect { try gesture.apply(changes("YellowView.cancelsTouchesInView=false")) } throws: { error in
            "\(error)".contains("cancelsTouchesInView is a recognizer's property; YellowView does not have it")
        }
        #expect { try gesture.apply(changes("YellowView.delaysContentTouches=false")) } throws: { error in
            "\(error)".contains("a scroll view's property")
        }
        #expect { try gesture.apply(changes("YellowView.isEnabled=false")) } throws: { error in
            "\(error)".contains("a control's or a recognizer's property")
        }
        #expect { try gesture.apply(changes("LXFTapGestureRecognizer.hidden=true")) } throws: { error in
            "\(error)".contains("LXFTapGestureRecognizer is a recognizer: it takes isEnabled")
        }
        #expect(gesture.settings.isEmpty, "a failed change is not kept")
    }

    @Test("a what-if change gives the log of the variant that makes the same change")
    func sameAsVariant() throws {
        for (id, variant, change) in [("scroll-view-button", "no-delay", "UIScrollView.delaysContentTouches=false"),
                                      ("image-view-tap", "interaction-enabled", "UIImageView.isUserInteractionEnabled=true")] {
            let example = Gallery.example(id: id)!
            let fixed = world(id, variant: variant)
            let changed = world(id)
            if variant == "interaction-enabled" {
                // The variant enables both image views' interaction: the label with a link too.
                try changed.apply(changes(change, "UILabel#2.isUserInteractionEnabled=true"))
            } else {
                try changed.apply(changes(change))
            }
            for session in [fixed, changed] {
                session.sim.log.removeAll()
                example.demoInput.forEach(session.sim.play)
                session.sim.advance(by: 2)
            }
            #expect(fixed.sim.log.lines == changed.sim.log.lines, "\(id) --set \(change)")
        }
    }
}

extension ViewSettingTests {
    @Test("a recognizer answers to its given name: the sheet's drag off, the drawing's stroke ends instead of cancelling")
    func givenName() throws {
        let sheet = world("drawing-view-in-sheet")
        try sheet.apply(changes("_UISheetInteractionBackgroundDismissRecognizer.isEnabled=false"))
        let names = RecognizerNames(views: ViewNames(windows: sheet.sim.application.windows))
        #expect(names.recognizer(named: "_UISheetInteractionBackgroundDismissRecognizer")?.isEnabled == false)
        let iOS26 = ExampleSession(example: Gallery.example(id: "scroll-view-blocks-swipe-back")!, variant: nil,
                                   device: DeviceProfile.named("iphone-17")!)
        try iOS26.apply(changes("UINavigationController.contentSwipe.isEnabled=false"))
        let pop = RecognizerNames(views: ViewNames(windows: iOS26.sim.application.windows))
        #expect(pop.recognizer(named: "UINavigationController.contentSwipe")?.isEnabled == false)
    }
}
