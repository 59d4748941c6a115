/// A decoded raster image (placeholder until the Cairo backend lands).
public final class Bitmap {}
/// Laid-out text (placeholder until the Pango backend lands).
public final class TextLayout {}
