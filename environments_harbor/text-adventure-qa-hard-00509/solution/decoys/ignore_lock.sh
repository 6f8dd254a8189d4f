#!/bin/bash
set -euo pipefail
cat > /tmp/explore.py <<'PY'
import re
from collections import deque


def parse(text):
    rooms = re.findall(r"^== (.+) ==$", text, re.M)
    if not rooms:
        return None
    lines = text.splitlines()
    i = lines.index("== %s ==" % rooms[-1])
    desc = lines[i + 1] if i + 1 < len(lines) else ""
    exits, locks = [], {}
    ex = re.findall(r"^Exits: (.*)$", text, re.M)
    if ex and ex[-1] != "none":
        for part in ex[-1].split(", "):
            name = part.split(" ")[0]
            exits.append(name)
            k = re.search(r"needs the (.+)\)", part)
            if k:
                locks[name] = k.group(1)
    hidden = re.findall(r"you notice an? (?:\w+ )*?(\w+)\.", desc, re.I)
    items = re.findall(r"^You see: (.*)$", text, re.M)
    return {"room": rooms[-1], "exits": exits, "locks": locks, "hidden": hidden,
            "items": items[-1].split(", ") if items else []}


def explore(S, treasure, BUG):
    first = parse(S("look"))
    start = first["room"]
    known, edges, found_by = {start: first}, {start: {}}, {start: []}
    state = {"room": start, "keys": False, "dead": False}
    prefix = []   # after a restart: the commands that collect every item (run once the doors are the problem)

    def exits_of(room):
        p = known[room]
        out = list(p["exits"])
        if BUG != "listed_exits_only":
            out += [h for h in p["hidden"] if h not in out]
        return out

    def path(src, dst, keys):
        prev, q = {src: None}, deque([src])
        while q:
            u = q.popleft()
            if u == dst:
                break
            for e, v in edges.get(u, {}).items():
                if v not in prev and (keys or e not in known[u]["locks"]):
                    prev[v] = (u, e)
                    q.append(v)
        if dst not in prev:
            return None
        cmds, x = [], dst
        while prev[x]:
            x, e = prev[x]
            cmds.append("go " + e)
        return cmds[::-1]

    def send(cmd):
        out = S(cmd)
        if "GAME OVER" in out:
            state["dead"] = True
        return out

    def goto(room):
        if BUG != "no_restart":
            S("restart")
            state["room"] = start
            for c in prefix:
                send(c)
            if prefix:
                state["room"] = prefix_end[0]
        cmds = path(state["room"], room, state["keys"])
        if cmds is None:
            return False
        for c in cmds:
            send(c)
            if state["dead"]:
                return False
        state["room"] = room
        return True

    prefix_end = [start]
    stack = [(start, e) for e in reversed(exits_of(start))]
    deferred, tried = [], set()
    while stack or (deferred and not state["keys"]):
        if not stack:
            # Every door we can open without keys is done: collect the items (keys among them), then go on.
            here = start
            for room in list(known):
                for item in known[room]["items"]:
                    if item == treasure:
                        continue
                    prefix.extend(path(here, room, False) + ["take " + item])
                    here = room
            prefix_end[0] = here
            state["keys"] = True
            if BUG == "no_restart":
                for c in path(state["room"], start, False) or []:
                    send(c)
                for c in prefix:
                    send(c)
                state["room"] = here
            stack, deferred = list(reversed(deferred)), []
            continue
        room, ex = stack.pop()
        if (room, ex) in tried:
            continue
        if ex in known[room]["locks"] and not state["keys"]:
            deferred.append((room, ex))
            continue
        tried.add((room, ex))
        if not goto(room):
            break
        out = send("go " + ex)
        if state["dead"]:
            break
        p = parse(out)
        if p is None:
            continue
        edges[room][ex] = p["room"]
        state["room"] = p["room"]
        if p["room"] not in known:
            known[p["room"]] = p
            edges[p["room"]] = {}
            found_by[p["room"]] = found_by[room] + ["go " + ex]
            stack += [(p["room"], e) for e in reversed(exits_of(p["room"]))]
            if BUG == "stop_at_goal" and treasure in p["items"]:
                stack, deferred = [], []
    if BUG == "one_way_reverse":
        rev = {"north": "south", "south": "north", "east": "west", "west": "east", "up": "down", "down": "up"}
        for u in list(edges):
            for e, v in list(edges[u].items()):
                if e in rev:
                    edges.setdefault(v, {}).setdefault(rev[e], u)
    rooms = {r: {"exits": dict(sorted(edges.get(r, {}).items())), "items": sorted(known[r]["items"])} for r in sorted(known)}

    # The walkthrough: breadth-first search over (room, key held) in the map we now know.
    goal = next((r for r in known if treasure in known[r]["items"]), None)
    locks = {(u, e): k for u in known for e, k in known[u]["locks"].items()}
    key_room = {item: r for r in known for item in known[r]["items"]}
    if goal is None:
        return rooms, []
    if BUG == "dfs_route":
        return rooms, found_by[goal] + ["take " + treasure]
    s0 = (start, frozenset())
    prev, q, end = {s0: None}, deque([s0]), None
    while q:
        st = q.popleft()
        room, held = st
        if room == goal:
            end = st
            break
        moves = []
        for e, v in sorted(edges.get(room, {}).items()):
            k = locks.get((room, e))
            if k is None or k in held or BUG == "ignore_lock":
                moves.append(("go " + e, (v, held)))
        for item in sorted(set(locks.values())):
            if key_room.get(item) == room and item not in held:
                moves.append(("take " + item, (room, held | {item})))
        for c, nxt in moves:
            if nxt not in prev:
                prev[nxt] = (st, c)
                q.append(nxt)
    if end is None:
        return rooms, []
    cmds, x = [], end
    while prev[x]:
        x, c = prev[x]
        cmds.append(c)
    cmds = cmds[::-1]
    if BUG != "no_take":
        cmds.append("take " + treasure)
    return rooms, cmds

import json, os, subprocess, sys

game, treasure, outdir, BUG = sys.argv[1], sys.argv[2], sys.argv[3], (sys.argv[4] if len(sys.argv) > 4 else "")
proc = subprocess.Popen([game], stdin=subprocess.PIPE, stdout=subprocess.PIPE)


def read_reply():
    buf = b""
    while not buf.endswith(b"\n> "):
        chunk = os.read(proc.stdout.fileno(), 65536)
        if not chunk:
            break
        buf += chunk
    return buf[:-3].decode() if buf.endswith(b"\n> ") else buf.decode()


def S(cmd):
    proc.stdin.write((cmd + "\n").encode())
    proc.stdin.flush()
    return read_reply()


read_reply()  # banner and the first room
rooms, walk = explore(S, treasure, BUG)
proc.stdin.write(b"quit\n")
proc.stdin.close()
proc.wait()
os.makedirs(outdir, exist_ok=True)
with open(os.path.join(outdir, "rooms.json"), "w") as f:
    json.dump(rooms, f, indent=2, sort_keys=True)
with open(os.path.join(outdir, "walkthrough.txt"), "w") as f:
    f.write("".join(c + "\n" for c in walk))
print("%d rooms, walkthrough of %d commands" % (len(rooms), len(walk)))
PY
mkdir -p /home/qa/deliverables/drowned-obs
python3 /tmp/explore.py /usr/local/games/drowned-obs 'ivory chess king' /home/qa/deliverables/drowned-obs ignore_lock
