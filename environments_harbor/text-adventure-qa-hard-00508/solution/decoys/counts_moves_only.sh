#!/bin/bash
set -euo pipefail
umask 0
mkdir -p /home/player/qa/ironvale
cat > /tmp/qa_explore.py <<'PY'
def open_game():
    import pty, tty
    master, slave = pty.openpty()
    tty.setraw(slave)  # no echo, no CR/LF translation: replies arrive as the game wrote them
    subprocess.Popen([GAME], stdin=slave, stdout=slave, stderr=slave, start_new_session=True)
    os.close(slave)

    def read():
        buf = b""
        while not buf.endswith(b"\n> "):
            try:
                chunk = os.read(master, 65536)
            except OSError:
                break
            if not chunk:
                break
            buf += chunk
        text = re.sub(r"\x1b\[[0-9;]*m", "", buf.decode())  # the tty build draws room titles in bold
        return text[:-3] if text.endswith("\n> ") else text

    def say(cmd):
        os.write(master, (cmd + "\n").encode())
        return read()

    read()
    return say

GAME, OUT, FILE, GOAL, K = '/usr/local/bin/ironvale', '/home/player/qa/ironvale', 'answer.json', 'ivory chess king', 0
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
@hook(TRY)
def make_room(v, st):  # dropping only pays where something worth carrying lies (items are lost when dropped)
    want = {GOAL} | set(v["treasures"] if K else [])
    for f in TAKE:
        want |= set(f(v, st))
    return ["drop " + i for i in st["inv"]] if want & set(v["items"]) else []


@hook(SEEN)
def lost_for_good(cmd, reply, st):
    m = re.match(r"You drop the (.+?)\. ", reply)
    if m:
        st["x"]["gone"] = sorted(st["x"].get("gone", []) + [m.group(1)])
@hook(SEEN)
def hear_offers(cmd, reply, st):
    for wants in re.findall(r'"Bring me the (.+?)," they say', (st["v"] or {}).get("desc", "")):
        LEARNED.setdefault("wants", [])
        if wants not in LEARNED["wants"]:
            LEARNED["wants"].append(wants)
    if re.search(r"takes the .+ and gives you the ", reply):
        st["x"]["paid"] = sorted(st["x"].get("paid", []) + [(st["v"] or {}).get("room", "")])


@hook(TAKE)
def take_wanted(v, st):
    return LEARNED.get("wants", [])


@hook(TRY)
def trade(v, st):
    return ["give " + w for w in re.findall(r'"Bring me the (.+?)," they say', v["desc"]) if w in st["inv"]]
@hook(TAKE)
def take_notes(v, st):
    return [i for i in v["items"] if i.endswith(" note")]


@hook(TRY)
def read_and_enter(v, st):
    cmds = ["read " + i for i in st["inv"] if i.endswith(" note") and "code" not in LEARNED]
    if "sealed: keypad" in v["exits"].values() and "code" in LEARNED:
        cmds.append("enter " + LEARNED["code"])
    return cmds


@hook(SEEN)
def note_code(cmd, reply, st):
    m = re.search(r"code is ([\d-]+)", reply)
    if m:
        LEARNED["code"] = m.group(1).replace("-", "")
    if "slides open" in reply:
        st["x"]["open"] = sorted(set(st["x"].get("open", []) + [st["v"]["room"]]))
@hook(TAKE)
def take_torch(v, st):
    return [i for i in v["items"] if i.endswith(" torch")]


@hook(TRY)
def light_it(v, st):
    return ["light " + i for i in st["inv"] if i.endswith(" torch") and "torch: lit" not in v["status"]]


@hook(SEEN)
def still_lit(cmd, reply, st):
    if "flares up" in reply:
        st["x"]["lit"] = True
def deliver(G):
    won = [st for st in G["states"] if st["won"]]
    write(FILE, json.dumps({"fewest_commands": len([c for c in won[0]["path"] if c.startswith("go ")])}) + "\n")
def main():
    deliver(explore(open_game()))


if __name__ == "__main__":
    main()
PY
python3 /tmp/qa_explore.py
