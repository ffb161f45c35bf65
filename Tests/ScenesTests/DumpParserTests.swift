import Foundation
import Testing
@_spi(Engine) import ViewModel

@testable import Scenes

/// The reader of `recursiveDescription` text: depth from the `|` marks, classes and addresses, the fields UIKit
/// prints, and every kind of bad line reported with its number and skipped — never a trap.
@Suite
struct DumpParserTests {
    @Test("the dumps of iOS 12, 15 and 17 are read whole, each view under the line it is indented under")
    func realDumps() {
        for (dump, count) in [(Dumps.navigation, 16), (Dumps.table, 15), (Dumps.pageSheet, 12), (Dumps.legacy, 10)] {
            let parsed = DumpParser.parse(dump)
            #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
            #expect(parsed.nodes.count == count)
        }
        let nodes = DumpParser.parse(Dumps.navigation).nodes
        #expect(nodes[1].spec.className == "UILayoutContainerView" && nodes[1].parent == 0)
        #expect(nodes[9].spec.className == "UINavigationBar" && nodes[9].parent == 1)
        #expect(nodes[5].spec.className == "MyApp.ProfileAvatarImageView" && nodes[5].spec.address == "0x103812a40")
        #expect(nodes[6].spec.text == "Ada; \"the first\" > all")
        #expect(nodes[6].spec.isUserInteractionEnabled == false && nodes[5].spec.isUserInteractionEnabled)
        #expect(nodes[11].spec.isHidden)
    }

    @Test("older and pasted indentation: '| | <', '||<' and tabs count one level per '|'")
    func indentation() {
        let text = """
            <UIView: 0x1; frame = (0 0; 320 480); >
            | <UIScrollView: 0x2; frame = (0 0; 320 460); >
            | | <UIImageView: 0x3; frame = (-14.5 14.5; 30 1); alpha = 0.5; >
            ||<UIImageView: 0x4; frame = (0 0; 54 54) >
            \t|\t<UIView: 0x5; frame = (0 0; 10 10); tag = 1886548836; bounds = {{0, 20}, {10, 10}}>
            """
        let parsed = DumpParser.parse(text)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        #expect(parsed.nodes.map(\.parent) == [nil, 0, 1, 1, 0])
        #expect(parsed.nodes[2].spec.alpha == 0.5 && parsed.nodes[2].spec.frame.origin.x == -14.5)
        #expect(parsed.nodes[4].spec.tag == 1886548836 && parsed.nodes[4].spec.boundsOrigin.y == 20)
    }

    @Test("fields: transform, contentOffset with '=' or ':', nested values, quotes holding ';' and '>', suffixes")
    func fields() throws {
        let text = """
            <UIView: 0x10; frame = (0 0; 100 100); animations = { <UIMotionEffectGroup: 0x1>=<CAAnimationGroup: 0x2>; }; layer = <CALayer: 0x3>>
               | <UIView: 0x11; frame = (10 10; 20 20); transform = [0, 1, -1, 0, 0, 0]; contentOffset = {5, 6}; layer = <CALayer: 0x4>> - (null)
               | <UILabel: 0x12; frame = (0 0; 50 20); text = 'It's; a <test>'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x5>>; text: 'It's'
               | <UIButton: 0x13; frame = (0 0; 50 20); opaque = NO; layer = <CALayer: 0x6>>' title'
            """
        let parsed = DumpParser.parse(text)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        #expect(parsed.nodes.count == 4)
        let turned = parsed.nodes[1].spec
        #expect(turned.transform?.b == 1 && turned.transform?.c == -1)
        #expect(turned.boundsOrigin == CGPoint(x: 5, y: 6))
        #expect(parsed.nodes[2].spec.text == "It's; a <test>")
        #expect(parsed.nodes[3].parent == 0)
    }

