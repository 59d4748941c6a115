// In the folder, in no target: it must not be compiled.
this does not compile
