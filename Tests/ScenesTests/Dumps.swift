/// Dumps as the debugger prints them (`po view.recursiveDescription()`), written for the tests after the form of
/// real ones from several iOS versions: the indentation, the fields and their order, the private classes.
enum Dumps {
    /// iOS 17, iPhone 15 (393 × 852): a navigation controller showing a profile screen. The app's own
    /// `ProfileAvatarImageView` has no `userInteractionEnabled = NO`: the app made it interactive.
    static let navigation = """
        <UIWindow: 0x10380a6c0; frame = (0 0; 393 852); gestureRecognizers = <NSArray: 0x600000c5c9f0>; backgroundColor = <UIDynamicSystemColor: 0x600001750c80; name = systemBackgroundColor>; layer = <UIWindowLayer: 0x600000c5ca20>>
           | <UILayoutContainerView: 0x10380cf90; frame = (0 0; 393 852); autoresize = W+H; gestureRecognizers = <NSArray: 0x600000c5d440>; layer = <CALayer: 0x600000267c20>>
           |    | <UINavigationTransitionView: 0x103810a20; frame = (0 0; 393 852); clipsToBounds = YES; autoresize = W+H; layer = <CALayer: 0x600000267e60>>
           |    |    | <UIViewControllerWrapperView: 0x1038114b0; frame = (0 0; 393 852); autoresize = W+H; layer = <CALayer: 0x6000002680a0>>
           |    |    |    | <UIView: 0x103811890; frame = (0 0; 393 852); autoresize = W+H; backgroundColor = <UIDynamicSystemColor: 0x600001750c80; name = systemBackgroundColor>; layer = <CALayer: 0x6000002682e0>>
           |    |    |    |    | <MyApp.ProfileAvatarImageView: 0x103812a40; frame = (146.66666666666666 130; 100 100); clipsToBounds = YES; opaque = NO; gestureRecognizers = <NSArray: 0x600000c5e1f0>; layer = <CALayer: 0x600000268760>>
           |    |    |    |    | <UILabel: 0x103812c30; frame = (20 250; 353 20.333333333333332); text = 'Ada; "the first" > all'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600002b6c370>>
           |    |    |    |    | <UIButton: 0x103812010; frame = (146.66666666666666 400; 100 44); opaque = NO; autoresize = RM+BM; layer = <CALayer: 0x600000268520>>
           |    |    |    |    |    | <UIButtonLabel: 0x103812500; frame = (24.666666666666664 12; 51 20.333333333333332); text = 'Follow'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600002b6c1e0>>
           |    | <UINavigationBar: 0x103807b20; frame = (0 59; 393 44); opaque = NO; autoresize = W; tintColor = <UIDynamicSystemColor: 0x600001751040; name = systemBlueColor>; gestureRecognizers = <NSArray: 0x600000c5d200>; layer = <CALayer: 0x600000266a20>>
           |    |    | <_UIBarBackground: 0x103808690; frame = (0 -59; 393 103); userInteractionEnabled = NO; layer = <CALayer: 0x600000266be0>>
           |    |    |    | <UIVisualEffectView: 0x103808a10; frame = (0 0; 393 103); hidden = YES; layer = <CALayer: 0x600000266e20>> effect=none
           |    |    | <_UINavigationBarContentView: 0x103808bf0; frame = (0 0; 393 44); layer = <CALayer: 0x600000267040>> layout=0x103809000
           |    |    |    | <_UIButtonBarButton: 0x10380e880; frame = (8 0; 44 44); layer = <CALayer: 0x600000267980>>
           |    |    |    |    | <_UIModernBarButton: 0x10380ec10; frame = (8 11; 20.333333333333332 22); opaque = NO; userInteractionEnabled = NO; layer = <CALayer: 0x600000267a80>>
           |    |    |    | <UILabel: 0x10380ab10; frame = (167 11.666666666666666; 59 20.333333333333332); text = 'Profile'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600002b6c0f0>>
        """

