import PageExport

/// The live room's three pages: the join page (a field for the room's code), a student's page (the shared
/// renderer's document with the live controls: inspect, start afresh, the inspected view's why and what-ifs),
/// and the teacher's (the scene chooser, everyone's last touch on one phone, the tally). Their data comes over
/// the WebSocket; nothing is fetched from elsewhere.
enum LivePages {
    /// The phone's size before the first message says the scene's (an iPhone's screen).
    private static let screen = SessionPage.Size(width: 390, height: 844)

    static func join(wrongCode: Bool = false, lockedOut: Bool = false) -> String {
        let message = lockedOut
            ? "<p class=\"caption\">Too many wrong codes from this device: wait a minute, then type the teacher's code.</p>"
            : wrongCode ? "<p class=\"caption\">That code is not this room's: ask the teacher again.</p>" : ""
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
            <title>touchsim — join the room</title><style>\(SessionPageHTML.style)
            form{padding:40px 20px}input{font-size:28px;padding:8px;width:8em;text-transform:uppercase;letter-spacing:4px}
            button{font-size:24px;padding:8px 16px;margin-left:8px}</style></head>
            <body><header><h1>touchsim live room</h1><p class="summary">Type the code the teacher shows.</p></header>
            \(message)<form onsubmit="location.href='/room/' + encodeURIComponent(document.getElementById('code').value.trim().toUpperCase()); return false">
            <input id="code" autocomplete="off" maxlength="12" autofocus aria-label="room code"><button>Join</button></form>
            </body></html>

            """
    }

    static var student: String {
        SessionPageHTML.document(
            title: "Joining the room…", summary: "",
            subtitle: "touchsim live room · touch the phone (two fingers on a touch screen); tick <b>inspect</b> and touch a view to ask why",
            screen: screen,
            controls: """
                <label><input id="inspect" type="checkbox"> inspect</label><button id="reset">Start afresh</button>
                """,
            panels: """
                <div id="variants" class="controls"></div>
                <p id="status" class="muted">Connecting…</p><div id="inspected"></div><p id="whatif" class="reason"></p>
                """,
            driver: LiveScript.student)
    }

    static var teacher: String {
        SessionPageHTML.document(
            title: "The room", summary: "",
            subtitle: "touchsim live room · the teacher's page: keep its address to yourself",
            screen: screen,
            controls: """
                <label class="keep">scene <select id="scene"></select></label>
                """,
            panels: """
                <p id="join" class="caption" style="font-size:32px;color:#f2f2f7"></p>
                <p id="status" class="muted">Connecting…</p><p id="students" class="caption"></p><ul id="tally" style="font-size:22px"></ul>
                """,
            driver: LiveScript.teacher)
    }
}
