// UIKit re-exports Foundation: code that imports UIKit uses `CGRect` and `IndexPath` without
// importing Foundation, and so does code built against this stand-in.
@_exported public import Foundation
