// Not listed in `sources:`: not compiled.
this does not compile
