import Foundation

/// The standard accessories (`UITableViewCell.AccessoryType`), as Apple documents their touches: a chevron
/// (`disclosureIndicator`) or a checkmark does not track touches, so a tap there is the row's and selects it; an
/// information button (`detailButton`, and beside a chevron `detailDisclosureButton`) tracks its own, and a tap on
/// it calls the table delegate's `tableView(_:accessoryButtonTappedForRowWith:)` instead of selecting the row.
/// The sizes are assumed (docs/uikit-rules.md R7.15): a 22 pt button, a 13 pt chevron.
extension UITableViewCell {
    /// The accessory shown: the app's view, else the standard one.
    var shownAccessory: UIView? { accessoryView ?? standardAccessory }

    func makeStandardAccessory(_ type: AccessoryType) -> UIView? {
        switch type {
        case .none:
            return nil
        case .disclosureIndicator:
            return symbol("chevron.forward", size: CGSize(width: 8, height: 13))
        case .checkmark:
            return symbol("checkmark", size: CGSize(width: 14, height: 13))
        case .detailButton:
            return infoButton(at: .zero)
        case .detailDisclosureButton:
            let pair = UIView(frame: CGRect(x: 0, y: 0, width: 22 + 12 + 8, height: 22))
            pair.addSubview(infoButton(at: .zero))
            let chevron = symbol("chevron.forward", size: CGSize(width: 8, height: 13))
            chevron.frame.origin = CGPoint(x: 34, y: 4.5)
            pair.addSubview(chevron)
            return pair
        }
    }

    /// A symbol drawn in the accessory's place; an image view does not take touches, so they are the row's.
    private func symbol(_ name: String, size: CGSize) -> UIImageView {
        let view = UIImageView(image: UIImage(systemName: name))
        view.frame = CGRect(origin: .zero, size: size)
        return view
    }

    /// The information button: a tap on it tells the table's delegate which row's it was.
    private func infoButton(at origin: CGPoint) -> UIButton {
        let button = UIButton(type: .detailDisclosure)
        button.frame = CGRect(origin: origin, size: CGSize(width: 22, height: 22))
        button.addAction(UIAction { [unowned self] _ in
            guard let table = self.enclosingTable, let path = table.indexPath(for: self) else { return }
            (table.delegate as? any UITableViewDelegate)?.tableView(table, accessoryButtonTappedForRowWith: path)
        }, for: .touchUpInside)
        return button
    }

    private var enclosingTable: UITableView? {
        var view = superview
        while let current = view, !(current is UITableView) { view = current.superview }
        return view as? UITableView
    }
}
