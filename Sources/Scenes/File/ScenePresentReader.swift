import Foundation
import ViewModel

/// Reads a scene file's `present:`: a controller the window's root presents when it appears — its style, a
/// sheet's detents and dimming, whether the user may drag it away, its views.
@MainActor
extension SceneReader {
    static let presentKeys = ["controller", "style", "detents", "selectedDetent", "largestUndimmedDetent",
                              "modalInPresentation", "views"]
    static let styles: [String: UIViewController.ModalPresentationStyle] = [
        "pageSheet": .pageSheet, "formSheet": .formSheet, "fullScreen": .fullScreen, "overFullScreen": .overFullScreen,
        "automatic": .automatic,
    ]
    static let detents: [String: UISheetPresentationController.Detent.Identifier] = ["medium": .medium, "large": .large]

    static func readPresent(_ value: SceneValue) throws(SceneFileError) -> PresentDescription {
        let f = try value.fields(allowed: presentKeys)
        var present = PresentDescription()
        if let v = f["controller"] { present.controller = try v.name() }
        if let v = f["style"] { present.style = try word(v, styles) }
        if let v = f["detents"] {
            present.detents = []
            for name in try names(v) {
                guard let detent = detents[name] else { throw v.error("expected detents among: large, medium") }
                if !present.detents.contains(detent) { present.detents.append(detent) }
            }
            guard !present.detents.isEmpty else { throw v.error("a sheet needs at least one detent") }
        }
        if let v = f["selectedDetent"] {
            let detent = try word(v, detents)
            guard present.detents.contains(detent) else { throw v.error("the selected detent is not among the sheet's detents") }
            present.selectedDetent = detent
        }
        if let v = f["largestUndimmedDetent"] { present.largestUndimmedDetent = try word(v, detents) }
        if let v = f["modalInPresentation"] { present.isModalInPresentation = try v.flag() }
        if let v = f["views"] { present.views = try readViews(v, depth: 0) }
        return present
    }

    /// One of the words in `choices`, or an error listing them.
    static func word<T>(_ value: SceneValue, _ choices: [String: T]) throws(SceneFileError) -> T {
        guard let word = value.string, let chosen = choices[word] else {
            throw value.error("expected one of: " + choices.keys.sorted().joined(separator: ", "))
        }
        return chosen
    }
}
