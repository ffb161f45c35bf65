import Foundation

/// One key a view may carry in a scene file: its name, which views may carry it, and how its value is read into
/// the view's description. The keys are listed once, in `SceneViewKey.all` (`SceneViewKeys.swift`); the allowed
/// keys `SceneReader.viewKeys` (and so the schema, which a test holds to them) come from that list.
@MainActor
struct SceneViewKey {
    /// The views that may carry a key: the UIKit classes they behave as, in words for the error ("a text field or
    /// text view").
    struct Owners {
        let behaviours: Set<String>
        let words: String
    }

    /// What is known while a view's keys are read, and the description they fill in.
    struct Reading {
        var view: ViewDescription
        let fields: SceneValue.Fields
        let behaviour: String
        let depth: Int
        var className: String { view.spec.className }
    }

    typealias Read = @MainActor (SceneValue, inout Reading) throws(SceneFileError) -> Void

    let name: String
    /// Nil: any view.
    let owners: Owners?
    /// Nil: the key is read with its container's other keys (`readContainer`), after the table.
    let read: Read?

    init(_ name: String, on owners: Owners? = nil, read: Read?) {
        self.name = name
        self.owners = owners
        self.read = read
    }

    /// Reads the key's `value`, after checking the view may carry it.
    func apply(_ value: SceneValue, to reading: inout Reading) throws(SceneFileError) {
        if let owners, !owners.behaviours.contains(reading.behaviour) {
            throw value.error("\(name) needs \(owners.words): \(reading.className) behaves as \(reading.behaviour)")
        }
        try read?(value, &reading)
    }
}
