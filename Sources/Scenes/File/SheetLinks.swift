import Foundation
@_spi(Engine) import ViewModel

/// A presented sheet's dismiss pan as the file names it (`sheet.dismiss`): UIKit makes it when the sheet is
/// presented, after the rest of the scene is built, so its flags and relations are set then.
@MainActor
final class SheetLinks {
    let dismiss: SystemRecognizerDescription
    /// What the file's recognizers do with the sheet's pan once it exists: require it to fail, recognize with it.
    var later: [(UIGestureRecognizer) -> Void] = []
    /// The scene's recognizers by name, for those the sheet's pan requires to fail.
    var recognizers: [String: UIGestureRecognizer] = [:]

    init(dismiss: SystemRecognizerDescription) {
        self.dismiss = dismiss
    }

    func link(_ presented: UIViewController) {
        let sheet = presented.sheetPresentationController ?? presented.popoverPresentationController?.adaptiveSheetPresentationController
        guard let pan = (sheet?.presentedView as? UIDropShadowView)?.dismissPanGestureRecognizer
        else { return }
        if let enabled = dismiss.isEnabled { pan.isEnabled = enabled }
        for name in dismiss.requireToFail { recognizers[name].map(pan.require(toFail:)) }
        for body in later { body(pan) }
    }
}
