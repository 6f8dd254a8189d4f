import json, os, subprocess, sys
repo, hist = sys.argv[1], sys.argv[2]
ops = json.load(open(hist))
def git(*args, env=None):
    subprocess.run(["git", *args], cwd=repo, check=True, env=env, stdout=subprocess.DEVNULL)
os.makedirs(repo, exist_ok=True)
git("init", "-q", "-b", "main")
git("config", "user.name", "Release Bot"); git("config", "user.email", "bot@localhost")
last = {}
for op in ops:
    if op["op"] in ("commit", "merge"):
        env = dict(os.environ, GIT_AUTHOR_NAME=op["author"], GIT_AUTHOR_EMAIL=op["email"], GIT_AUTHOR_DATE=op["date"],
                   GIT_COMMITTER_NAME=op["author"], GIT_COMMITTER_EMAIL=op["email"], GIT_COMMITTER_DATE=op["date"])
    if op["op"] == "commit":
        if last.get("branch") != op["branch"] and last:
            git("checkout", "-q", op["branch"])
        for path, text in op["files"].items():
            full = os.path.join(repo, path)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "w") as f:
                f.write(text)
        for path in op["removed"]:
            os.remove(os.path.join(repo, path))
        git("add", "-A")
        git("commit", "-q", "-m", op["message"], env=env)
        last = {"branch": op["branch"]}
    elif op["op"] == "branch":
        git("branch", op["name"], op["from"])
    elif op["op"] == "merge":
        git("checkout", "-q", op["into"])
        git("merge", "-q", "--no-ff", "-m", op["message"], op["branch"], env=env)
        last = {"branch": op["into"]}
    elif op["op"] == "delete_branch":
        git("branch", "-q", "-D", op["name"])
    elif op["op"] == "tag":
        git("tag", op["name"])
git("checkout", "-q", "main")
git("gc", "-q")
