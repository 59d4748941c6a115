"""The C modules the UIKit façade imports, read from Sources/facade-c-modules.txt.

Easel's agent builder (Sources/EaselAgentHost/SystemModules.swift), the Objective-C tests and
the scripts that compile against the façade all read that one list.
"""
import os
import subprocess


def facade_c_modules(root):
    """[(module, pkg-config package)] as `root`/Sources/facade-c-modules.txt lists them."""
    modules = []
    with open(os.path.join(root, "Sources", "facade-c-modules.txt"), encoding="utf-8") as f:
        for line in f:
            words = line.split("#", 1)[0].split()
            if len(words) == 2:
                modules.append((words[0], words[1]))
    return modules


def header_flags(root):
    """pkg-config's `-I` flags for the listed modules' headers ([] without pkg-config)."""
    packages = [package for _, package in facade_c_modules(root)]
    try:
        out = subprocess.run(["pkg-config", "--cflags-only-I"] + packages,
                             capture_output=True, text=True, timeout=60).stdout
    except (OSError, subprocess.TimeoutExpired):
        return []
    return out.split()
