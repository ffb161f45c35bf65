import NIOConcurrencyHelpers

/// The sockets one address may hold open at once. A place is capped per device (`Room.maximumPlacesPerAddress`),
/// but sockets come before places: one machine's thousand half-open requests would otherwise hold the server's
/// descriptors for the 20 s `RequestHeadDeadline` allows each. A browser needs a few (a page, its socket, a
/// reload's overlap), so 32 leave a device its 8 places; this machine's own address (the teacher, a test, the
/// bench's 60 clients) is not held to it, as it is not to the places.
package final class ConnectionLimit: Sendable {
    package static let maximumPerAddress = 32

    private let open = NIOLockedValueBox<[String: Int]>([:])
    private let maximum: Int

    package init(maximum: Int = maximumPerAddress) { self.maximum = maximum }

    /// Takes a socket for `address`; false when the address holds `maximum` already (the caller closes it).
    package func acquire(_ address: String) -> Bool {
        if Room.isLoopback(address) { return true }
        return open.withLockedValue { open in
            guard open[address, default: 0] < maximum else { return false }
            open[address, default: 0] += 1
            return true
        }
    }

    /// Gives back a socket `acquire` took.
    package func release(_ address: String) {
        if Room.isLoopback(address) { return }
        open.withLockedValue { open in
            let left = open[address, default: 0] - 1
            open[address] = left > 0 ? left : nil
        }
    }

    /// The sockets `address` holds now, for tests.
    package func count(_ address: String) -> Int { open.withLockedValue { $0[address, default: 0] } }
}
