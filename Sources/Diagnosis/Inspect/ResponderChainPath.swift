import Foundation
@_spi(Engine) import ViewModel

/// The responder chain from a view: the view, then each `next` until the chain ends (controllers, container
/// views, the window, the scene, the application, the app delegate), numbered from 1.
@MainActor
package struct ResponderChainPath {
    package struct Link {
        package let number: Int
        package let responder: UIResponder
        package var view: UIView? { responder as? UIView }
    }

    /// Longer than any real chain; stops a `next` that loops back.
    package static let maximumLength = 64

    package let links: [Link]

    package init(from view: UIView) {
        var links: [Link] = []
        var responder: UIResponder? = view
        while let current = responder, links.count < Self.maximumLength,
            !links.contains(where: { $0.responder === current })
        {
            links.append(Link(number: links.count + 1, responder: current))
            responder = current.next
        }
        self.links = links
    }

    /// The links that are views, in chain order: the arrows on the screen join them.
    package var viewLinks: [Link] { links.filter { $0.view != nil } }
}

extension ResponderChainPath {
    /// What a responder is, in a word: "view", "controller", "window"…
    package static func kind(of responder: UIResponder) -> String {
        switch responder {
        case is UIWindow: "window"
        case is UIView: "view"
        case is UIViewController: "controller"
        case is UIWindowScene: "scene"
        case is UIApplication: "application"
        case is any UIApplicationDelegate: "app delegate"
        default: "responder"
        }
    }
}
