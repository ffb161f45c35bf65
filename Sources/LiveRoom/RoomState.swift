import PageExport

/// The teacher's `room` message: the join code, the scenes to choose from, the chosen one's page (its views, for the
/// phone; only on joining and when the scene changes),
/// how many students are in, each student's last touch-down with the view it hit and the recognizer that won its
/// gesture, and the tally of both, most first ("12 hit the button, 8 the overlay; the pan won").
struct RoomState: Encodable {
    struct SceneEntry: Encodable {
        let id: String
        let title: String
    }

    struct Touch: Encodable {
        let student: Int
        let x: Double
        let y: Double
        /// The hit view's name; nil when the touch hit none.
        let hit: String?
        /// The recognizer that won the touch's gesture ("": none did); nil while it goes on, or before.
        let won: String?
    }

    struct Count: Encodable {
        let hit: String
        /// As `Touch.won`: the students counted here all saw this recognizer win (or none, or not yet).
        let won: String?
        let students: Int
    }

    let type = "room"
    /// The join code, for the teacher to show the room.
    let code: String
    let scenes: [SceneEntry]
    let scene: String
    let page: SessionPage?
    let students: Int
    let touches: [Touch]
    let tally: [Count]

    init(code: String, scenes: [SceneEntry], scene: String, page: SessionPage?, students: Int, touches: [Touch]) {
        self.code = code
        (self.scenes, self.scene, self.page, self.students, self.touches) = (scenes, scene, page, students, touches)
        struct Key: Hashable { let hit: String, won: String? }
        let counts = Dictionary(grouping: touches, by: { Key(hit: $0.hit ?? "no view", won: $0.won) }).mapValues(\.count)
        tally = counts.map { Count(hit: $0.key.hit, won: $0.key.won, students: $0.value) }
            .sorted { ($0.students, $1.hit, $1.won ?? "") > ($1.students, $0.hit, $0.won ?? "") }
    }
}
