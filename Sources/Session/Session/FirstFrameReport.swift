import Foundation

/// The moment of the first presented frame on the monotonic clock, for `bench`'s `app.first_frame_ms`: the bench
/// starts the app, reads this line from its standard error and subtracts the time it started it.
package enum FirstFrameReport {
    package static let prefix = "first-frame-monotonic-ns: "

    package static func print() {
        FileHandle.standardError.write(Data("\(prefix)\(monotonicNanoseconds())\n".utf8))
    }

    package static func monotonicNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
