import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// An everyday bug: a tap recognizer added to a UIImageView or a UILabel never fires. Both classes start with
// isUserInteractionEnabled false, so hit-testing refuses them and the touch goes to the view behind; a recognizer
// only sees touches whose hit-test view is its view or one of its subviews.

@Actions
final class ImageViewTapViewController: UIViewController {
    private let interactionEnabled: Bool

    init(interactionEnabled: Bool) {
        self.interactionEnabled = interactionEnabled
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let backdrop = BackdropView(frame: view.bounds)  // logs the touches that miss the photo and the link
        backdrop.backgroundColor = UIColor(white: 0.93, alpha: 1)
        view.addSubview(backdrop)
        let photo = UIImageView(image: UIImage(named: "photo"))
        photo.frame = ImageViewTapScene.photoFrame
        photo.backgroundColor = .systemTeal
        photo.addSubview(captionLabel("UIImageView (tap to open)", frame: photo.bounds, size: 17, color: .white))
        photo.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #action(photoTapped(_:))))
        view.addSubview(photo)

        let link = UILabel(frame: ImageViewTapScene.linkFrame)
        link.text = "Forgot password? (UILabel)"
        link.textColor = .systemBlue
        link.textAlignment = .center
        link.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #action(linkTapped(_:))))
        view.addSubview(link)

        // The fix: both classes default to false (UIImageView's and UILabel's documentation).
        photo.isUserInteractionEnabled = interactionEnabled
        link.isUserInteractionEnabled = interactionEnabled
    }

    func photoTapped(_ sender: UITapGestureRecognizer) { log("photo tapped: open it") }
    func linkTapped(_ sender: UITapGestureRecognizer) { log("link tapped: reset the password") }
}

@MainActor
public enum ImageViewTapScene {
    static let photoFrame = CGRect(x: 45, y: 160, width: 300, height: 220)
    static let linkFrame = CGRect(x: 45, y: 460, width: 300, height: 44)
    public static let pointOnPhoto = CGPoint(x: 195, y: 270)
    public static let pointOnLink = CGPoint(x: 195, y: 482)

    public static let example = Example(
        id: "image-view-tap",
        title: "A tap on an image view never fires",
        seed: "—",
        summary: """
            Bug: a tap recognizer on a UIImageView and one on a UILabel never fire. Both classes start with \
            isUserInteractionEnabled false, so hit-testing refuses them, the touch goes to the view behind, and \
            their recognizers never see it. interaction-enabled: isUserInteractionEnabled = true on both, and \
            each tap fires its recognizer.
            """,
        variants: ["interaction-enabled"],
        demoInput: tapInput(at: pointOnPhoto, t: 0) + tapInput(at: pointOnLink, t: 1)
    ) { _, variant in
        makeWindow(root: ImageViewTapViewController(interactionEnabled: variant == "interaction-enabled"))
    }
}
