// Excluded: it does not compile any more.
class OldMeter: NSView {}
