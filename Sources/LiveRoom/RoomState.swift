import PageExport

/// The teacher's `room` message: the join code, the scenes to choose from, the chosen one's page (its views, for the
/// phone; only on joining and when the scene changes),
/// how many students are in, each student's last touch-down with the view it hit, and the tally of hit views,
/// most first ("12 hit the button, 8 the overlay").
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
    }

    struct Count: Encodable {
        let hit: String
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
        let counts = Dictionary(grouping: touches, by: { $0.hit ?? "no view" }).mapValues(\.count)
        tally = counts.map { Count(hit: $0.key, students: $0.value) }
            .sorted { ($0.students, $1.hit) > ($1.students, $0.hit) }
    }
}
