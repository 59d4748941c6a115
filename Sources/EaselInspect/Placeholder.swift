// EaselInspect
