// Excluded from the target by a membership exception on its folder.
this does not compile
