// The cross-import overlay Swift Testing names for a file that imports both `Testing` and `UIKit`
// (`Testing.swiftcrossimport/UIKit.swiftoverlay` in the toolchain lists `_Testing_UIKit`). On Apple
// platforms it adds image attachments; on Linux the toolchain lists it but does not ship it, so such a
// file fails with "no such module '_Testing_UIKit'". This empty module answers the lookup; a test
// target that imports both depends on it (on Linux and macOS only, like the UIKit module).
