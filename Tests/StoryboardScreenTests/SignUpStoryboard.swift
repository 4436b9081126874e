// Written by `keyfuzz import SignUp.storyboard`: the storyboard's scenes built in code, as UIKit decodes
// them, for the checks on Linux (iOS loads the storyboard itself: leave this file out of the app).
// Import the storyboard again after changing it; edits here are lost.
@_spi(KeyfuzzInterfaceBuilder) import UIKit

/// The storyboard "SignUp": `SignUpStoryboard.register()` makes `UIStoryboard(name: "SignUp", bundle: nil)` find its
/// scenes; `SignUpStoryboard.instantiate(_:)` registers and instantiates in one call (an adoption line's `make`).
enum SignUpStoryboard {
    /// Registers the storyboard under its name (again is harmless).
    static func register() {
        UIStoryboard.register(name: "SignUp", initialScene: UIStoryboard.Scene(identifier: nil, make: { _ in scene_Nav_1a_2bc() }), scenes: [
            UIStoryboard.Scene(identifier: "SignUp", make: { _ in scene_Vc1_aa_bbb() }),
            UIStoryboard.Scene(identifier: nil, make: { _ in scene_Nav_1a_2bc() }),
        ])
    }

    /// `UIStoryboard(name: "SignUp", bundle: nil).instantiateViewController(withIdentifier:)`, after registering.
    static func instantiate(_ identifier: String) -> UIViewController {
        register()
        return UIStoryboard(name: "SignUp", bundle: nil).instantiateViewController(withIdentifier: identifier)
    }

    /// The storyboard's initial view controller, after registering.
    static func instantiateInitial() -> UIViewController? {
        register()
        return UIStoryboard(name: "SignUp", bundle: nil).instantiateInitialViewController()
    }
    /// The scene of `SignUpViewController` (storyboard identifier "SignUp") (line 14).
    static func scene_Vc1_aa_bbb() -> UIViewController {
        let controller = (SignUpViewController(coder: UINibDecoder()) as SignUpViewController?)!
        controller.navigationItem.title = "Sign Up"
        let item1 = UIBarButtonItem(systemItem: .cancel)
        item1.primaryAction = UIAction { [weak controller, unowned item1] _ in _ = item1; controller?.cancel(item1) }
        controller.navigationItem.rightBarButtonItem = item1
        controller.setStoryboardViewLoader { loading in
            let owner = loading as! SignUpViewController
            _ = owner
            let view2 = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            view2.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view2.backgroundColor = UIColor.systemBackground
            let view3 = UIScrollView(frame: .zero)
            view2.addSubview(view3)
            view3.translatesAutoresizingMaskIntoConstraints = false
            view3.keyboardDismissMode = .interactive
            let view4 = UIStackView(frame: .zero)
            view3.addSubview(view4)
            view4.translatesAutoresizingMaskIntoConstraints = false
            view4.axis = .vertical
            view4.spacing = 16
            let view5 = UITextField(frame: .zero)
            view4.addArrangedSubview(view5)
            view5.placeholder = "Name"
            view5.font = UIFont.systemFont(ofSize: 17)
            view5.borderStyle = .roundedRect
            view5.textAlignment = .natural
            view5.returnKeyType = .next
            view5.autocapitalizationType = .words
            let view6 = UITextField(frame: .zero)
            view4.addArrangedSubview(view6)
            view6.placeholder = "Email"
            view6.font = UIFont.systemFont(ofSize: 17)
            view6.borderStyle = .roundedRect
            view6.textAlignment = .natural
            view6.keyboardType = .emailAddress
            view6.returnKeyType = .next
            view6.autocorrectionType = .no
            let view7 = UITextView(frame: .zero)
            view4.addArrangedSubview(view7)
            view7.backgroundColor = UIColor.secondarySystemBackground
            view7.text = "About you"
            view7.isScrollEnabled = false
            view7.font = UIFont.preferredFont(forTextStyle: .body)
            let view8 = UITextField(frame: .zero)
            view4.addArrangedSubview(view8)
            view8.placeholder = "Password"
            view8.font = UIFont.systemFont(ofSize: 17)
            view8.borderStyle = .roundedRect
            view8.textAlignment = .natural
            view8.returnKeyType = .done
            view8.isSecureTextEntry = true
            let view9 = UIButton(type: .system)
            view9.frame = .zero
            view4.addArrangedSubview(view9)
            view9.setTitle("Create account", for: .normal)
            let constraint10 = NSLayoutConstraint(item: view5, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 44)
            let constraint11 = NSLayoutConstraint(item: view7, attribute: .height, relatedBy: .greaterThanOrEqual, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 120)
            let constraint12 = NSLayoutConstraint(item: view4, attribute: .top, relatedBy: .equal, toItem: view3, attribute: .top, multiplier: 1, constant: 20)
            let constraint13 = NSLayoutConstraint(item: view4, attribute: .leading, relatedBy: .equal, toItem: view3, attribute: .leading, multiplier: 1, constant: 20)
            let constraint14 = NSLayoutConstraint(item: view3, attribute: .trailing, relatedBy: .equal, toItem: view4, attribute: .trailing, multiplier: 1, constant: 20)
            let constraint15 = NSLayoutConstraint(item: view3, attribute: .bottom, relatedBy: .equal, toItem: view4, attribute: .bottom, multiplier: 1, constant: 20)
            let constraint16 = NSLayoutConstraint(item: view4, attribute: .width, relatedBy: .equal, toItem: view3, attribute: .width, multiplier: 1, constant: -40)
            let constraint17 = NSLayoutConstraint(item: view3, attribute: .top, relatedBy: .equal, toItem: view2.safeAreaLayoutGuide, attribute: .top, multiplier: 1, constant: 0)
            let constraint18 = NSLayoutConstraint(item: view3, attribute: .leading, relatedBy: .equal, toItem: view2.safeAreaLayoutGuide, attribute: .leading, multiplier: 1, constant: 0)
            let constraint19 = NSLayoutConstraint(item: view2.safeAreaLayoutGuide, attribute: .trailing, relatedBy: .equal, toItem: view3, attribute: .trailing, multiplier: 1, constant: 0)
            let constraint20 = NSLayoutConstraint(item: view2.safeAreaLayoutGuide, attribute: .bottom, relatedBy: .equal, toItem: view3, attribute: .bottom, multiplier: 1, constant: 0)
            NSLayoutConstraint.activate([constraint10, constraint11, constraint12, constraint13, constraint14, constraint15, constraint16, constraint17, constraint18, constraint19, constraint20])
            view9.addAction(UIAction { [weak owner, weak view9] _ in guard let view9 else { return }; owner?.createAccount(view9) }, for: .touchUpInside)
            owner.scrollView = view3
            owner.nameField = view5
            owner.emailField = view6
            owner.aboutView = view7
            owner.passwordField = view8
            owner.scrollBottom = constraint20
            owner.fields = [view5, view6, view8]
            return view2
        }
        controller.awakeFromNib()
        return controller
    }

    /// The scene of `UINavigationController` (line 107).
    static func scene_Nav_1a_2bc() -> UIViewController {
        let controller = UINavigationController(rootViewController: scene_Vc1_aa_bbb())
        return controller
    }
}
