/// `UIStatusBarStyle`: stored.
public enum UIStatusBarStyle: Int, Sendable { case `default`, lightContent, darkContent = 3 }
