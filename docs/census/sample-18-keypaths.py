#!/usr/bin/env python3
"""The eighteenth draw's keyPath words (docs/census/sample-18.md, step 1): the sixteenth draw's count (sample-16-keypaths.py),
run unchanged but printing ranks 57 to 84 of that order: the seventeenth draw's unsent K57-K72 and L67-L72, then ranks 73 to
the list's end. python3 docs/census/sample-18-keypaths.py [CORPUS] (rank, keyPath, files, occurrences)"""
import os, runpy
runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "sample-16-keypaths.py"),
               init_globals={"RANKS": (57, 84)}, run_name="__main__")