    @Test("garbage lines are reported with their line numbers and skipped; the views around them are read")
    func garbage() {
        let text = """
            (lldb) po self.view.recursiveDescription()
            <UIView: 0x1; frame = (0 0; 375 667); layer = <CALayer: 0x2>>
               | this is not a view
               | <UIView: 0x3; frame = (nan 0; 10 10); layer = <CALayer: 0x4>>
               |    | <UIButton: 0x5; frame = (0 0; 10 10); layer = <CALayer: 0x6>>
               | <UIView: 0x7; frame = (0 0; 1e308 10); layer = <CALayer: 0x8>>
               | <UIView: 0x9; frame = (0 0; 10 -10)>
               | <UIView: 0xa; frame = (0 0; 10 10); alpha = 7>
               | <UIView: 0xb; frame = (0 0; 10 10); hidden = MAYBE>
               | <UIView: 0xc; layer = <CALayer: 0xd>>
               | <UIView: 0xe; frame = (0 0; 10 10); layer = <CALayer: 0xf>
               | <9Bad: 0x10; frame = (0 0; 1 1)>
               | <UIView: zz; frame = (0 0; 1 1)>
               |    |    | <UIView: 0x11; frame = (0 0; 1 1)>
               | <UIView: 0x12; frame = (0 0; 10 10)>
            """
        let parsed = DumpParser.parse(text)
        #expect(parsed.nodes.map(\.spec.address) == ["0x1", "0x12"])
        #expect(parsed.diagnostics.map(\.line) == [1, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14])
        for diagnostic in parsed.diagnostics {
            #expect(diagnostic.message.hasPrefix("cannot read") || diagnostic.message.contains(": cannot read"), "\(diagnostic)")
            #expect(diagnostic.message.hasSuffix("skipped") || diagnostic.message.hasSuffix("subviews"), "\(diagnostic)")
        }
        #expect(parsed.diagnostics[2].text(path: "DUMP.txt").hasPrefix("DUMP.txt:4: UIView: cannot read frame = (nan 0; 10 10)"))
    }

    @Test("hostile input never traps: empty, huge lines, deep nesting, unbalanced '<', a thousand quotes")
    func hostile() {
        #expect(DumpParser.parse("").nodes.isEmpty)
        #expect(DumpParser.parse("\n\n   \n").diagnostics.isEmpty)
        let long = "<UIView: 0x1; frame = (0 0; 1 1); " + String(repeating: "x", count: 70_000) + ">"
        #expect(DumpParser.parse(long).diagnostics.first?.message.contains("bytes") == true)
        var deep = ["<UIView: 0x0; frame = (0 0; 100 100)>"]
        for level in 1...300 {
            deep.append(String(repeating: "   | ", count: level) + "<UIView: 0x\(level); frame = (0 0; 100 100)>")
        }
        let parsed = DumpParser.parse(deep.joined(separator: "\n"))
        #expect(parsed.nodes.count == 201)
        #expect(parsed.diagnostics.count == 1 && parsed.diagnostics[0].line == 202)
        #expect(DumpParser.parse(String(repeating: "<", count: 50_000)).nodes.isEmpty)
        #expect(DumpParser.parse("<UIView: 0x1; frame = (0 0; 1 1); text = '" + String(repeating: "'a", count: 20_000)).nodes.isEmpty)
        #expect(DumpParser.parse("<UIView: 0x1; frame = ((((((((0 0; 1 1)>").diagnostics.count == 1)
        #expect(DumpParser.parse("<UIView: 0x1; frame = (0 0; 1 1); tag = 99999999999999999999999>").nodes.isEmpty)
    }

    @Test("background colours, for drawing: colour spaces and system colours by name; anything else is none")
    func colours() {
        #expect(DumpColor.read("UIExtendedSRGBColorSpace 1 0.5 0 1") == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(DumpColor.read("UIExtendedGrayColorSpace 0 0.4") == UIColor(white: 0, alpha: 0.4))
        #expect(DumpColor.read("<UIDynamicSystemColor: 0x600001750c80; name = systemBackgroundColor>") == .white)
        #expect(DumpColor.read("<UIDynamicCatalogColor: 0x1; name = AccentColor>") == nil)
        #expect(DumpColor.read("UIExtendedSRGBColorSpace nan 1e400 -3 1") == nil)
        let nodes = DumpParser.parse(Dumps.legacy).nodes
        #expect(nodes[1].spec.backgroundColor == UIColor(red: 0.9, green: 0.95, blue: 1, alpha: 1))
    }
}
