import Foundation

/// What a browser sends the live room, one JSON object a WebSocket text message:
/// - `{"type":"pointer","phase":"down"|"move"|"up"|"cancel","finger":0…9,"x":…,"y":…,"t":…}`: a finger on the
///   phone, in screen points, at `t` seconds of the browser's clock (its `performance.now()` / 1000);
/// - `{"type":"tick","t":…}`: the browser's clock moved on (timers and animations fall due);
/// - `{"type":"select","view":NAME}`: inspect a view: why (not) it, and its what-if toggles; or
///   `{"type":"select","x":…,"y":…}`: inspect the deepest view drawn there, as the window's inspector picks;
/// - `{"type":"whatif","change":"NAME.property=value"}`: play the session so far again with the change;
/// - `{"type":"resume","key":KEY}`: a reloaded page asks for its world back by the key it was given;
/// - `{"type":"reset"}`: a fresh world of the room's scene;
/// - `{"type":"variant","variant":NAME}`: a fresh world in one of the scene's variants (none or null: the default);
/// - from the teacher: `{"type":"choose","scene":ID}`.
///
/// Every number is checked before it reaches the engine: a bad message is answered with an error.
struct ClientMessage: Decodable {
    let type: String
    let phase: String?
    let finger: Int?
    let x: Double?
    let y: Double?
    let t: Double?
    let view: String?
    let change: String?
    let scene: String?
    let variant: String?
    let key: String?

    /// Why a message is refused, in words the browser shows.
    struct Refusal: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// The largest coordinate accepted, in points, and the latest browser time, in seconds (about 11 days).
    static let maximumCoordinate = 100_000.0
    static let maximumTime = 1_000_000.0
    /// Fingers are numbered from 0 to this.
    static let maximumFinger = 9

    static func decode(_ text: String) throws(Refusal) -> ClientMessage {
        do {
            return try JSONDecoder().decode(ClientMessage.self, from: Data(text.utf8))
        } catch {
            throw Refusal("not a message: a JSON object with a \"type\" is expected")
        }
    }

    /// The browser time, checked.
    func time() throws(Refusal) -> Double {
        guard let t, t.isFinite, (0...Self.maximumTime).contains(t) else {
            throw Refusal("t must be a number of seconds from 0 to \(Int(Self.maximumTime))")
        }
        return t
    }

    /// The finger, its phase and its place, checked.
    func pointer() throws(Refusal) -> (finger: Int, phase: String, x: Double, y: Double) {
        guard let finger, (0...Self.maximumFinger).contains(finger) else {
            throw Refusal("finger must be 0 to \(Self.maximumFinger)")
        }
        guard let phase, ["down", "move", "up", "cancel"].contains(phase) else {
            throw Refusal("phase must be down, move, up or cancel")
        }
        let (x, y) = try point()
        return (finger, phase, x, y)
    }

    /// The place, checked.
    func point() throws(Refusal) -> (x: Double, y: Double) {
        guard let x, let y, x.isFinite, y.isFinite, abs(x) <= Self.maximumCoordinate, abs(y) <= Self.maximumCoordinate
        else {
            throw Refusal("x and y must be numbers of points within ±\(Int(Self.maximumCoordinate))")
        }
        return (x, y)
    }

    /// A name given with the message (a view, a change, a scene), checked for length.
    func text(_ value: String?, _ key: String) throws(Refusal) -> String {
        guard let value, !value.isEmpty, value.utf8.count <= 1_000 else {
            throw Refusal("\(key) must be a name of at most 1,000 bytes")
        }
        return value
    }
}
