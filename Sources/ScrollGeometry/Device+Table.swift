// The numbers per device. One table per device, portrait then landscape, so each can be checked and
// extended on its own.
//
// Sources: screen sizes and safe areas are Apple's published values; keyboard and predictive-bar heights
// follow Telegram's per-device table (`DeviceMetrics.swift`: notched 6.1" portrait 292 + 44 = 336; Max
// 302 + 44 = 346; 4.7" 216 + 44 = 260); the iPad 820×1180 portrait end frame of 337 is as logged from a
// device (gist matkuznik/1955cc4156b2cf0d223190ac2aef5ab4). Values marked ≈ are approximations taken
// from public reports, not Apple documentation; the model takes them as parameters, so a strategy must
// not depend on them being exact.

extension Device {
    struct Table {
        let portrait: DeviceMetrics
        let landscape: DeviceMetrics
    }

    /// iPhone SE (2nd gen): 4.7", home button, 20 pt status bar, no home indicator.
    static let iPhoneSE2Table = Table(
        portrait: DeviceMetrics(
            screenSize: Size(width: 375, height: 667),
            safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            navigationBarHeight: 44, largeTitleNavigationBarHeight: 96,
            tabBarHeight: 49, toolbarHeight: 44,
            keyboardHeight: 216, predictiveBarHeight: 44,
            hardwareKeyboardBarHeight: 44,  // ≈ the QuickType bar stays on screen
            floatingKeyboardSize: nil, undockedKeyboardHeight: nil),
        landscape: DeviceMetrics(
            screenSize: Size(width: 667, height: 375),
            safeArea: .zero,  // the status bar is hidden in landscape
            navigationBarHeight: 32, largeTitleNavigationBarHeight: 32,
            tabBarHeight: 32, toolbarHeight: 32,
            keyboardHeight: 162, predictiveBarHeight: 37,
            hardwareKeyboardBarHeight: 37,  // ≈
            floatingKeyboardSize: nil, undockedKeyboardHeight: nil))

    /// iPhone SE (1st gen): 4", 320×568, the screen of the first seed article (keyboard 216 + 37 = 253,
    /// moving from y 568 to 315).
    static let iPhoneSE1Table = Table(
        portrait: DeviceMetrics(
            screenSize: Size(width: 320, height: 568),
            safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            navigationBarHeight: 44, largeTitleNavigationBarHeight: 96,
            tabBarHeight: 49, toolbarHeight: 44,
            keyboardHeight: 216, predictiveBarHeight: 37,
            hardwareKeyboardBarHeight: 37,  // ≈
            floatingKeyboardSize: nil, undockedKeyboardHeight: nil),
        landscape: DeviceMetrics(
            screenSize: Size(width: 568, height: 320),
            safeArea: .zero,
            navigationBarHeight: 32, largeTitleNavigationBarHeight: 32,
            tabBarHeight: 32, toolbarHeight: 32,
            keyboardHeight: 162, predictiveBarHeight: 37,  // ≈
            hardwareKeyboardBarHeight: 37,  // ≈
            floatingKeyboardSize: nil, undockedKeyboardHeight: nil))

    /// iPhone 15: 6.1", Dynamic Island, safe area 59 top / 34 bottom in portrait.
    static let iPhone15Table = Table(
        portrait: DeviceMetrics(
            screenSize: Size(width: 393, height: 852),
            safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
            navigationBarHeight: 44, largeTitleNavigationBarHeight: 96,
            tabBarHeight: 49, toolbarHeight: 49,
            keyboardHeight: 292, predictiveBarHeight: 44,
            hardwareKeyboardBarHeight: 78,  // ≈ QuickType bar 44 + home area 34
            floatingKeyboardSize: nil, undockedKeyboardHeight: nil),
        landscape: DeviceMetrics(
            screenSize: Size(width: 852, height: 393),
            safeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
            navigationBarHeight: 32, largeTitleNavigationBarHeight: 32,
            tabBarHeight: 32, toolbarHeight: 32,
            keyboardHeight: 172, predictiveBarHeight: 37,  // ≈ 172 includes the 21 pt home area
            hardwareKeyboardBarHeight: 58,  // ≈ 37 + 21
            floatingKeyboardSize: nil, undockedKeyboardHeight: nil))

    /// iPhone 15 Pro Max: 6.7", Dynamic Island.
    static let iPhone15ProMaxTable = Table(
        portrait: DeviceMetrics(
            screenSize: Size(width: 430, height: 932),
            safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
            navigationBarHeight: 44, largeTitleNavigationBarHeight: 96,
            tabBarHeight: 49, toolbarHeight: 49,
            keyboardHeight: 302, predictiveBarHeight: 44,
            hardwareKeyboardBarHeight: 78,  // ≈
            floatingKeyboardSize: nil, undockedKeyboardHeight: nil),
        landscape: DeviceMetrics(
            screenSize: Size(width: 932, height: 430),
            safeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
            navigationBarHeight: 32, largeTitleNavigationBarHeight: 32,
            tabBarHeight: 32, toolbarHeight: 32,
            keyboardHeight: 172, predictiveBarHeight: 37,  // ≈
            hardwareKeyboardBarHeight: 58,  // ≈
            floatingKeyboardSize: nil, undockedKeyboardHeight: nil))

    /// iPad (10th gen): 10.9", no home button, safe area 24 top / 20 bottom in both orientations.
    static let iPad10Table = Table(
        portrait: DeviceMetrics(
            screenSize: Size(width: 820, height: 1180),
            safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            navigationBarHeight: 50, largeTitleNavigationBarHeight: 102,
            tabBarHeight: 50, toolbarHeight: 50,
            keyboardHeight: 287, predictiveBarHeight: 50,  // 337 in all, as logged on this screen size
            hardwareKeyboardBarHeight: 69,  // ≈ the minimised shortcut bar
            floatingKeyboardSize: Size(width: 320, height: 260),  // ≈
            undockedKeyboardHeight: 317),  // ≈ no home area below an undocked keyboard
        landscape: DeviceMetrics(
            screenSize: Size(width: 1180, height: 820),
            safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            navigationBarHeight: 50, largeTitleNavigationBarHeight: 102,
            tabBarHeight: 50, toolbarHeight: 50,
            keyboardHeight: 348, predictiveBarHeight: 50,  // ≈
            hardwareKeyboardBarHeight: 69,  // ≈
            floatingKeyboardSize: Size(width: 320, height: 260),  // ≈
            undockedKeyboardHeight: 378))  // ≈

    /// iPad Pro 12.9": safe area 24 top / 20 bottom in both orientations.
    static let iPadPro12_9Table = Table(
        portrait: DeviceMetrics(
            screenSize: Size(width: 1024, height: 1366),
            safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            navigationBarHeight: 50, largeTitleNavigationBarHeight: 102,
            tabBarHeight: 50, toolbarHeight: 50,
            keyboardHeight: 328, predictiveBarHeight: 50,
            hardwareKeyboardBarHeight: 69,  // ≈
            floatingKeyboardSize: Size(width: 320, height: 260),  // ≈
            undockedKeyboardHeight: 358),  // ≈
        landscape: DeviceMetrics(
            screenSize: Size(width: 1366, height: 1024),
            safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            navigationBarHeight: 50, largeTitleNavigationBarHeight: 102,
            tabBarHeight: 50, toolbarHeight: 50,
            keyboardHeight: 421, predictiveBarHeight: 50,
            hardwareKeyboardBarHeight: 69,  // ≈
            floatingKeyboardSize: Size(width: 320, height: 260),  // ≈
            undockedKeyboardHeight: 451))  // ≈
}