    /// iOS 15, iPhone 13 (390 × 844): a table scrolled under a large title — `contentOffset: {0, -91}` puts the
    /// first row 91 points down the screen. Printed from the controller's view, so it starts below the window.
    static let table = """
        <UITableView: 0x7f9b8b81e000; frame = (0 0; 390 844); clipsToBounds = YES; autoresize = W+H; gestureRecognizers = <NSArray: 0x600000e1c7e0>; backgroundColor = <UIDynamicSystemColor: 0x6000016d9a00; name = systemGroupedBackgroundColor>; layer = <CALayer: 0x600000f7d4a0>; contentOffset: {0, -91}; contentSize: {390, 176}; adjustedContentInset: {91, 0, 34, 0}; dataSource: <MyApp.InboxViewController: 0x7f9b8a50b3c0>>
           | <UITableViewCell: 0x7f9b8a60c200; frame = (0 0; 390 44); text = 'Inbox'; autoresize = W; layer = <CALayer: 0x600000f62aa0>>
           |    | <_UISystemBackgroundView: 0x7f9b8a60c6f0; frame = (0 0; 390 44); layer = <CALayer: 0x600000f62c60>; configuration = <UIBackgroundConfiguration: 0x6000018b8000; Base Style = List Plain Cell>>
           |    | <UITableViewCellContentView: 0x7f9b8a60ca80; frame = (0 0; 390 43.666666666666664); gestureRecognizers = <NSArray: 0x600000e1d020>; layer = <CALayer: 0x600000f62e40>>
           |    |    | <UIListContentView: 0x7f9b8a60cd90; frame = (0 0; 390 43.666666666666664); layer = <CALayer: 0x600000f63000>>
           |    |    |    | <UILabel: 0x7f9b8a60d2e0; frame = (20 11.666666666666666; 350 20.333333333333332); text = 'Inbox'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600002cc8000>>
           |    | <_UITableViewCellSeparatorView: 0x7f9b8a60e010; frame = (20 43.666666666666664; 370 0.33333333333333331); layer = <CALayer: 0x600000f63200>>
           | <UITableViewCell: 0x7f9b8a610400; frame = (0 44; 390 44); text = 'Drafts'; autoresize = W; layer = <CALayer: 0x600000f63420>>
           |    | <_UISystemBackgroundView: 0x7f9b8a6108f0; frame = (0 0; 390 44); layer = <CALayer: 0x600000f635e0>; configuration = <UIBackgroundConfiguration: 0x6000018b8150; Base Style = List Plain Cell>>
           |    | <UITableViewCellContentView: 0x7f9b8a610c80; frame = (0 0; 390 43.666666666666664); gestureRecognizers = <NSArray: 0x600000e1d2f0>; layer = <CALayer: 0x600000f637c0>>
           |    |    | <UIListContentView: 0x7f9b8a610f90; frame = (0 0; 390 43.666666666666664); layer = <CALayer: 0x600000f63980>>
           |    |    |    | <UILabel: 0x7f9b8a6114e0; frame = (20 11.666666666666666; 350 20.333333333333332); text = 'Drafts'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600002cc80f0>>
           |    |    | <UIView: 0x7f9b8a611800; frame = (330 7; 30 30); alpha = 0; layer = <CALayer: 0x600000f63b00>>
           |    | <_UITableViewCellSeparatorView: 0x7f9b8a612010; frame = (20 43.666666666666664; 370 0.33333333333333331); layer = <CALayer: 0x600000f63ca0>>
           | <_UIScrollViewScrollIndicator: 0x7f9b8a50f8a0; frame = (384 694; 3 7); alpha = 0; autoresize = LM; layer = <CALayer: 0x600000f6ab20>>
        """

