import Foundation

/// A golden picture's file: where it is, and reading and writing it safely.
struct GoldenFile {
  /// Why a golden file cannot be used.
  enum Problem: Error, CustomStringConvertible {
    case invalidName(String)
    /// A folder on the way to the picture is a symbolic link: `folder`, for `picture`.
    case linkedFolder(String, picture: String)
    case missing(String)
    case notARegularFile(String)
    case tooLarge(String, bytes: Int)
    case unreadable(String, reason: String)

    var description: String {
      switch self {
      case .invalidName(let name):
        "picture name \(name.debugDescription) is not a plain file name (letters, digits, "
          + "'-', '_', '.', not starting with '.', at most \(GoldenFile.maximumNameLength))"
      case .linkedFolder(let folder, let picture):
        "golden picture \(picture) is not read or written: \(folder) is a symbolic link, which "
          + "could lead outside the package"
      case .missing(let path):
        "no golden picture \(path); run with EMPTYSTATE_RECORD_PICTURES=1 to record it"
      case .notARegularFile(let path):
        "golden picture \(path) is not a regular file (a link, a FIFO or a device): not read"
      case .tooLarge(let path, let bytes):
        "golden picture \(path) has \(bytes) bytes, more than \(GoldenFile.maximumBytes): not read"
      case .unreadable(let path, let reason):
        "golden picture \(path) cannot be read or written: \(reason)"
      }
    }
  }

  static let maximumNameLength = 100
  static let maximumBytes = 10_000_000

  static var isRecording: Bool {
    ProcessInfo.processInfo.environment["EMPTYSTATE_RECORD_PICTURES"] == "1"
  }

  let url: URL
  /// The path from the test file's folder, for messages.
  let displayPath: String
  /// The folders between the test file's folder and the picture, outermost first:
  /// `__Pictures__` and `__Pictures__/<test file>`, with their paths for messages.
  private let folders: [(url: URL, displayPath: String)]

  init(testFile: String, name: String, fileExtension: String) throws(Problem) {
    guard Self.isPlainName(name) else { throw .invalidName(name) }
    let test = URL(fileURLWithPath: testFile)
    let folder = test.deletingPathExtension().lastPathComponent
    displayPath = "__Pictures__/\(folder)/\(name).\(fileExtension)"
    let testFolder = test.deletingLastPathComponent()
    url = testFolder.appendingPathComponent(displayPath)
    folders = ["__Pictures__", "__Pictures__/\(folder)"].map {
      (testFolder.appendingPathComponent($0), $0)
    }
  }

  /// Refuses a folder on the way to the picture that is a symbolic link: reading or writing
  /// through it could reach a file anywhere (a recording would overwrite it).
  private func checkFolders() throws(Problem) {
    for folder in folders {
      // `attributesOfItem` does not follow a final symbolic link. A missing folder is made by
      // a recording, and leaves nothing to read.
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: folder.url.path)
      else { return }
      if attributes[.type] as? FileAttributeType == .typeSymbolicLink {
        throw .linkedFolder(folder.displayPath, picture: displayPath)
      }
    }
  }

  static func isPlainName(_ name: String) -> Bool {
    guard !name.isEmpty, name.count <= maximumNameLength, !name.hasPrefix(".") else {
      return false
    }
    return name.unicodeScalars.allSatisfy { scalar in
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": true
      default: false
      }
    }
  }

  func read() throws(Problem) -> String {
    try checkFolders()
    let attributes: [FileAttributeKey: Any]
    do {
      attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    } catch {
      throw .missing(displayPath)
    }
    // `attributesOfItem` does not follow a final symbolic link: a link is refused as such.
    guard attributes[.type] as? FileAttributeType == .typeRegular else {
      throw .notARegularFile(displayPath)
    }
    let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
    guard size <= Self.maximumBytes else { throw .tooLarge(displayPath, bytes: size) }
    do {
      return try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw .unreadable(displayPath, reason: "\(error)")
    }
  }

  func write(_ picture: String) throws(Problem) {
    try checkFolders()
    if let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
      attributes[.type] as? FileAttributeType != .typeRegular
    {
      throw .notARegularFile(displayPath)
    }
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try picture.write(to: url, atomically: true, encoding: .utf8)
    } catch {
      throw .unreadable(displayPath, reason: "\(error)")
    }
  }
}
