import Dispatcher
import Foundation
@_spi(Engine) import ViewModel

/// The names a person uses for the views of a world: what `why --view` accepts, what its answers say, and what
/// the window will draw on the phone — so a name read in one place can be typed in the other.
///
/// A view's name is its class (`EView`, `UIImageView`). The examples do not name their views (UIKit's views
/// have no name, only a numeric `tag`), so the class is all there is; when several views share a class, each
/// is `Class#n`, n counting those views from 1 in a depth-first pre-order walk of the windows: the windows in
/// the order they were shown (`UIApplication.windows`), each view before its subviews, the subviews back to
/// front (the order of `subviews`). So `UIView#1` is the outermost, backmost `UIView` of the first window.
///
/// A view built from a dump of a real app's views is named as the dump printed it: `UIButton 0x7fe43c880a90`.
///
/// Names are taken from the tree as it is when they are made; a view added later has its class as its name.
@MainActor
package struct ViewNames {
    /// Every view of the windows, in walk order, with its name.
    package let entries: [(view: UIView, name: String)]
    private let byView: [ObjectIdentifier: String]
    /// Looked up by name and by a dump's printed address, so that naming many views costs time linear in them.
    private let byName: [String: UIView]
    private let byAddress: [String: [UIView]]

    package init(windows: [UIWindow]) {
        var views: [UIView] = []
        for window in windows { window.forEachInTree { views.append($0) } }
        entries = Array(zip(views, ObjectNames.instanceNames(of: views)))
        byView = Dictionary(entries.map { (ObjectIdentifier($0.view), $0.name) }, uniquingKeysWith: { first, _ in first })
        byName = Dictionary(entries.map { ($0.name, $0.view) }, uniquingKeysWith: { first, _ in first })
        byAddress = Dictionary(grouping: views.filter { $0.printedIdentity?.address != nil }) {
            $0.printedIdentity!.address!.lowercased()
        }
    }

    /// The view's name; its class when it was not in the windows when the names were made.
    package func name(of view: UIView) -> String {
        byView[ObjectIdentifier(view)] ?? view.printedIdentity?.name ?? className(of: view)
    }

    /// Whether the view was in the windows when the names were made (so a change can name it).
    package func isNamed(_ view: UIView) -> Bool { byView[ObjectIdentifier(view)] != nil }

    /// The view called `name` (exactly as `names` lists it), or nil. A view built from a dump may also be called by
    /// its printed address alone (`0x7fe43c880a90`, any case), when one view has it.
    package func view(named name: String) -> UIView? {
        if let exact = byName[name] { return exact }
        let printed = byAddress[name.lowercased()] ?? []
        return printed.count == 1 ? printed[0] : nil
    }

    /// Every name, in walk order.
    package var names: [String] { entries.map(\.name) }
}
