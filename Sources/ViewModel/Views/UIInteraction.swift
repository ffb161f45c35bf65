import Foundation

/// An object a view holds that adds behaviour to it — a context menu's long press, a drag (iOS 11+). The view tells
/// it as it joins and leaves.
@MainActor
public protocol UIInteraction: NSObjectProtocol {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions the view holds; setting it removes the old ones and adds the new.
    public var interactions: [any UIInteraction] {
        get { interactionList }
        set {
            for old in interactionList { removeInteraction(old) }
            for new in newValue { addInteraction(new) }
        }
    }

    public func addInteraction(_ interaction: any UIInteraction) {
        guard !interactionList.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        interactionList.append(interaction)
        interaction.didMove(to: self)
    }

    public func removeInteraction(_ interaction: any UIInteraction) {
        guard interactionList.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactionList.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}
