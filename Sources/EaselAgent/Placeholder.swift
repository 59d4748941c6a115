// EaselAgent
