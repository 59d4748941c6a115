/// A dial.
public struct Dial {}
