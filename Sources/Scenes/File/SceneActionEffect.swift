import Diagnosis
import Foundation
@_spi(Engine) import ViewModel

/// What an action method does besides logging its line, in order, as the app's method would:
///
///     actions:
///       - action: submitTapped:
///         log: submitted
///         effects: [endEditing, {set: Banner.hidden=true}, {becomeFirstResponder: NameField}, pop]
///
/// The method's line is logged first, or where `log` stands among the effects (`[endEditing, log]`: as a method
/// that ends editing, then logs). `set` takes any what-if change (`Banner.hidden=true`, `Card.alpha=0.5`,
/// `cardTap.enabled=false`, a move), read and applied by the same registry as `--set`; views and recognizers are
/// named as `why` names them, in the world as it is when the action runs. `push` and `present` build a screen
/// (a stack's screen, a `present:`) when the action runs, as `pushViewController` and `present` of a new
/// controller do.
enum SceneActionEffect {
    /// `view.endEditing(true)` on the controller's view: the keyboard goes, its text field resigns.
    case endEditing
    case set(ViewSetting)
    case becomeFirstResponder(String)
    case resignFirstResponder(String)
    /// `navigationController?.pushViewController(_:animated: true)`.
    case push(ScreenDescription)
    /// `present(_:animated: true)`.
    case present(PresentDescription)
    /// `selectRow(at:animated:scrollPosition:)` or `deselectRow(at:animated:)` on a table (`selectItem`,
    /// `deselectItem` on a collection view), which tell the delegate nothing, as UIKit documents.
    case selectRow(list: String, IndexPath, selects: Bool)
    /// `navigationController?.popViewController(animated: true)`.
    case pop
    /// `dismiss(animated: true)`: what it presented, or itself when presented.
    case dismiss
    /// Where the method logs its line.
    case log

    static let words = ["endEditing", "pop", "dismiss", "log"]
    static let keyed = ["set", "becomeFirstResponder", "resignFirstResponder", "push", "present", "selectRow", "deselectRow"]

    var isLog: Bool { if case .log = self { true } else { false } }

    @MainActor
    static func read(_ value: SceneValue) throws(SceneFileError) -> [SceneActionEffect] {
        var effects: [SceneActionEffect] = []
        let expected = "expected " + words.joined(separator: ", ") + ", or {set: View.property=value}, "
            + "{becomeFirstResponder: VIEW}, {resignFirstResponder: VIEW}, {push: SCREEN}, {present: PRESENT}, "
            + "{selectRow: {in: LIST, row: N, section: S}} or {deselectRow: …}"
        for item in try value.items() {
            if let word = item.string {
                switch word {
                case "endEditing": effects.append(.endEditing)
                case "pop": effects.append(.pop)
                case "dismiss": effects.append(.dismiss)
                case "log":
                    guard !effects.contains(where: \.isLog) else { throw item.error("the line is logged once: one `log`") }
                    effects.append(.log)
                default: throw item.error(expected)
                }
                continue
            }
            let f = try item.fields(allowed: keyed)
            guard f.values.count == 1 else { throw item.error("one effect an item: " + expected) }
            if let v = f["set"] {
                let text = try v.text()
                do throws(ViewSettingError) {
                    effects.append(.set(try ViewSetting(parsing: text)))
                } catch {
                    throw v.error(error.description)
                }
            }
            if let v = f["becomeFirstResponder"] { effects.append(.becomeFirstResponder(try v.name())) }
            if let v = f["resignFirstResponder"] { effects.append(.resignFirstResponder(try v.name())) }
            for (key, selects) in [("selectRow", true), ("deselectRow", false)] {
                guard let v = f[key] else { continue }
                let g = try v.fields(allowed: ["in", "row", "section"])
                let path = IndexPath(item: try g.required("row").integer(in: 0...10_000_000),
                                     section: try g["section"]?.integer(in: 0...1_000) ?? 0)
                effects.append(.selectRow(list: try g.required("in").name(), path, selects: selects))
            }
            let later = "a screen an action shows is made when it runs"
            if let v = f["push"] {
                let screen = try SceneReader.readScreen(v)
                try SceneReader.checkMadeLater(screen.views + (screen.pages ?? []).flatMap(\.views), made: later)
                if let pan = screen.pagesPan, !pan.requireToFail.isEmpty {
                    throw v.error("\(later), so its pages' pan cannot name other recognizers")
                }
                effects.append(.push(screen))
            }
            if let v = f["present"] {
                let present = try SceneReader.readPresent(v)
                try SceneReader.checkMadeLater(present.views + (present.navigation?.screens ?? []).flatMap(\.views), made: later)
                effects.append(.present(present))
            }
        }
        guard effects.count <= 100 else { throw value.error("at most 100 effects an action") }
        return effects
    }

