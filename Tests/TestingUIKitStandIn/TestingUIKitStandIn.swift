// Empty on purpose. Swift Testing declares a cross-import overlay, `_Testing_UIKit`, that the
// compiler loads into every file importing both Testing and UIKit; the toolchain ships it only
// where Apple's UIKit exists. Where the stand-in is UIKit, this empty module is that overlay,
// so the stand-in's tests can import both.
