/// The live room's drivers for the shared page renderer (`SessionPageScript.renderer`), files of their own in
/// `Resources/`: the student's, which plays the browser's pointer events (mouse, pen, or every finger on a touch
/// screen, through Pointer Events) in its own world on the server and draws what comes back, and the teacher's,
/// which chooses the room's scene and shows every student's last touch. Both open with `connection.js`: the
/// WebSocket beside the page's address, and the status line.
enum LiveScript {
    private static let connection = String(decoding: PackageResources.connection_js, as: UTF8.self)
    static let student = connection + String(decoding: PackageResources.student_js, as: UTF8.self)
    static let teacher = connection + String(decoding: PackageResources.teacher_js, as: UTF8.self)
}
