import Foundation
@_spi(Engine) import ViewModel

/// A presented sheet's dismiss pan as the file names it (`sheet.dismiss`): UIKit makes it when the sheet is
/// presented, after the rest of the scene is built, so its flags and relations are set then.
@MainActor
final class SheetLinks {
    let dismiss: SystemRecognizerDescription
    let delegate: SimultaneousPairs
    /// The file's recognizers that require the sheet's pan to fail.
    var waiting: [UIGestureRecognizer] = []
    /// The scene's recognizers by name, for those the sheet's pan requires to fail.
    var recognizers: [String: UIGestureRecognizer] = [:]

    init(dismiss: SystemRecognizerDescription, delegate: SimultaneousPairs) {
        (self.dismiss, self.delegate) = (dismiss, delegate)
    }

    func link(_ presented: UIViewController) {
        let sheet = presented.sheetPresentationController ?? presented.popoverPresentationController?.adaptiveSheetPresentationController
        guard let pan = (sheet?.presentedView as? UIDropShadowView)?.dismissPanGestureRecognizer
        else { return }
        delegate.names[ObjectIdentifier(pan)] = dismiss.name
        if let enabled = dismiss.isEnabled { pan.isEnabled = enabled }
        for name in dismiss.requireToFail { recognizers[name].map(pan.require(toFail:)) }
        for recognizer in waiting { recognizer.require(toFail: pan) }
    }
}
