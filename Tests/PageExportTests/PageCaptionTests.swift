import Diagnosis
import Dispatcher
import Examples
import Foundation
import Session
import Testing
@testable import PageExport

/// The page's caption while stepping is the window's sentence (`StepCaption`), carried with each record, not the
/// raw log line: one wording for one thing in the window and on the page.
@Suite("The page's captions")
@MainActor
struct PageCaptionTests {
    @Test("each record's caption is the window's, the hit-test answers with what comes next; none where it is the line itself")
    func windowsWords() throws {
        let page = PageSessions.page("hit-test-order")
        let captions = page.records.map { $0.caption ?? $0.text }
        #expect(captions.contains("[hit-test] FView answers nil; asking EView next"))
        #expect(captions.contains("[hit-test] FView: the point is outside"))
        #expect(captions.contains("[delivery] EView gets touchesBegan:withEvent:"))
        #expect(captions.contains { $0.contains("UIKit hit-tests again as the finger lifts") })
        // A record whose sentence is its own line (an input, the app's own line) carries none: no copy of each line.
        #expect(page.records.contains { $0.caption == nil })
    }

    @Test("a page opens with the views' names shown when its scene names its views (\"Tap E\"), as the window does")
    func namesShownAsTheWindow() {
        #expect(PageSessions.page("hit-test-order").namesShown == true)
        #expect(PageSessions.page("double-tap").namesShown == nil)
    }
}
