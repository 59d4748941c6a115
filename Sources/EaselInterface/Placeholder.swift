// EaselInterface
