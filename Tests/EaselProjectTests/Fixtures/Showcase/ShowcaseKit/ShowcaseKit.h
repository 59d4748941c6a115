// Umbrella header of ShowcaseKit.
