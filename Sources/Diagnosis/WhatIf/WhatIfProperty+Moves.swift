import Foundation
@_spi(Engine) import ViewModel

/// Where a view is: `Button.superview=Card` moves it into another view, keeping its place on the screen (as an
/// app's `card.addSubview(button)` with the frame converted); `Menu.toFront=true` brings it to the front of its
/// siblings (`bringSubviewToFront(_:)`), above them in drawing and first for hit-testing.
extension WhatIfProperty {
    package static let superview = WhatIfProperty(
        name: "superview", owner: "a view's", kind: .view,
        onView: Access(get: { $0.superview == nil ? nil : .name("") }, set: { view, value, objects throws(ViewSettingError) in
            guard case .name(let name) = value else { return }
            let parent = try objects.view(name)
            guard parent !== view, !parent.isDescendant(of: view) else {
                throw .init("\(name) is inside the view moved; a view cannot hold itself")
            }
            let onScreen = view.convert(view.bounds, to: nil)
            parent.addSubview(view)
            let frame = parent.convert(onScreen, from: nil)
            view.frame = CGRect(origin: frame.origin, size: view.frame.size)
        }), onRecognizer: nil,
        swift: { "\($1).addSubview(\($0))" })

    package static let toFront = WhatIfProperty(
        name: "toFront", owner: "a view's",
        onView: .flag(get: { view in view.superview.map { $0.subviews.last === view } }, set: { view, front in
            if front { view.superview?.bringSubviewToFront(view) } else { view.superview?.sendSubviewToBack(view) }
        }), onRecognizer: nil,
        swift: { target, front in "\(target).superview?.\(front == "true" ? "bringSubviewToFront" : "sendSubviewToBack")(\(target))" })
}
