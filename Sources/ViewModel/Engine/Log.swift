import Foundation

/// Writes a line into the dispatch log of the world being dispatched, as the seeds' code writes with `NSLog`.
/// Outside any world (no event being dispatched), it prints to standard output.
@MainActor
public func log(_ message: String) {
    if let tracer = UIApplication.current?.tracer {
        tracer.record(.user(message))
    } else {
        print(message)
    }
}
