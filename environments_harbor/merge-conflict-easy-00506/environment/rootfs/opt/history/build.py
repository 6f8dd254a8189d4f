import json, os, subprocess, sys
repo, hist = sys.argv[1], sys.argv[2]
ops = json.load(open(hist))
def git(*args, env=None):
    subprocess.run(["git", *args], cwd=repo, check=True, env=env, stdout=subprocess.DEVNULL)
os.makedirs(repo, exist_ok=True)
git("init", "-q", "-b", "main")
current = "main"
for op in ops:
    if op["op"] == "branch":
        git("branch", op["name"], op["from"])
        continue
    if op["branch"] != current:
        git("checkout", "-q", op["branch"])
        current = op["branch"]
    for path, text in op["files"].items():
        full = os.path.join(repo, path)
        if text is None:
            os.remove(full)
            continue
        os.makedirs(os.path.dirname(full) or repo, exist_ok=True)
        with open(full, "w") as f:
            f.write(text)
    env = dict(os.environ, GIT_AUTHOR_NAME=op["author"], GIT_AUTHOR_EMAIL=op["email"], GIT_AUTHOR_DATE=op["date"],
               GIT_COMMITTER_NAME=op["author"], GIT_COMMITTER_EMAIL=op["email"], GIT_COMMITTER_DATE=op["date"])
    git("add", "-A")
    git("commit", "-q", "-m", op["message"], env=env)
git("checkout", "-q", "main")
git("gc", "-q")
