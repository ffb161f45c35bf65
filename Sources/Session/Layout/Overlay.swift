/// What can be shown over and beside the simulated screen, each toggled by its digit key and its toolbar
/// button (and named in `shot --overlays` by its button's word, lower case).
package enum Overlay: String, CaseIterable, Sendable {
    /// A dot under each finger: its colour, its tap count, fading after the lift.
    case dots
    /// The last touch-down's hit-test pass: each visited view outlined and numbered, coloured by outcome.
    case hitTest = "hit-test"
    /// The hit view's responder chain: arrows between its views, its other responders listed beside.
    case chain
    /// Where a touch would go to the view under the pointer (or the last hit view), shaded.
    case hitAreas = "hit-areas"
    /// The last touch's gesture recognizers and their states (the gesture arena).
    case recognizers = "gestures"
    /// The dispatch log.
    case log
    /// The examples.
    case gallery = "examples"
    /// Each view's name (as `sim-desktop why` names it) written inside it.
    case names
    /// The selected view: outlined on the phone, its properties, recognizers, chain and "why (not)?" beside.
    case inspector
    /// The windows' views as a tree, marked with the last pass and the selection.
    case tree

    /// The digit key that toggles it: 1 for the first (nil past the tenth; its toolbar button still does).
    package var key: Character? { Self.key(forIndex: Self.allCases.firstIndex(of: self) ?? Self.allCases.count) }

    /// The keyboard's digits in their order along it: 1…9, then 0.
    package static func key(forIndex index: Int) -> Character? {
        let digits = Array("1234567890")
        return digits.indices.contains(index) ? digits[index] : nil
    }

    /// What the window shows when it opens.
    package static let standard: Set<Overlay> = [.dots, .hitTest, .chain, .log, .gallery]

    /// The names the overlays had before they took their buttons' words, still read.
    private static let formerNames: [String: Overlay] = ["recognizers": .recognizers, "gallery": .gallery]

    /// Parses `shot --overlays`: names separated by commas, `all` or `none`.
    package static func parseList(_ text: String) -> Set<Overlay>? {
        switch text {
        case "all": return Set(allCases)
        case "none", "": return []
        default:
            var set = Set<Overlay>()
            for name in text.split(separator: ",") {
                let name = name.trimmingCharacters(in: .whitespaces)
                guard let overlay = Overlay(rawValue: name) ?? formerNames[name] else { return nil }
                set.insert(overlay)
            }
            return set
        }
    }
}
