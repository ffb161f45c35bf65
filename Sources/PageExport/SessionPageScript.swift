/// The shared page's script and style, files of their own in `Resources/` (embedded in the binary, so the page
/// stays one self-contained file): `renderer` draws the phone from the page's data — its `PhoneDrawing`, the
/// window's own model of what the phone shows — and steps through it by the stops the data carries, with the
/// hit-test badges, responder chain, gesture arena and log as the window shows them; `replay` reads the data from
/// the page and wires the controls and keys. The live room (`sim-desktop serve`) draws with the same renderer, fed
/// by its server. Plain JavaScript, no library and no network. The URL's hash steps a replay page on load
/// (`#visit=6`, `#record=40`, `#phase=2`), which the page's own test uses. The colours come before them
/// (`SessionPagePalette.script`), after the strict-mode line that opens the script element.
package enum SessionPageScript {
    /// The drawing and stepping, over the global `page` a driver sets.
    package static let renderer = String(decoding: PackageResources.renderer_js, as: UTF8.self)
    /// The recorded page's driver.
    static let replay = String(decoding: PackageResources.replay_js, as: UTF8.self)
    /// The page's style sheet, before the palette's classes.
    static let style = String(decoding: PackageResources.page_css, as: UTF8.self)
}
