import SimDesktopCLI

// touchsim's command line and window, with this package's scenes first in the gallery:
// `swift run my-scenes` opens the window, `swift run my-scenes run my-card` plays the scene headless.
await SimDesktop.main(examples: [cardScene])
