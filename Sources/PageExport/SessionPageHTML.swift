import Foundation
import Session

/// The shared page as one HTML file: the data as JSON inside it, the style and the script (`SessionPageScript`)
/// inline — no network, nothing beside it — so it opens from a `file:` URL in any current browser.
package enum SessionPageHTML {
    /// `page`, the recording, and `variants`, its touches played in the scene's other variants (buttons switch
    /// between them; `#variant=NAME` opens on one).
    static func html(_ page: SessionPage, variants: [SessionPage] = []) throws -> String {
        let variant = page.variant.map { " (\(escape($0)))" } ?? ""
        let others = variants.isEmpty ? "" : "<script id=\"variant-pages\" type=\"application/json\">\(try json(variants))</script>"
        return document(
            title: page.title, summary: page.summary, instructions: page.instructions,
            subtitle: "touchsim trace of <code>\(escape(page.example))</code>\(variant) · keys: → next record, Shift+→ next hit-test visit, Ctrl+→ next phase, ← back, Space play, Home/End",
            screen: page.screen, head: "<script id=\"page-data\" type=\"application/json\">\(try json(page))</script>" + others,
            panels: variants.isEmpty ? "" : "<div id=\"variants\" class=\"controls\"></div><p id=\"variant-note\" class=\"muted\"></p>",
            driver: SessionPageScript.replay)
    }

    /// `value` as JSON to stand inside a script element, where "</script" ends it and "<!--" changes how the rest
    /// is read, so no "<" or ">" may stand as it is: JSON writes them (only ever inside strings) as \u003c and
    /// \u003e, which JSON.parse reads back the same.
    private static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
            .replacingOccurrences(of: "<", with: "\\u003c").replacingOccurrences(of: ">", with: "\\u003e")
    }

    /// A page with the phone, the step controls and the panels the renderer fills, and `driver` run after the
    /// renderer: the recorded page's, or the live room's (which adds `controls` and `panels` of its own).
    /// `title`, `summary` and `instructions` are text; `subtitle`, `head`, `controls` and `panels` are markup.
    package static func document(title: String, summary: String, instructions: String? = nil, subtitle: String,
                                 screen: SessionPage.Size,
                                 head: String = "", controls: String = "", panels: String = "", driver: String) -> String {
        """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>touchsim — \(escape(title))</title>
            <style>\(style)</style>
            </head>
            <body>
            <header><h1 id="title">\(escape(title))</h1><p class="summary" id="summary">\(escape(summary))</p>
            <p class="caption" id="instructions">\(instructions.map { "Try: " + escape($0) } ?? "")</p>
            <p class="muted" id="subtitle">\(subtitle)</p></header>
            <main>
            <section class="phone"><canvas id="phone" width="\(Int(screen.width * 0.8))" height="\(Int(screen.height * 0.8))"></canvas></section>
            <section class="side">
            <div class="controls">
            <button id="back">← Back</button><button id="next">Step →</button><button id="visit">Visit ⇒</button>
            <button id="phase">Phase ⇉</button><button id="play">▶ Play</button>
            <label>speed <select id="speed"><option value="0.1">×0.1</option><option value="0.25">×0.25</option>
            <option value="0.5" selected>×0.5</option><option value="1">×1</option></select></label>
            <label><input id="names" type="checkbox"> names</label>\(controls)
            </div>
            <input id="timeline" type="range" min="0" value="0" aria-label="timeline">
            <p id="position" class="muted"></p>
            <p id="caption" class="caption"></p>\(panels)
            <p class="legend">\(legend)</p>
            <h2>Hit-test (last touch-down)</h2><ul id="hittest"></ul>
            <h2>Responder chain</h2><ul id="chain"></ul>
            <h2>Gesture arena</h2><p class="legend">\(arenaKey)</p><div id="arena"></div>
            <h2>Log</h2><ul id="log"></ul>
            </section>
            </main>
            \(head)
            <script>"use strict";
            \(SessionPagePalette.script)\(SessionPageScript.renderer)\(driver)</script>
            </body>
            </html>

            """
    }

    /// The marks' shapes, drawn as the phone draws them, with what each means.
    static let legend = [
        ("inside", "<circle cx='8' cy='8' r='6'/>", "asked: YES"),
        ("outside", "<polygon points='10.3,2.4 13.6,5.7 13.6,10.3 10.3,13.6 5.7,13.6 2.4,10.3 2.4,5.7 5.7,2.4'/>", "said NO"),
        ("skipped", "<circle cx='8' cy='8' r='5' fill='none' stroke-width='2.5'/>", "skipped"),
        ("hit", "<rect x='2.5' y='2.5' width='11' height='11'/>", "hit view"),
        ("chain", "<polygon points='8,1 15,8 8,15 1,8'/>", "responder chain"),
    ].map { name, shape, meaning in
        let color = SessionPagePalette.hex(name)
        return "<span><svg width='16' height='16' fill='\(color)' stroke='\(color)'>\(shape)</svg> \(meaning)</span>"
    }.joined(separator: " ")

    /// The arena's colours in words, as the window's key says them.
    static let arenaKey = RecognizerStateStyle.key.map { "<span style='color:\($0.color.hex);font-weight:600'>\($0.word)</span>" }
        .joined(separator: " ")

    package static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    package static let style = SessionPageScript.style + SessionPagePalette.style
}
