import Foundation
import InterfaceBuilderImport
import Testing

/// `keyfuzz import NAME.storyboard`: what the translation writes and what it says it left out.
@Suite("Storyboard translation")
struct StoryboardTranslatorTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let screens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("StoryboardScreenTests")

    static func translate(_ xml: String, name: String = "Test") throws -> StoryboardTranslation {
        StoryboardTranslator.translate(try IBElement.read(Data(xml.utf8)), name: name)
    }

    /// A storyboard of one scene whose root view holds `subviews` (Interface Builder XML).
    static func scene(_ subviews: String, connections: String = "", viewController: String = "viewController") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="VC">
            <scenes>
                <scene sceneID="S">
                    <objects>
                        <\(viewController) storyboardIdentifier="Form" id="VC" customClass="FormViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Root">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
        \(subviews)
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Safe"/>
                            </view>
                            <connections>
        \(connections)
                            </connections>
                        </\(viewController)>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test(arguments: [("SignUp", ["SignUpViewController", "UINavigationController"]), ("Account", ["AccountViewController"]),
                      ("Comments", ["CommentsViewController"])])
    func theCommittedSwiftIsWhatTheImportWritesForTheFixture(_ name: String, _ scenes: [String]) throws {
        let xml = try Data(contentsOf: Self.fixtures.appendingPathComponent("\(name).storyboard"))
        let translation = StoryboardTranslator.translate(try IBElement.read(xml), name: name)
        let committed = try String(contentsOf: Self.screens.appendingPathComponent("\(name)Storyboard.swift"), encoding: .utf8)
        #expect(translation.source == committed, "re-run: keyfuzz import Tests/InterfaceBuilderImportTests/Fixtures/\(name).storyboard --out Tests/StoryboardScreenTests/\(name)Storyboard.swift")
        #expect(translation.notes.isEmpty, "\(translation.notes)")
        #expect(translation.scenes == scenes)
    }

    @Test(arguments: ["NoteCell", "NotesViewController"])
    func theCommittedSwiftIsWhatTheImportWritesForEachNib(_ name: String) throws {
        let xml = try Data(contentsOf: Self.fixtures.appendingPathComponent("\(name).xib"))
        let translation = StoryboardTranslator.translate(try IBElement.read(xml), name: name)
        let committed = try String(contentsOf: Self.screens.appendingPathComponent("\(name)Nib.swift"), encoding: .utf8)
        #expect(translation.source == committed, "re-run: keyfuzz import Tests/InterfaceBuilderImportTests/Fixtures/\(name).xib --out Tests/StoryboardScreenTests/\(name)Nib.swift")
        #expect(translation.notes.isEmpty, "\(translation.notes)")
    }

    @Test func anUnknownElementOrAttributeIsNamedWithItsLine() throws {
        let t = try Self.translate(Self.scene("""
                                    <datePicker contentMode="scaleToFill" id="DP"><rect key="frame" x="0" y="0" width="320" height="216"/></datePicker>
                                    <textField borderStyle="roundedRect" sparkle="YES" id="TF"><rect key="frame" x="0" y="0" width="320" height="44"/></textField>
        """))
        let messages = t.notes.map(\.description)
        #expect(messages.contains { $0.contains("<datePicker> is not modelled") && $0.hasPrefix("line 10:") }, "\(messages)")
        #expect(messages.contains { $0.contains("attribute sparkle=\"YES\" of <textField>") && $0.contains("skipped") }, "\(messages)")
        // The stand-in keeps the frame, so the layout around it is the storyboard's.
        #expect(t.source.contains("let view2 = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))"))
    }

    @Test func constraintsReadTheSafeAreaTheKeyboardGuideAndTheOldLayoutGuides() throws {
        let t = try Self.translate("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="S"><objects>
                <viewController storyboardIdentifier="Chat" id="VC" customClass="ChatViewController" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="Top"/>
                        <viewControllerLayoutGuide type="bottom" id="Bottom"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="Root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Bar">
                                <rect key="frame" x="0.0" y="760" width="393" height="58"/>
                            </view>
                            <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" translatesAutoresizingMaskIntoConstraints="NO" id="List">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="760"/>
                            </tableView>
                        </subviews>
                        <keyboardLayoutGuide key="keyboard" id="Keys"/>
                        <constraints>
                            <constraint firstItem="Keys" firstAttribute="top" secondItem="Bar" secondAttribute="bottom" id="C1"/>
                            <constraint firstItem="List" firstAttribute="top" secondItem="Top" secondAttribute="bottom" id="C2"/>
                            <constraint firstItem="Bottom" firstAttribute="top" relation="greaterThanOrEqual" secondItem="Bar" secondAttribute="bottom" priority="750" id="C3"/>
                            <constraint firstItem="Bar" firstAttribute="width" secondItem="List" secondAttribute="width" multiplier="1:2" id="C4"/>
                        </constraints>
                    </view>
                    <connections><outlet property="tableView" destination="List" id="O1"/></connections>
                </viewController>
            </objects></scene></scenes>
        </document>
        """, name: "Chat")
        #expect(t.notes.isEmpty, "\(t.notes)")
        #expect(t.source.contains("NSLayoutConstraint(item: view1.keyboardLayoutGuide, attribute: .top, relatedBy: .equal, toItem: view2, attribute: .bottom, multiplier: 1, constant: 0)"))
        // The iOS 7–10 top guide's bottom is the safe area's top; the bottom guide's top, its bottom.
        #expect(t.source.contains("NSLayoutConstraint(item: table3, attribute: .top, relatedBy: .equal, toItem: view1.safeAreaLayoutGuide, attribute: .top, multiplier: 1, constant: 0)"))
        #expect(t.source.contains("NSLayoutConstraint(item: view1.safeAreaLayoutGuide, attribute: .bottom, relatedBy: .greaterThanOrEqual, toItem: view2, attribute: .bottom, multiplier: 1, constant: 0)"))
        #expect(t.source.contains(".priority = UILayoutPriority(750)"))
        #expect(t.source.contains("multiplier: 0.5"))
        #expect(t.source.contains("owner.tableView = table3"))
    }

    @Test func aPrototypeCellIsRegisteredUnderItsReuseIdentifierWithItsOutlets() throws {
        let t = try Self.translate(Self.scene("""
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" id="List">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        <prototypes>
                                            <tableViewCell contentMode="scaleToFill" reuseIdentifier="Field" id="Cell" customClass="FieldCell">
                                                <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                                <tableViewCellContentView key="contentView" id="Content">
                                                    <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                                    <subviews>
                                                        <textField borderStyle="none" placeholder="Value" translatesAutoresizingMaskIntoConstraints="NO" id="TF">
                                                            <rect key="frame" x="20" y="11" width="353" height="22"/>
                                                        </textField>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="TF" firstAttribute="leading" secondItem="Content" secondAttribute="leadingMargin" id="C1"/>
                                                    </constraints>
                                                </tableViewCellContentView>
                                                <connections><outlet property="field" destination="TF" id="O2"/></connections>
                                            </tableViewCell>
                                        </prototypes>
                                        <connections>
                                            <outlet property="dataSource" destination="VC" id="O3"/>
                                            <outlet property="delegate" destination="VC" id="O4"/>
                                        </connections>
                                    </tableView>
        """))
        #expect(t.notes.isEmpty, "\(t.notes)")
        #expect(t.source.contains("table2.registerPrototype(\"Field\") { [unowned owner] in"))
        #expect(t.source.contains("let cell3 = (FieldCell(coder: UINibDecoder(reuseIdentifier: \"Field\", cellStyle: .default)) as FieldCell?)!"))
        #expect(t.source.contains("cell3.field = view4"))
        #expect(t.source.contains("cell3.awakeFromNib()"))
        #expect(t.source.contains("table2.rowHeight = UITableView.automaticDimension"))
        #expect(t.source.contains("table2.dataSource = owner"))
    }

    /// A table's header view (Doodle2Gather's chat table has a 20 pt one) is built with its frame and set
    /// as the table's `tableHeaderView`, not reported as an unknown child.
    @Test func aTableHeaderViewIsSetOnTheTable() throws {
        let t = try Self.translate(Self.scene("""
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="50" id="T">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="600"/>
                                        <view key="tableHeaderView" contentMode="scaleToFill" id="H">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="20"/>
                                        </view>
                                    </tableView>
        """))
        #expect(t.notes.isEmpty, "\(t.notes)")
        #expect(t.source.contains("let view3 = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 20))"), "\(t.source)")
        #expect(t.source.contains("table2.tableHeaderView = view3"))
        #expect(!t.source.contains("table2.addSubview(view3)"))
    }

    /// A view at the top level of a scene (matteom/Photos' comment bar, which the controller returns as
    /// its `inputAccessoryView`) is built with the controller's view, in no superview, and its outlets
    /// connected.
    @Test func aSceneTopLevelViewIsBuiltAndItsOutletsConnected() throws {
        let t = try Self.translate("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="S"><objects>
                <viewController id="VC" customClass="CommentsViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="Root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    </view>
                    <connections>
                        <outlet property="commentView" destination="Bar" id="O1"/>
                        <outlet property="commentField" destination="Field" id="O2"/>
                    </connections>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="FR" sceneMemberID="firstResponder"/>
                <view contentMode="scaleToFill" id="Bar">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="50"/>
                    <subviews>
                        <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" id="Field">
                            <rect key="frame" x="8" y="8" width="300" height="34"/>
                        </textField>
                    </subviews>
                </view>
            </objects></scene></scenes>
        </document>
        """)
        #expect(t.notes.isEmpty, "\(t.notes)")
        #expect(t.source.contains("let view2 = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 50))"), "\(t.source)")
        #expect(t.source.contains("view2.addSubview(view3)"))
        #expect(!t.source.contains("view1.addSubview(view2)"))
        #expect(t.source.contains("owner.commentView = view2"))
        #expect(t.source.contains("owner.commentField = view3"))
    }

    @Test func aStaticTableASegueAndATabBarControllerAreNamed() throws {
        let t = try Self.translate("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="S"><objects>
                <tabBarController id="Tabs" sceneMemberID="viewController"/>
                <tableViewController id="TVC" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="grouped" id="T">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <sections/>
                        <connections><segue destination="Tabs" kind="show" id="Sg"/></connections>
                    </tableView>
                </tableViewController>
            </objects></scene></scenes>
        </document>
        """)
        let messages = t.notes.map(\.message)
        #expect(messages.contains { $0.contains("tab bar controllers are not modelled") })
        // A static table of a table view controller is translated (its cells handed to the controller).
        #expect(!messages.contains { $0.contains("static table cells") })
        #expect(t.source.contains("(owner as UITableViewController).setStaticSections([])"))
        #expect(messages.contains { $0.contains("segues are not performed here") })
        #expect(t.source.contains("let controller = (UITableViewController(coder: UINibDecoder()) as UITableViewController?)!"))
    }

    @Test func aDocumentThatIsNotAStoryboardIsRefusedWithTheReason() throws {
        #expect(throws: IBReadError.self) { try IBElement.read(Data("<document><scenes>".utf8)) }
        let mac = try Self.translate(#"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0"><objects/></document>"#)
        #expect(mac.source.isEmpty)
        #expect(mac.notes.first?.message.contains("not an iOS storyboard or nib") == true)
    }

    @Test func actionSelectorsBecomeSwiftCalls() {
        #expect(StoryboardTranslator.call("save:", sender: "b") == "save(b)")
        #expect(StoryboardTranslator.call("refresh", sender: "b") == "refresh()")
        #expect(StoryboardTranslator.call("saveWithSender:", sender: "b") == "save(sender: b)")
        #expect(StoryboardTranslator.call("changed:forEvent:", sender: "b") == "changed(b, forEvent: UIEvent())")
    }
}
