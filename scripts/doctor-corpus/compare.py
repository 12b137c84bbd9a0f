#!/usr/bin/env python3
"""compare.py OLD_BIN NEW_BIN FOLDER... — run both doctors on each folder (2 at a time)
and print findings that appear or disappear (rule, severity, file:line, message)."""
import json, subprocess, sys
from concurrent.futures import ThreadPoolExecutor
old, new, folders = sys.argv[1], sys.argv[2], sys.argv[3:]

def run(binary, folder):
    p = subprocess.run([binary, "doctor", folder, "--format", "json"], capture_output=True, text=True, timeout=600)
    try:
        d = json.loads(p.stdout)
    except Exception:
        return None
    return {(f["rule"], f["severity"], f.get("file"), f.get("line"), f["message"]) for f in d["findings"]}

def both(folder):
    return folder, run(old, folder), run(new, folder)

changed = 0
with ThreadPoolExecutor(2) as pool:
    for folder, a, b in pool.map(both, folders):
        if a is None or b is None:
            if a != b: print(f"== {folder}: no JSON from {'old' if a is None else 'new'}")
            continue
        if a == b: continue
        changed += 1
        print(f"== {folder}")
        for f in sorted(a - b, key=str): print(f"  - {f[1]} {f[0]} {f[2]}:{f[3]} {f[4][:160]}")
        for f in sorted(b - a, key=str): print(f"  + {f[1]} {f[0]} {f[2]}:{f[3]} {f[4][:160]}")
print(f"{changed} of {len(folders)} folders changed", file=sys.stderr)
