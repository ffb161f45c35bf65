import Foundation
@_spi(Engine) import ViewModel

/// Reads a scene file's `present:`: a controller the window's root presents when it appears — its style, a
/// sheet's detents and dimming, whether the user may drag it away, its views.
@MainActor
extension SceneReader {
    static let presentKeys = ["controller", "style", "detents", "selectedDetent", "largestUndimmedDetent",
                              "modalInPresentation", "views", "dismiss", "navigation", "rootView", "popover"]
    static let styles: [String: UIModalPresentationStyle] = [
        "pageSheet": .pageSheet, "formSheet": .formSheet, "fullScreen": .fullScreen, "overFullScreen": .overFullScreen,
        "automatic": .automatic, "popover": .popover,
    ]
    /// The tallest custom detent a file may give; one above the window's large detent rests at the large height.
    static let maximumDetentHeight: Double = 10_000

    static func readPresent(_ value: SceneValue) throws(SceneFileError) -> PresentDescription {
        let f = try value.fields(allowed: presentKeys)
        var present = PresentDescription(
            dismiss: try readSystemRecognizer(f["dismiss"], name: SceneRecognizerNames.sheetDismiss, owner: value))
        if let v = f["controller"] { present.controller = try v.name() }
        if let v = f["style"] { present.style = try word(v, styles) }
        if let v = f["detents"] { present.detents = try readDetents(v) }
        func detent(_ v: SceneValue) throws(SceneFileError) -> UISheetPresentationController.Detent.Identifier {
            let name = try v.name()
            guard let detent = present.detents.first(where: { Self.detentName($0.identifier) == name }) else {
                throw v.error("'\(name)' is not among the sheet's detents: "
                    + present.detents.map { Self.detentName($0.identifier) }.joined(separator: ", "))
            }
            return detent.identifier
        }
        if let v = f["selectedDetent"] { present.selectedDetent = try detent(v) }
        if let v = f["largestUndimmedDetent"] { present.largestUndimmedDetent = try detent(v) }
        if let v = f["modalInPresentation"] { present.isModalInPresentation = try v.flag() }
        if let v = f["views"] { present.views = try readViews(v, depth: 0) }
        present.rootView = try readRootView(f["rootView"])
        if let v = f["navigation"] {
            // A navigation controller presented, as apps show a sheet with its own stack.
            if let other = f["views"] ?? f["controller"] ?? f["rootView"] { throw other.error("give either `navigation` or `controller` and `views`, not both") }
            present.navigation = try readNavigation(v)
        }
        if let v = f["popover"] {
            guard present.style == .popover else { throw v.error("`popover:` needs `style: popover`") }
            present.popover = try readPopover(v)
        }
        if f["dismiss"] != nil, !present.isSheet { throw value.error("`dismiss:` is a sheet's pan: this style shows no sheet") }
        return present
    }

    /// `[medium, large, {identifier: NAME, height: POINTS}]`: the system's detents by name, custom ones with a
    /// height above zero.
    private static func readDetents(_ value: SceneValue) throws(SceneFileError) -> [(identifier: UISheetPresentationController.Detent.Identifier, height: CGFloat?)] {
        var detents: [(identifier: UISheetPresentationController.Detent.Identifier, height: CGFloat?)] = []
        let items = value.string == nil ? try value.items() : [value]
        guard (1...20).contains(items.count) else { throw value.error("a sheet has 1 to 20 detents, not \(items.count)") }
        for item in items {
            let detent: (identifier: UISheetPresentationController.Detent.Identifier, height: CGFloat?)
            if let word = item.string {
                guard word == "medium" || word == "large" else {
                    throw item.error("expected medium, large or {identifier: NAME, height: POINTS}")
                }
                detent = (word == "medium" ? .medium : .large, nil)
            } else {
                let d = try item.fields(allowed: ["identifier", "height"])
                let identifier = try d.required("identifier").name()
                guard identifier != "medium", identifier != "large" else {
                    throw item.error("'\(identifier)' is a system detent's name; give the custom one its own")
                }
                let height = try d.required("height").number(in: 0...maximumDetentHeight)
                guard height > 0 else { throw item.error("a detent's height is above 0 points (UIKit would make it inactive)") }
                detent = (UISheetPresentationController.Detent.Identifier(identifier), CGFloat(height))
            }
            guard !detents.contains(where: { $0.identifier == detent.identifier }) else {
                throw item.error("the sheet already has the detent '\(detentName(detent.identifier))'")
            }
            detents.append(detent)
        }
        return detents
    }

    /// `{source: [x, y, w, h], size: [w, h], adaptivePresentationStyle: none}`: where the popover points (in the
    /// window), its content's size, and whether its delegate keeps it a popover on an iPhone (`none`) or lets it
    /// become a sheet (`automatic`, UIKit's default). Its pass-through views carry `popoverPassthrough: true`.
    private static func readPopover(_ value: SceneValue) throws(SceneFileError) -> PopoverDescription {
        let f = try value.fields(allowed: ["source", "size", "adaptivePresentationStyle"])
        var popover = PopoverDescription()
        if let v = f["source"] {
            let n = try v.numbers(4, range: -100_000...100_000)
            guard n[2] >= 0, n[3] >= 0 else { throw v.error("a source rectangle's width and height cannot be negative") }
            popover.source = CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
        }
        if let v = f["size"] {
            let n = try v.numbers(2, range: 0...100_000)
            popover.size = CGSize(width: n[0], height: n[1])
        }
        if let v = f["adaptivePresentationStyle"] { popover.keepsPopover = try word(v, ["none": true, "automatic": false]) }
        return popover
    }

    /// How a file names a detent: `medium`, `large`, or a custom one's identifier.
    static func detentName(_ identifier: UISheetPresentationController.Detent.Identifier) -> String {
        switch identifier {
        case .medium: "medium"
        case .large: "large"
        default: identifier.rawValue
        }
    }

    /// One of the words in `choices`, or an error listing them.
    static func word<T>(_ value: SceneValue, _ choices: [String: T]) throws(SceneFileError) -> T {
        guard let word = value.string, let chosen = choices[word] else {
            throw value.error("expected one of: " + choices.keys.sorted().joined(separator: ", "))
        }
        return chosen
    }
}
