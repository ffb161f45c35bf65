import Testing

@testable import Desktop

/// When a still window wakes with no event: only for what is still to come after the frame it drew.
@Suite @MainActor
struct WindowSleepTests {
    @Test("the first of a flash's expiry, the exit and a pending screenshot that is still to come")
    func wakesForWhatComes() {
        #expect(WindowApp.wakeTime(after: 1, flashUntil: 3.5, exitAfter: 10, screenshotAt: nil) == 3.5)
        #expect(WindowApp.wakeTime(after: 1, flashUntil: nil, exitAfter: 10, screenshotAt: 2) == 2)
        #expect(WindowApp.wakeTime(after: 1, flashUntil: nil, exitAfter: nil, screenshotAt: nil) == nil)
    }

    @Test("an expired flash, still set, does not keep the window awake (it would draw 60 frames a second)")
    func expiredFlashSleeps() {
        #expect(WindowApp.wakeTime(after: 5, flashUntil: 3.5, exitAfter: nil, screenshotAt: nil) == nil)
        #expect(WindowApp.wakeTime(after: 5, flashUntil: 3.5, exitAfter: 9, screenshotAt: nil) == 9)
    }
}
