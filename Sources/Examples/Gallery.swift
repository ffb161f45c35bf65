// The gallery's clients (the program, a package of its own scenes) get the Example type with it.
@_exported import ExampleKit
import Dispatcher
import Foundation
import ViewModel

/// Every example, in the order the gallery shows them.
@MainActor
public enum Gallery {
    public static let all: [Example] = [
        HitTestOrderScene.example,
        HitTestOverlapScene.example,
        ResponderChainScene.example,
        ResponderChainChildScene.example,
        EnlargedTapAreaScene.example,
        CircleButtonScene.example,
        TriangleButtonScene.example,
        RaisedTabBarScene.example,
        EventInterceptionScene.example,
        RouterEventScene.example,
        TapOnViewWithRecognizerScene.example,
        GestureVsTouchesScene.example,
        PanVsTouchesScene.example,
        ButtonVsParentTapScene.example,
        ButtonOwnTapScene.example,
        CustomControlVsParentTapScene.example,
        TableVsBackgroundTapScene.example,
        DoubleTapScene.example,
        EventForwardingScene.example,
        ShakeScene.example,
        AnimatedHitTestScene.example,
        DragViewScene.example,
        // Everyday touch bugs, each with its fix as variants.
        ScrollViewButtonScene.example,
        ImageViewTapScene.example,
        PassThroughOverlayScene.example,
        OutsideSuperviewScene.example,
        PanInScrollViewScene.example,
        PinchRotateScene.example,
        AnimatingSheetScene.example,
        // Real bugs: each rebuilt from a public report (its address in the summary), with the fix as a variant.
        ButtonAddedToCellScene.example,
        TapStopsItemSelectionScene.example,
        StackViewInControlScene.example,
        ZPositionNotHitScene.example,
        CellViewForwardsTouchesScene.example,
        KeyboardCoversButtonScene.example,
        TableUnderToolbarScene.example,
        ToolbarSubviewBehindItemsScene.example,
        ScrollViewBlocksSwipeBackScene.example,
        DrawingViewInSheetScene.example,
        PagesBlockSwipeBackScene.example,
        ContentPopTakesSwipeScene.example,
        CustomSliderInSheetScene.example,
        ListInMediumSheetScene.example,
        SelectedSegmentTapScene.example,
        RefreshOnShortListScene.example,
        TabBarRaisedButtonScene.example,
        PopoverSwallowsTapScene.example,
        TitleViewButtonScene.example,
        TextViewInCellScene.example,
        ContextMenuBeatsLongPressScene.example,
    ]

    public static func example(id: String) -> Example? { all.first { $0.id == id } }

    /// The valid ids, for error messages.
    public static var ids: [String] { all.map(\.id) }
}
