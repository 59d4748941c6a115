/// Compiled into the app through a SOURCE_ROOT reference.
let sharedGreeting = "Hello"
