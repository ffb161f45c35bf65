import Foundation

/// Where UIKit's objects send their trace; the dispatch log implements it.
@MainActor
public protocol DispatchTracer: AnyObject {
    /// Takes the event (consuming, so its objects are retained once, for the record that keeps them).
    func record(_ event: consuming TraceEvent)
}

/// Reports an error in the app's use of UIKit to its world's log (to standard output outside any world);
/// where UIKit would raise an exception, dispatch goes on.
@MainActor
func reportError(_ message: String, to tracer: (any DispatchTracer)?) {
    if let tracer { tracer.record(.note(message)) } else { print(message) }
}
