import Foundation

/// Cross-site WebSocket hijacking: a page from elsewhere that a teacher or student visits could open the room's
/// socket from their browser, which sends the room's address (`Host`) but the other page's `Origin`. A socket is
/// opened only when every `Origin` it sends names the room: a page's (`http`, `https`) with the very host and port
/// it was sent to, or a program's (`ws`, `wss`, as WebSocket libraries send it) with that host. A program may send
/// none; `null` (a sandboxed or local file's page) and any other scheme are refused.
enum OriginCheck {
    static func allows(origins: [String], host: String?) -> Bool {
        origins.allSatisfy { allows(origin: $0, host: host) }
    }

    static func allows(origin: String, host: String?) -> Bool {
        guard let host, let url = URL(string: origin), let scheme = url.scheme?.lowercased(), let originHost = url.host
        else { return false }
        let bracketed = originHost.contains(":") && !originHost.hasPrefix("[") ? "[\(originHost)]" : originHost
        switch scheme {
        case "http", "https":
            return (bracketed + (url.port.map { ":\($0)" } ?? "")).lowercased() == host.lowercased()
        case "ws", "wss":
            return bracketed.lowercased() == hostPart(of: host).lowercased()
        default:
            return false
        }
    }

    /// `127.0.0.1` of `127.0.0.1:8080`, `[::1]` of `[::1]:8080`.
    private static func hostPart(of authority: String) -> String {
        if authority.hasPrefix("["), let end = authority.firstIndex(of: "]") { return String(authority[...end]) }
        return String(authority.prefix { $0 != ":" })
    }
}