    /// The names of views or recognizers it refers to, for the file's check.
    var names: [String] {
        switch self {
        case .set(let setting): [setting.target]
        case .becomeFirstResponder(let name), .resignFirstResponder(let name), .selectRow(let name, _, _): [name]
        case .endEditing, .pop, .dismiss, .log, .push, .present: []
        }
    }

    /// The views a `push` or `present` brings, whose classes an effect may name.
    var shownViews: [ViewDescription] {
        switch self {
        case .push(let screen): screen.views + (screen.pages ?? []).flatMap(\.views) + (screen.rootView.map { [$0] } ?? [])
        case .present(let present): present.views + (present.navigation?.screens ?? []).flatMap(\.views)
        default: []
        }
    }

    /// Does `effects` from `controller`'s action method, logging `line` where they place it (first by default);
    /// what cannot be done (a name no object has now) is said in the log, not skipped silently.
    @MainActor
    static func run(_ effects: [SceneActionEffect], line: String, from controller: UIViewController) {
        if !effects.contains(where: \.isLog) { ViewModel.log(line) }
        for effect in effects {
            if effect.isLog { ViewModel.log(line) } else { effect.run(from: controller) }
        }
    }

    @MainActor
    private func run(from controller: UIViewController) {
        switch self {
        case .log:
            break
        case .endEditing:
            _ = controller.view.endEditing(true)
        case .pop:
            _ = controller.navigationController?.popViewController(animated: true)
        case .dismiss:
            controller.dismiss(animated: true)
        case .push(let screen):
            guard let navigation = controller.navigationController else {
                ViewModel.log("effect push not done: the controller is in no navigation controller")
                return
            }
            var context = SceneBuilder.Context()
            navigation.pushViewController(SceneBuilder.build(screen: screen, &context), animated: true)
        case .present(let present):
            var context = SceneBuilder.Context()
            controller.present(SceneBuilder.build(presented: present, &context), animated: true)
        case .selectRow(let name, let path, let selects):
            let view = Self.view(named: name, from: controller)
            if let table = view as? UITableView, path.section < table.numberOfSections,
               path.item < table.numberOfRows(inSection: path.section) {
                if selects { table.selectRow(at: path, animated: true, scrollPosition: .none) } else { table.deselectRow(at: path, animated: true) }
            } else if let collection = view as? UICollectionView, path.section < collection.numberOfSections,
                      path.item < collection.numberOfItems(inSection: path.section) {
                if selects { collection.selectItem(at: path, animated: true, scrollPosition: []) } else { collection.deselectItem(at: path, animated: true) }
            } else {
                ViewModel.log("effect \(selects ? "selectRow" : "deselectRow") not done: no list named '\(name)' with row \(path.item) in section \(path.section)")
            }
        case .set(let setting):
            do throws(ViewSettingError) {
                try ViewSetting.apply([setting], in: controller.view.application?.windows ?? [])
            } catch {
                ViewModel.log("effect \(setting) not done: \(error)")
            }
        case .becomeFirstResponder(let name), .resignFirstResponder(let name):
            let becomes = if case .becomeFirstResponder = self { true } else { false }
            guard let view = Self.view(named: name, from: controller) else {
                ViewModel.log("effect \(becomes ? "becomeFirstResponder" : "resignFirstResponder") not done: no view named '\(name)'")
                return
            }
            _ = becomes ? view.becomeFirstResponder() : view.resignFirstResponder()
        }
    }

    /// The view `name` names, as `why` names it, in the world of `controller`'s view as it is now.
    @MainActor
    private static func view(named name: String, from controller: UIViewController) -> UIView? {
        ViewNames(windows: controller.view.application?.windows ?? []).view(named: name)
    }
}
