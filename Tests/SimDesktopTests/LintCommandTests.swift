import Foundation
import Testing

/// `sim-desktop lint`, run as a user runs it: the findings as text and JSON, the exit codes (1 for an error, 0
/// for warnings only or none, 2 for bad input), and the fixing variants.
@Suite("The lint command", .serialized)
struct LintCommandTests {
    @Test("on dumps: a transparent banner over the buttons is found; a control the app switched off is not checked")
    func dumps() async throws {
        let dumps = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/dumps")
        let checkout = await runInProcess(["lint", dumps.appendingPathComponent("checkout.txt").path])
        #expect(checkout.status == 1)
        #expect(checkout.stdout.hasSuffix("2 errors, 1 warning\n"), "\(checkout.stdout)")
        #expect(checkout.stdout.contains("touch-swallower: MyShop.PromoBannerView 0x105014000"))
        let profile = await runInProcess(["lint", dumps.appendingPathComponent("profile.txt").path])
        #expect(profile.status == 0 && profile.stdout == "0 errors, 0 warnings\n",
                "_UIModernBarButton has interaction off and no actions: \(profile.stdout)")
    }

    @Test("image-view-tap: two unreachable errors naming the view that takes the touch and the rule; exit 1")
    func errors() async throws {
        let result = await runInProcess(["lint", "image-view-tap"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout == """
            error: unreachable: UIImageView: No touch reaches it (UIImageView was skipped: isUserInteractionEnabled is \
            false). [100% unreachable; BackdropView takes the touch at (195, 270)]
            error: unreachable: UILabel#2: No touch reaches it (UILabel#2 was skipped: isUserInteractionEnabled is \
            false). [100% unreachable; BackdropView takes the touch at (195, 482)]
            2 errors, 0 warnings

            """)
    }

    @Test("the evidence's point, given to why, tells the same story")
    func evidenceAgreesWithWhy() async throws {
        let why = await runInProcess(["why", "image-view-tap", "--at", "195,482", "--view", "UILabel#2"])
        #expect(why.stdout.hasSuffix("Why: UILabel#2 was skipped: isUserInteractionEnabled is false.\n"))
        #expect(why.stdout.contains("The touch goes to BackdropView."))
    }

    @Test("warnings only exit 0; the fixing variant is clean", arguments: [
        (["outside-superview"], 0, "0 errors, 2 warnings"),
        (["outside-superview", "--variant", "hit-test-override"], 0, "0 errors, 0 warnings"),
        (["image-view-tap", "--variant", "interaction-enabled"], 0, "0 errors, 0 warnings"),
        (["pass-through-overlay"], 1, "1 error, 2 warnings"),
        (["pass-through-overlay", "--variant", "pass-through"], 0, "0 errors, 1 warning"),
        (["custom-control-vs-parent-tap"], 0, "0 errors, 1 warning"),
        (["button-vs-parent-tap"], 0, "0 errors, 0 warnings"),
        (["image-view-tap", "--set", "UIImageView.isUserInteractionEnabled=true"], 1, "1 error, 0 warnings"),
        (["custom-control-vs-parent-tap", "--set", "CLTapGestureRecognizer.cancelsTouchesInView=false"], 0,
         "0 errors, 0 warnings"),
        // Interaction off on the overlay frees Like, but hides the tip's Got it button from hit-testing.
        (["pass-through-overlay", "--set", "OverlayView.isUserInteractionEnabled=false"], 1, "1 error, 0 warnings"),
    ])
    func exitCodes(arguments: [String], status: Int32, summary: String) async throws {
        let result = await runInProcess(["lint"] + arguments)
        #expect(result.status == status, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix(summary + "\n"), "\(result.stdout)")
    }

    @Test("--json: one object with example, variant, findings (level, rule, view, message, evidence) and counts")
    func json() async throws {
        let result = await runInProcess(["lint", "outside-superview", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["example", "variant", "findings", "errors", "warnings", "checked"])
        #expect(object["example"] as? String == "outside-superview")
        #expect(object["variant"] is NSNull)
        #expect(object["errors"] as? Int == 0)
        #expect(object["warnings"] as? Int == 2)
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.map { $0["rule"] as? String } == ["partly-covered", "small-target"])
        let first = findings[0]
        #expect(first["level"] as? String == "warning")
        #expect(first["view"] as? String == "UIButton")
        let evidence = try #require(first["evidence"] as? [String: Any])
        #expect(evidence["unreachablePercent"] as? Int == 75)
        #expect(evidence["takenBy"] as? String == "BackdropView")
        #expect((evidence["at"] as? [String: Double]).map { Set($0.keys) } == ["x", "y"])
        #expect((evidence["why"] as? String)?.contains("CardView said NO to point(inside:)") == true)
        let size = try #require((findings[1]["evidence"] as? [String: Any])?["size"] as? [String: Double])
        #expect(size == ["width": 22, "height": 22])
        let variant = await runInProcess(["lint", "image-view-tap", "--variant", "interaction-enabled", "--json"])
        let clean = try #require(try JSONSerialization.jsonObject(with: Data(variant.stdout.utf8)) as? [String: Any])
        #expect(clean["variant"] as? String == "interaction-enabled")
        #expect((clean["findings"] as? [Any])?.isEmpty == true)
        // Deterministic: the same text twice.
        #expect(await runInProcess(["lint", "outside-superview", "--json"]).stdout == result.stdout)
    }

    @Test("bad input exits 2: an unknown id, an unknown variant, an unknown --set target", arguments: [
        ["lint", "no-such-example"],
        ["lint", "image-view-tap", "--variant", "nope"],
        ["lint", "image-view-tap", "--set", "NoSuchView.hidden=true"],
        ["lint"],
    ])
    func badInput(arguments: [String]) async throws {
        let result = await runInProcess(arguments)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(!result.stderr.isEmpty)
    }
}
