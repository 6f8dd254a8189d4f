#!/bin/bash
set -euo pipefail
umask 0
mkdir -p /home/player/qa/gallowglass
cat > /tmp/qa_explore.py <<'PY'
def open_game():
    proc = subprocess.Popen([GAME], stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def read():
        buf = b""
        while not buf.endswith(b"\n> "):
            chunk = os.read(proc.stdout.fileno(), 65536)
            if not chunk:
                break
            buf += chunk
        return buf.decode()[:-3] if buf.endswith(b"\n> ") else buf.decode()

    def say(cmd):
        proc.stdin.write((cmd + "\n").encode())
        proc.stdin.flush()
        return read()

    read()
    return say

GAME, OUT, FILE, GOAL, K = '/usr/local/bin/gallowglass', '/home/player/qa/gallowglass', 'items.json', 'lost ledger', 0
import json, os, re, subprocess, sys
from collections import deque

TAKE, TRY, SEEN, LEARNED = [], [], [], {}   # hooks: items worth taking, extra commands, reply observers; knowledge


def hook(where):
    def add(f):
        where.append(f)
        return f
    return add


def write(name, text):
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(OUT, name), "w") as f:
        f.write(text)


def parse(text):
    rooms = re.findall(r"^== (.+) ==$", text, re.M)
    if not rooms:
        return None
    lines = text.splitlines()
    i = lines.index("== %s ==" % rooms[-1])
    v = {"room": rooms[-1], "text": "\n".join(lines[i:]), "desc": " ".join(lines[i + 1:i + 3]), "exits": {},
         "items": [], "treasures": [], "status": ""}
    for line in lines[i + 1:]:
        if line.startswith("Exits: ") and line != "Exits: none":
            for part in line[7:].split(", "):
                word, _, note = part.partition(" (")
                v["exits"][word] = note.rstrip(")")
        elif line.startswith("You see: "):
            for it in line[9:].split(", "):
                v["items"].append(it.replace(" (treasure)", ""))
                if it.endswith(" (treasure)"):
                    v["treasures"].append(v["items"][-1])
        elif line.startswith("Status: "):
            v["status"] = line[8:]
    return v


def carried(text):
    m = re.search(r"^You carry: (.*)$", text, re.M)
    return [] if not m or m.group(1) == "nothing" else m.group(1).split(", ")


def explore(S):
    """Breadth-first over the states the explorer can tell apart; knowledge learned on the way (a key's name, a
    code) is used by running the search again until nothing new is learned."""
    while True:
        before = json.dumps(LEARNED, sort_keys=True)
        G = search(S)
        if json.dumps(LEARNED, sort_keys=True) == before:
            return G


def search(S):
    S("restart")
    root = {"path": [], "v": parse(S("look")), "inv": [], "x": {}, "won": False, "dead": False, "up": None}
    G = {"states": [root], "edges": {}, "trans": [], "treasures": set()}
    index, q = {key(root): 0}, deque([0])
    while q:
        i = q.popleft()
        st = G["states"][i]
        if st["won"] or st["dead"]:
            continue
        for cmd in actions(st):
            S("restart")
            for c in st["path"]:
                S(c)
            reply = S(cmd)
            nxt = {"path": st["path"] + [cmd], "v": parse(S("look")), "inv": carried(S("inventory")),
                   "x": json.loads(json.dumps(st["x"])), "up": i}
            G["treasures"].update(re.findall(r"(?:Taken: |gives you the )(.+?)\. Treasure!", reply))
            nxt["won"] = "You win!" in reply or (K > 0 and len([t for t in nxt["inv"] if t in G["treasures"]]) >= K)
            nxt["dead"] = nxt["v"] is None and not nxt["won"]
            for f in SEEN:
                f(cmd, reply, nxt)
            if nxt["v"]:
                G["treasures"].update(nxt["v"]["treasures"])
                if cmd.startswith("go ") and nxt["v"]["room"] != st["v"]["room"]:
                    G["edges"].setdefault(st["v"]["room"], {})[cmd[3:]] = nxt["v"]["room"]
            k = key(nxt)
            if k not in index:
                index[k] = len(G["states"])
                G["states"].append(nxt)
                q.append(index[k])
            G["trans"].append((i, index[k]))
    return G


def key(st):
    return (st["v"] and st["v"]["text"], tuple(sorted(st["inv"])), json.dumps(st["x"], sort_keys=True), st["dead"])


def actions(st):
    v = st["v"]
    want = {GOAL} | set(v["treasures"] if K else [])
    for f in TAKE:
        want |= set(f(v, st))
    cmds = ["go " + e for e in v["exits"]] + ["take " + i for i in v["items"] if i in want]
    for f in TRY:
        cmds += [c for c in f(v, st) if c not in cmds]
    return cmds


def first_visits(G):
    seen = {}
    for st in G["states"]:
        if st["v"] and st["v"]["room"] not in seen:
            seen[st["v"]["room"]] = st
    return seen
@hook(TRY)
def unlisted_passages(v, st):
    return ["go " + w for w in re.findall(r"you notice an? (?:\w+ )*?(\w+)\.", v["desc"], re.I)]
def deliver(G):
    items = set()
    for st in G["states"]:
        items.update(st["inv"])
        items.update(st["v"]["items"] if st["v"] else [])
    write(FILE, json.dumps(sorted(items)) + "\n")
def main():
    deliver(explore(open_game()))


if __name__ == "__main__":
    main()
PY
python3 /tmp/qa_explore.py
