import Foundation

extension CGRect {
    /// Whether every edge is a number: a rectangle through a near-singular transform's inverse may not be, and
    /// Foundation's rectangle arithmetic traps on what is not.
    package var hasFiniteEdges: Bool { minX.isFinite && minY.isFinite && maxX.isFinite && maxY.isFinite }
}
