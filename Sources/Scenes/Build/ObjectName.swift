/// The one rule for the names a scene file or a dump gives its objects — a view's or a controller's class, a
/// recognizer's name: letters, digits, `_`, `.` and `$` (`MyApp.AvatarButton`, `_TtC5MyApp10HeaderView`), not
/// starting with a digit, 1 to 512 bytes. So every name can be typed after `--view` and before `.property=` in
/// `--set`, never holds a terminal's escape sequence, and never looks like a numbered name (`UIButton#2`), which
/// touchsim makes for objects that share one.
enum ObjectName {
    static let maximumLength = 512
    static let rule = "letters, digits, '_', '.' and '$', not starting with a digit, at most \(maximumLength) bytes"

    static func isValid(_ name: some StringProtocol) -> Bool {
        let bytes = name.utf8
        guard let first = bytes.first, bytes.count <= maximumLength, !(48...57).contains(first) else { return false }
        return bytes.allSatisfy { byte in
            (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte) || byte == 95 || byte == 46
                || byte == 36
        }
    }
}
