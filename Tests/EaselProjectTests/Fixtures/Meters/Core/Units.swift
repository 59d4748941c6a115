/// A unit of measure.
public enum Unit { case volt, ampere }
