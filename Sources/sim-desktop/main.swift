import SimDesktopCLI

// The program is the library's command line with the gallery's examples alone.
await SimDesktop.main()
