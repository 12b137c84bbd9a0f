#!/usr/bin/env python3
"""extract.py GITDIR COMMIT DEST [SUBDIR] — like `git archive | tar -x`, skipping blobs the mirror lacks."""
import os, subprocess, sys
gitdir, commit, dest = sys.argv[1:4]
sub = sys.argv[4].rstrip("/") + "/" if len(sys.argv) > 4 else ""
out = subprocess.run(["git", "--git-dir", gitdir, "ls-tree", "-r", "-z", commit] + ([sub] if sub else []),
                     capture_output=True, check=True).stdout
batch = subprocess.Popen(["git", "--git-dir", gitdir, "cat-file", "--batch"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
skipped = 0
for entry in out.split(b"\0"):
    if not entry: continue
    meta, path = entry.split(b"\t", 1)
    mode, kind, sha = meta.split()
    if kind != b"blob": continue
    path = path.decode("utf-8", "surrogateescape")
    rel = path[len(sub):] if sub else path
    batch.stdin.write(sha + b"\n"); batch.stdin.flush()
    header = batch.stdout.readline().split()
    if len(header) < 3 or header[1] == b"missing":
        skipped += 1; continue
    size = int(header[2]); data = batch.stdout.read(size); batch.stdout.read(1)
    target = os.path.join(dest, rel)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    if mode == b"120000":
        try: os.symlink(data.decode(), target)
        except OSError: pass
    else:
        with open(target, "wb") as f: f.write(data)
        if mode == b"100755": os.chmod(target, 0o755)
print(f"{dest}: skipped {skipped} missing blobs", file=sys.stderr)
