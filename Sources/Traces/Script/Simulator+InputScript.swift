import Dispatcher

extension Simulator {
    /// Plays every record of a script in order.
    public func play(_ script: InputScript) {
        script.records.forEach(play)
    }
}
