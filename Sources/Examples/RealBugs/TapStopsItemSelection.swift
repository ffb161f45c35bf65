import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// A real bug (SlackTextViewController issue #53, github.com/slackhq/SlackTextViewController/issues/53; RxGesture
// issue #72): a tap recognizer that dismisses the keyboard, on a view holding a collection view, stops
// `collectionView(_:didSelectItemAt:)`. The recognizer recognizes the tap and cancels the touches of the view it is
// on and its subviews (`cancelsTouchesInView`), so the collection view never sees the tap end (R4.10, R7.8).

final class PhotoCell: UICollectionViewCell {}

@Actions
final class TapStopsItemSelectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let cancelsTouches: Bool

    init(cancelsTouches: Bool) {
        self.cancelsTouches = cancelsTouches
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let backView = UIView(frame: view.bounds)
        let tap = UITapGestureRecognizer(target: self, action: #action(dismissKeyboard(_:)))
        // The fix: the recognizer still fires, and the collection view gets the tap too.
        tap.cancelsTouchesInView = cancelsTouches
        backView.addGestureRecognizer(tap)
        view.addSubview(backView)

        let layout = UICollectionViewFlowLayout()
        layout.itemSize = TapStopsItemSelectionScene.itemSize
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let photos = UICollectionView(frame: TapStopsItemSelectionScene.collectionFrame, collectionViewLayout: layout)
        photos.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        photos.dataSource = self
        photos.delegate = self
        backView.addSubview(photos)
    }

    func dismissKeyboard(_ sender: UITapGestureRecognizer) {
        view.endEditing(true)
        log("tap: dismiss the keyboard")
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        cell.backgroundColor = .systemOrange
        let label = UILabel(frame: CGRect(origin: .zero, size: TapStopsItemSelectionScene.itemSize))
        label.text = "Photo \(indexPath.item + 1)"
        label.textAlignment = .center
        cell.contentView.addSubview(label)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log("didSelectItemAt item \(indexPath.item): open the photo")
    }
}

@MainActor
public enum TapStopsItemSelectionScene {
    static let itemSize = CGSize(width: 110, height: 110)
    static let collectionFrame = CGRect(x: 0, y: 100, width: 390, height: 600)
    /// On item 0: three items a line, at x 10, 140 and 270.
    public static let pointOnItem = CGPoint(x: 65, y: 165)

    public static let example = Example(
        id: "tap-stops-item-selection",
        title: "A tap recognizer stops item selection",
        seed: "—",
        summary: """
            Bug (github.com/slackhq/SlackTextViewController/issues/53): a tap recognizer that dismisses the \
            keyboard sits on a view holding a collection view. It recognizes the tap and cancels the touches in \
            its view, so the collection view never sees the tap end and didSelectItemAt never comes. \
            cancels-touches-off: tap.cancelsTouchesInView = false, and both fire.
            """,
        variants: ["cancels-touches-off"],
        demoInput: tapInput(at: pointOnItem, t: 0.5)
    ) { _, variant in
        makeWindow(root: TapStopsItemSelectionViewController(cancelsTouches: variant != "cancels-touches-off"))
    }
}
