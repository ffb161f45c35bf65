import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The addresses the room's pages are printed with: where the server listens, or, when it listens on every
/// interface (`0.0.0.0`, `::`), each address this machine has on its networks, which students can open — never
/// `0.0.0.0` itself, which no browser can. The teacher's page is opened on this machine: its loopback address.
package enum RoomAddresses {
    /// The hosts a student's browser can reach the room at.
    package static func students(listeningOn host: String, machine: [String] = machineAddresses()) -> [String] {
        guard isWildcard(host) else { return [host] }
        let usable = host == "::" ? machine : machine.filter { !$0.contains(":") }
        return usable.isEmpty ? [loopback(for: host)] : usable
    }

    /// The host the teacher's page is printed with.
    package static func teacher(listeningOn host: String) -> String { isWildcard(host) ? loopback(for: host) : host }

    /// `http://HOST:PORT`, an IPv6 host in brackets.
    package static func base(_ host: String, port: Int) -> String {
        "http://\(host.contains(":") ? "[\(host)]" : host):\(port)"
    }

    private static func isWildcard(_ host: String) -> Bool { ["0.0.0.0", "::", "[::]"].contains(host) }
    private static func loopback(for host: String) -> String { host == "0.0.0.0" ? "127.0.0.1" : "::1" }

    /// This machine's addresses on interfaces that are up, loopback and IPv6 link-local ones left out: IPv4 first,
    /// each once, in the interfaces' order.
    package static func machineAddresses() -> [String] {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return [] }
        defer { freeifaddrs(list) }
        var v4: [String] = [], v6: [String] = []
        for entry in sequence(first: first, next: { $0.pointee.ifa_next }) {
            let flags = Int32(entry.pointee.ifa_flags)
            guard let address = entry.pointee.ifa_addr, flags & Int32(IFF_UP) != 0, flags & Int32(IFF_LOOPBACK) == 0
            else { continue }
            let family = Int32(address.pointee.sa_family)
            guard family == AF_INET || family == AF_INET6 else { continue }
            var name = [CChar](repeating: 0, count: Int(NI_MAXHOST))
            let length = socklen_t(family == AF_INET ? MemoryLayout<sockaddr_in>.size : MemoryLayout<sockaddr_in6>.size)
            guard getnameinfo(address, length, &name, socklen_t(name.count), nil, 0, NI_NUMERICHOST) == 0 else { continue }
            let text = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if family == AF_INET { v4.append(text) } else if !text.lowercased().hasPrefix("fe80") { v6.append(text) }
        }
        var seen: Set<String> = []
        return (v4 + v6).filter { seen.insert($0).inserted }
    }
}
