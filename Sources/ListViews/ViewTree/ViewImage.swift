/// A headless image: a name and a size, which is all layout and rendering need.
///
/// Named so that it cannot clash with SwiftUI's `Image` or UIKit's `UIImage`.
///
/// ```swift
/// let image = try ViewImage(name: "no-orders", size: ViewSize(width: 64, height: 64))
/// ```
public struct ViewImage: Hashable, Sendable {
  /// The image's name, as an asset catalog would know it.
  public let name: String
  /// The size the image is drawn at, in points.
  public let size: ViewSize

  /// Creates an image, checking its name and size.
  ///
  /// - Parameters:
  ///   - name: A non-empty name.
  ///   - size: A finite, non-negative size.
  /// - Throws: ``ViewImageError/emptyName`` or ``ViewImageError/invalidSize(width:height:)``.
  public init(name: String, size: ViewSize) throws(ViewImageError) {
    guard !name.isEmpty else { throw .emptyName }
    guard size.isValid else {
      throw .invalidSize(width: size.width, height: size.height)
    }
    self.name = name
    self.size = size
  }

  /// Creates an image from its width and height.
  ///
  /// - Throws: The same errors as ``init(name:size:)``.
  public init(name: String, width: Double, height: Double) throws(ViewImageError) {
    try self.init(name: name, size: ViewSize(width: width, height: height))
  }
}

/// Why an image was refused; nothing was created.
public enum ViewImageError: Error, Hashable, Sendable {
  /// The name was empty.
  case emptyName
  /// A side was negative, infinite or NaN.
  case invalidSize(width: Double, height: Double)
}

extension ViewImageError: CustomStringConvertible {
  /// A one-line explanation naming the problem and what is expected instead.
  public var description: String {
    switch self {
    case .emptyName:
      return "an image needs a non-empty name"
    case .invalidSize(let width, let height):
      return "image size \(width) x \(height) is invalid; "
        + "width and height must be finite and not negative"
    }
  }
}
