import Dispatcher
import Foundation
import ViewModel

/// Every example, in the order the gallery shows them.
@MainActor
public enum Gallery {
    public static let all: [Example] = [
        HitTestOrder.example,
        HitTestOverlap.example,
        ResponderChain.example,
        ResponderChainChild.example,
        EnlargedTapArea.example,
        CircleButton.example,
        TriangleButton.example,
        RaisedTabBar.example,
        EventInterception.example,
        RouterEvent.example,
    ]

    public static func example(id: String) -> Example? { all.first { $0.id == id } }

    /// The valid ids, for error messages.
    public static var ids: [String] { all.map(\.id) }
}
