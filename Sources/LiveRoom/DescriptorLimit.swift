#if canImport(Glibc)
import Glibc
#endif

/// The file descriptors the process may hold: raised to the most the system allows it (a shell often starts a
/// process at 1,024, which a thousand half-open connections would use up).
package enum DescriptorLimit {
    package static func raise() {
        #if canImport(Glibc)
        var limit = rlimit()
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        guard getrlimit(resource, &limit) == 0, limit.rlim_cur < limit.rlim_max else { return }
        limit.rlim_cur = limit.rlim_max
        _ = setrlimit(resource, &limit)
        #endif
    }

    /// The soft limit now, for tests and the bench.
    package static var current: Int {
        #if canImport(Glibc)
        var limit = rlimit()
        return getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0 ? Int(clamping: limit.rlim_cur) : 0
        #else
        return 0
        #endif
    }
}
