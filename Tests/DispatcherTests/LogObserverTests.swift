import Dispatcher
import Foundation
import Testing
@_spi(Engine) import ViewModel

/// The dispatch log tells any number of observers each record, in the order they began observing; one removed
/// hears nothing more, and the others go on.
@Suite("The log's observers")
@MainActor
struct LogObserverTests {
    @Test("two observers hear every record, in order; removing one leaves the other")
    func observers() {
        let (sim, _) = makeWorld { $0.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))) }
        var heard: [String] = []
        let first = sim.log.addObserver { heard.append("first " + $0.text) }
        sim.log.addObserver { heard.append("second " + $0.text) }
        sim.log.write("one")
        sim.log.removeObserver(first)
        sim.log.write("two")
        #expect(heard == ["first one", "second one", "second two"])
        let before = sim.log.records.count
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(heard.count == 3 + sim.log.records.count - before)
    }

    @Test("an observer that removes itself or adds another mid-record changes only what later records reach")
    func changesDuringARecord() {
        let (sim, _) = makeWorld { _ in }
        var heard: [String] = []
        var token: LogObserver?
        token = sim.log.addObserver { record in
            heard.append("self-removing " + record.text)
            sim.log.removeObserver(token!)
            sim.log.addObserver { heard.append("late " + $0.text) }
        }
        sim.log.write("a")
        sim.log.write("b")
        #expect(heard == ["self-removing a", "late b"])
    }
}
