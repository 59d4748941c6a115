// EaselDocument
