import Dispatcher
import Foundation
import Testing

/// `RecordKind` is the one list of record kinds: the trace schema's `kind` enum is exactly it, so a kind added in
/// the engine cannot be written into traces the schema rejects.
@Suite("Record kinds")
struct RecordKindTests {
    @Test("the trace schema's log kinds are RecordKind's, in any order")
    func schemaKindsAreRecordKinds() throws {
        let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/trace.schema.json")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: schema))
        let names = try #require(Self.enumOfKind(in: json), "the schema has a \"kind\" with an \"enum\"")
        #expect(Set(names) == Set(RecordKind.allCases.map(\.rawValue)))
        #expect(names.count == RecordKind.allCases.count)
    }

    /// The first `"kind": {"enum": [...]}` found in the schema, depth first.
    static func enumOfKind(in json: Any) -> [String]? {
        if let object = json as? [String: Any] {
            if let kind = object["kind"] as? [String: Any], let names = kind["enum"] as? [String] { return names }
            for key in object.keys.sorted() { if let found = enumOfKind(in: object[key]!) { return found } }
        } else if let array = json as? [Any] {
            for element in array { if let found = enumOfKind(in: element) { return found } }
        }
        return nil
    }

    @Test("each kind's stage: hit-testing, recognizers, delivery, actions; notes and the app's lines have none")
    func phases() {
        #expect(RecordKind.allCases.filter { $0.phase == .hitTest }.count == 5)
        #expect(RecordKind.gestureState.phase == .recognizers)
        #expect(RecordKind.message.phase == .delivery && RecordKind.chainEnded.phase == .delivery)
        #expect([RecordKind.controlEvent, .action, .gestureAction].allSatisfy { $0.phase == .actions })
        #expect(RecordKind.note.phase == nil && RecordKind.user.phase == nil)
    }
}
