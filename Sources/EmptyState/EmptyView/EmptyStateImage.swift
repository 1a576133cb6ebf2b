/// A headless image: a name and a size, which is all layout and rendering need.
///
/// Named so that it cannot clash with SwiftUI's `Image` or UIKit's `UIImage`.
///
/// ```swift
/// let image = try EmptyStateImage(name: "no-orders", size: ViewSize(width: 64, height: 64))
/// ```
public struct EmptyStateImage: Hashable, Sendable {
  /// The image's name, as an asset catalog would know it.
  public let name: String
  /// The size the image is drawn at, in points.
  public let size: ViewSize

  /// Creates an image, checking its name and size.
  ///
  /// - Parameters:
  ///   - name: A non-empty name.
  ///   - size: A finite, non-negative size.
  /// - Throws: ``EmptyStateError/emptyImageName`` or ``EmptyStateError/invalidImageSize(width:height:)``.
  public init(name: String, size: ViewSize) throws(EmptyStateError) {
    guard !name.isEmpty else { throw .emptyImageName }
    guard size.isValid else {
      throw .invalidImageSize(width: size.width, height: size.height)
    }
    self.name = name
    self.size = size
  }

  /// Creates an image from its width and height.
  ///
  /// - Throws: The same errors as ``init(name:size:)``.
  public init(name: String, width: Double, height: Double) throws(EmptyStateError) {
    try self.init(name: name, size: ViewSize(width: width, height: height))
  }
}
