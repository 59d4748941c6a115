#!/usr/bin/env python3
"""The seventeenth draw's frame words (docs/census/sample-17.md, step 1): the sixteenth draw's count
(sample-16-keypaths.py: the userDefinedRuntimeAttribute keyPaths of /work/shared/corpus's storyboards and xibs that are one
identifier, counted once for each file that sets them, ordered by files, ties broken by name), run unchanged but printing
ranks 25 to 72 of that order instead of its first 24. python3 docs/census/sample-17-keypaths.py [CORPUS]
(rank, keyPath, files, occurrences)"""
import os, runpy
runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "sample-16-keypaths.py"),
               init_globals={"RANKS": (25, 72)}, run_name="__main__")
