import ExampleKit
import Foundation
import ViewModel

/// A screen that presents a controller in a page sheet as soon as it appears, as the sheet scenes' apps do. Each
/// scene subclasses it, so the log prints the app's own class name along the responder chain.
class SheetOnAppearViewController: UIViewController {
    private let makeSheet: () -> UIViewController

    init(sheet makeSheet: @escaping () -> UIViewController) {
        self.makeSheet = makeSheet
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let sheet = makeSheet()
        sheet.modalPresentationStyle = .pageSheet
        present(sheet, animated: false)
    }
}