    /// iOS 17: a page sheet over its presenter — `UITransitionView` and `UIDropShadowView`, as iOS 13+ wrap it.
    static let pageSheet = """
        <UIWindow: 0x105b0d2e0; frame = (0 0; 393 852); autoresize = W+H; gestureRecognizers = <NSArray: 0x600000c0ae80>; backgroundColor = <UIColor: 0x600001704c40; gray = 0; alpha = 1>; layer = <UIWindowLayer: 0x600000c0aeb0>>
           | <UITransitionView: 0x105b11e20; frame = (0 0; 393 852); autoresize = W+H; layer = <CALayer: 0x6000002a8ee0>>
           |    | <UIDropShadowView: 0x105b12580; frame = (15.719999999999999 34.079999999999998; 361.56 783.84); transform = [0.92, 0, 0, 0.92, 0, 0]; autoresize = W+H; layer = <CALayer: 0x6000002a8f20>>
           |    |    | <UIView: 0x105b10650; frame = (0 0; 393 852); autoresize = W+H; layer = <CALayer: 0x6000002a8b60>>
           |    |    |    | <UIButton: 0x105b12a00; frame = (20 700; 353 50); opaque = NO; autoresize = RM+BM; layer = <CALayer: 0x6000002a92e0>>
           | <UITransitionView: 0x105c0a3b0; frame = (0 0; 393 852); autoresize = W+H; layer = <CALayer: 0x6000002b4e20>>
           |    | <UIDimmingView: 0x105c0a8d0; frame = (0 0; 393 852); opaque = NO; autoresize = W+H; layer = <CALayer: 0x6000002b4f60>>
           |    | <UIDropShadowView: 0x105c0b020; frame = (0 59; 393 793); autoresize = W+H; layer = <CALayer: 0x6000002b50a0>>
           |    |    | <UIView: 0x105c0b5e0; frame = (0 0; 393 793); clipsToBounds = YES; autoresize = W+H; layer = <CALayer: 0x6000002b51c0>>
           |    |    |    | <UIView: 0x105c0bb40; frame = (0 0; 393 793); autoresize = W+H; backgroundColor = <UIDynamicSystemColor: 0x600001750c80; name = systemBackgroundColor>; layer = <CALayer: 0x6000002b5300>>
           |    |    |    |    | <UISwitch: 0x105c0c1d0; frame = (322 20; 51 31); opaque = NO; layer = <CALayer: 0x6000002b5440>>
           |    |    |    |    | <UISlider: 0x105c0c840; frame = (20 80; 353 30); opaque = NO; layer = <CALayer: 0x6000002b5580>; value: 0.500000>
        """

    /// iOS 12 style, printed with NSLog from a controller's view on an iPhone 8 (375 × 667): a card whose tap
    /// label was made interactive, a hidden overlay and a faded one, and a scroll view scrolled by 120 points.
    static let legacy = """
        <UIView: 0x7fb1e5d0a2f0; frame = (0 0; 375 667); autoresize = W+H; backgroundColor = UIExtendedGrayColorSpace 1 1; layer = <CALayer: 0x600000227a40>>
           | <UIView: 0x7fb1e5d0b110; frame = (16 80; 343 120); backgroundColor = UIExtendedSRGBColorSpace 0.9 0.95 1 1; layer = <CALayer: 0x600000227b00>>
           |    | <UILabel: 0x7fb1e5d0b4d0; frame = (12 12; 200 21); text = 'Tap to expand'; gestureRecognizers = <NSArray: 0x600000c4e0a0>; layer = <_UILabelLayer: 0x6000028a6030>>
           |    | <UIImageView: 0x7fb1e5d0b8c0; frame = (291 12; 40 40); opaque = NO; userInteractionEnabled = NO; layer = <CALayer: 0x600000227c00>> - (null)
           | <UIView: 0x7fb1e5d0c000; frame = (0 0; 375 667); hidden = YES; layer = <CALayer: 0x600000227d00>>
           | <UIView: 0x7fb1e5d0c3e0; frame = (0 0; 375 667); alpha = 0; layer = <CALayer: 0x600000227e00>>
           | <UIScrollView: 0x7fb1e6016000; frame = (0 300; 375 300); clipsToBounds = YES; autoresize = W+H; gestureRecognizers = <NSArray: 0x600000c4e1c0>; layer = <CALayer: 0x600000227c40>; contentOffset: {0, 120}; contentSize: {375, 900}; adjustedContentInset: {0, 0, 0, 0}>
           |    | <UIButton: 0x7fb1e6017200; frame = (20 140; 120 44); opaque = NO; backgroundColor = UIExtendedGrayColorSpace 0.8 1; layer = <CALayer: 0x600000227f00>>
           |    |    | <UIButtonLabel: 0x7fb1e6017520; frame = (30 12; 60 20); text = 'Buy'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6000028a6120>>
           |    | <UIButton: 0x7fb1e6018000; frame = (200 140; 120 44); opaque = NO; userInteractionEnabled = NO; layer = <CALayer: 0x600000228000>>
        """
}
