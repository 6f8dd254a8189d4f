"""Interactive: play a compiled text adventure to recover its map and the shortest walkthrough (game QA).

The level exists only inside the game binary (an obfuscated blob in a Python program); the agent must play it:
explore every room through the REPL, write the map as JSON and a shortest winning walkthrough. Medium adds a locked
door (fetch the key first: a detour), one-way slides and distractor items; hard adds passages that are not in the
exits list (only the room text mentions them) and a lantern that dies after a few moves, so exploring needs
`restart` and replanning. The verifier replays the walkthrough in the same game engine (embedded in the tests) and
compares the map with the hidden level.

The game engine, the oracle's explorer and the judge are single sources: the image's game, the oracle and the tests
run them, and the generator runs them in-process on every instance to check that the oracle passes and every decoy
fails (re-drawing the level when a decoy would pass by luck).
"""

from __future__ import annotations

import base64
import json
import random
import zlib
from collections import deque

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File

ROOMS = ["Foyer", "Library", "Boiler Room", "Chapel", "Cistern", "Armoury", "Greenhouse", "Map Room", "Gallery",
         "Kitchen", "Pantry", "Wine Cellar", "Observatory", "Crypt", "Scriptorium", "Forge", "Guard Post",
         "Well Shaft", "Servants' Stair", "Laundry", "Music Room", "Trophy Hall", "Clock Tower", "Sluice Gate",
         "Counting House", "Dovecote", "Ice House", "Tannery", "Printing Room", "Vestry", "Ossuary", "Orangery",
         "Billiard Room", "Smoking Room", "Nursery", "Attic", "Stable", "Brewhouse", "Mill Race", "Lamp Room",
         "Bell Chamber", "Archive", "Chart Room", "Pump House", "Cooperage", "Buttery", "Solar", "Undercroft"]
GAMES = [("The Sunken Abbey", "sunken-abbey"), ("Hollowmere Manor", "hollowmere"),
         ("The Clockmaker's Lighthouse", "clock-lighthouse"), ("Ironvale Mine", "ironvale"),
         ("The Drowned Observatory", "drowned-obs"), ("Gallowglass Keep", "gallowglass"),
         ("The Salt Merchant's House", "salt-house"), ("Wyrmwood Asylum", "wyrmwood")]
STUDIOS = ["Lanternfish Games", "Two Owls Interactive", "Quillstone", "Bramble & Byte", "Nightjar Studio"]
TREASURES = ["jade idol", "silver astrolabe", "ruby chalice", "lost ledger", "brass orrery", "captains logbook",
             "golden compass", "ivory chess king"]
KEYS = ["brass key", "iron key", "bone key", "copper key", "glass key", "verdigris key"]
JUNK = ["torn map", "dented lantern", "empty bottle", "rusty spoon", "wax candle", "coil of rope", "cracked mirror"]
FLAVOUR = ["Dust lies thick on every surface.", "Water drips somewhere in the dark.", "The air smells of old smoke.",
           "Cobwebs sag from the beams.", "A cold draught stirs the ashes.", "Faded paintings line the walls.",
           "The floorboards creak underfoot.", "Something scuttles away from your light.",
           "Broken crates are stacked in a corner.", "A mural of ships covers one wall."]
HIDING = ["a tapestry", "a loose panel", "the shelves", "a heap of sacks", "the stove", "a cracked pillar"]
PASSAGES = ["crawlway", "hatch", "trapdoor", "tunnel", "vent", "chimney", "culvert", "flue"]
GRID = {"north": (0, -1), "south": (0, 1), "east": (1, 0), "west": (-1, 0)}
OPPOSITE = {"north": "south", "south": "north", "east": "west", "west": "east", "up": "down", "down": "up"}

# ---------------------------------------------------------------------------------------------------------------
# The engine (shipped in the game, embedded in the tests, run in-process by the generator).
GAME_CORE = r'''
DIRS = ["north", "east", "south", "west", "up", "down"]
SHORT = {"n": "north", "e": "east", "s": "south", "w": "west", "u": "up", "d": "down"}
HELP = ("Commands: look (l), go <exit> (or n/e/s/w/u/d, north...), take <item>, inventory (i), restart, help, quit.\n"
        "Some ways are not listed among the exits; the room's text mentions them, and 'go <name>' uses them.")


class World:
    def __init__(self, data):
        self.d = data
        self.reset()

    def reset(self):
        self.room = self.d["start"]
        self.inv = []
        self.moves = 0
        self.state = "play"
        self.items = {r: list(v["items"]) for r, v in self.d["rooms"].items()}

    def describe(self):
        r = self.d["rooms"][self.room]
        out = ["== %s ==" % self.room, r["desc"]]
        ex = []
        for k in DIRS:
            if k in r["exits"]:
                lock = r.get("locked", {}).get(k)
                ex.append(k + (" (locked: needs the %s)" % lock if lock and lock not in self.inv else ""))
        out.append("Exits: " + (", ".join(ex) if ex else "none"))
        if self.items[self.room]:
            out.append("You see: " + ", ".join(self.items[self.room]))
        return "\n".join(out)

    def command(self, line):
        words = line.strip().lower().split()
        if not words:
            return ""
        verb, rest = words[0], " ".join(words[1:])
        if verb == "restart":
            self.reset()
            return "-- a new game begins --\n" + self.describe()
        if verb in ("help", "?"):
            return HELP
        if verb == "quit":
            return "Bye."
        if self.state == "won":
            return "The game is over: you already won. Type restart to play again."
        if self.state == "dark":
            return "It is pitch dark; your lantern is dead. GAME OVER. Type restart to play again."
        if verb in ("look", "l"):
            return self.describe()
        if verb in ("inventory", "i"):
            return "You carry: " + (", ".join(self.inv) or "nothing")
        if verb in SHORT or verb in DIRS:
            verb, rest = "go", SHORT.get(verb, verb)
        if verb == "go":
            rest = SHORT.get(rest, rest)
            r = self.d["rooms"][self.room]
            self.moves += 1
            if self.d.get("budget") and self.moves > self.d["budget"]:
                self.state = "dark"
                return "Your lantern gutters and goes out. GAME OVER. Type restart to play again."
            if rest in r["exits"]:
                lock = r.get("locked", {}).get(rest)
                if lock and lock not in self.inv:
                    return "The way %s is locked. It needs the %s." % (rest, lock)
                self.room = r["exits"][rest]
                return self.describe()
            if rest in r.get("hidden", {}):
                self.room = r["hidden"][rest]
                return self.describe()
            return "You can't go that way."
        if verb == "take":
            if rest in self.items[self.room]:
                self.items[self.room].remove(rest)
                self.inv.append(rest)
                if rest == self.d["treasure"]:
                    self.state = "won"
                    return "Taken: %s.\n*** You have found the %s. You win! ***" % (rest, rest)
                return "Taken: %s." % rest
            return "There is no %s here." % rest
        return "I don't understand that. Type help."
'''

# The oracle's explorer. `S(cmd) -> text` plays one command. Each decoy is the same explorer with one mistake (BUG).
EXPLORER_CORE = r'''
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
'''

# The real session: the game as a child process, one command at a time (reads up to the "> " prompt).
EXPLORER_MAIN = r'''
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
'''

GAME_MAIN = r'''
import base64, json, sys, zlib

_K = b"{title}"
DATA = json.loads(zlib.decompress(bytes(b ^ _K[i % len(_K)] for i, b in enumerate(base64.b64decode(BLOB)))))


def main():
    w = World(DATA)
    print("{title}  (build {build}, {studio})")
    print("Type help for the commands.")
    print()
    print(w.describe())
    while True:
        sys.stdout.write("\n> ")
        sys.stdout.flush()
        line = sys.stdin.readline()
        if not line:
            print()
            break
        print(w.command(line))
        if line.strip().lower() == "quit":
            break


if __name__ == "__main__":
    main()
'''

# The judge: the tests run it against the agent's files; the generator runs it against every decoy.
JUDGE = r'''
def check_map(want, got):
    if not isinstance(got, dict):
        return ["rooms.json is not a JSON object"]
    probs = []
    missing, extra = sorted(set(want) - set(got)), sorted(set(got) - set(want))
    if missing:
        probs.append("rooms missing from the map: %s" % missing[:6])
    if extra:
        probs.append("rooms that do not exist: %s" % extra[:6])
    for r in sorted(set(want) & set(got)):
        g = got[r] if isinstance(got[r], dict) else {}
        if g.get("exits") != want[r]["exits"]:
            probs.append("%s: exits %s, expected %s" % (r, g.get("exits"), want[r]["exits"]))
        if sorted(g.get("items") or []) != want[r]["items"]:
            probs.append("%s: items %s, expected %s" % (r, g.get("items"), want[r]["items"]))
    return probs


def check_walk(data, shortest, lines):
    w = World(data)
    for n, line in enumerate(lines, 1):
        out = w.command(line)
        if w.state == "won":
            if n != len(lines):
                return ["commands after the winning move"]
            break
    else:
        return ["the walkthrough does not win the game (last reply: %r)" % (out[-120:] if lines else "")]
    if len(lines) != shortest:
        return ["the walkthrough has %d commands; the shortest has %d" % (len(lines), shortest)]
    return []
'''


def _ns(*sources: str) -> dict:
    ns: dict = {}
    for src in sources:
        exec(compile(src, "<text_adventure_qa>", "exec"), ns)  # noqa: S102 - our own source strings
    return ns


_ENGINE = _ns(GAME_CORE, EXPLORER_CORE, JUDGE)


def _solver(game: str, treasure: str, outdir: str, bug: str = "") -> str:
    prog = EXPLORER_CORE.strip("\n") + "\n\n" + EXPLORER_MAIN.strip("\n")
    return script(f"""
        cat > /tmp/explore.py <<'PY'
        {{prog}}
        PY
        mkdir -p {outdir}
        python3 /tmp/explore.py {game} '{treasure}' {outdir} {bug}
    """).replace("{prog}", prog)


def _shortest(data: dict) -> int:
    """Breadth-first search over (room, items held) in the true level: the length of the shortest win."""
    rooms, treasure = data["rooms"], data["treasure"]
    keys = sorted({k for r in rooms.values() for k in r.get("locked", {}).values()})
    s0 = (data["start"], frozenset())
    dist, q = {s0: 0}, deque([s0])
    while q:
        st = q.popleft()
        room, held = st
        if treasure in rooms[room]["items"]:
            return dist[st] + 1
        nxt = []
        for e, v in list(rooms[room]["exits"].items()) + list(rooms[room].get("hidden", {}).items()):
            lock = rooms[room].get("locked", {}).get(e)
            if lock is None or lock in held:
                nxt.append((v, held))
        for k in keys:
            if k in rooms[room]["items"] and k not in held:
                nxt.append((room, held | {k}))
        for n in nxt:
            if n not in dist:
                dist[n] = dist[st] + 1
                q.append(n)
    raise ValueError("level cannot be won")


def _reachable_map(data: dict) -> dict:
    rooms = data["rooms"]
    seen, q = {data["start"]}, deque([data["start"]])
    while q:
        u = q.popleft()
        for v in list(rooms[u]["exits"].values()) + list(rooms[u].get("hidden", {}).values()):
            if v not in seen:
                seen.add(v)
                q.append(v)
    return {r: {"exits": dict(sorted({**rooms[r]["exits"], **rooms[r].get("hidden", {})}.items())),
                "items": sorted(rooms[r]["items"])} for r in sorted(seen)}


class _Sim:
    """The engine in-process, counting the moves between restarts (to size the lantern)."""

    def __init__(self, data):
        self.w = _ENGINE["World"](data)
        self.since, self.most = 0, 0

    def __call__(self, cmd):
        if cmd == "restart":
            self.since = 0
        elif cmd.startswith("go "):
            self.since += 1
            self.most = max(self.most, self.since)
        return self.w.command(cmd)


def _run(data, treasure, bug):
    sim = _Sim(data)
    rooms, walk = _ENGINE["explore"](sim, treasure, bug)
    return rooms, walk, sim.most


@register
class TextAdventureQA(Family):
    name = "text_adventure_qa"
    category = "interactive"
    description = ("Play a compiled text adventure to recover its full map and a shortest winning walkthrough "
                   "(medium: locked door, one-way slides; hard: unlisted passages, a lantern that forces restarts).")
    base_image = "termigen/core:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        title, slug = rng.choice(GAMES)
        studio = rng.choice(STUDIOS)
        build = f"{rng.randint(0, 3)}.{rng.randint(1, 40)}.{rng.randint(100, 999)}"
        treasure = rng.choice(TREASURES)
        decoy_names = {"easy": ["dfs_route", "stop_at_goal", "no_take"],
                       "medium": ["one_way_reverse", "ignore_lock", "no_take", "dfs_route"],
                       "hard": ["no_restart", "listed_exits_only", "ignore_lock", "one_way_reverse"]}[level]
        for _ in range(200):
            data = self._level(rng, level, treasure)
            if data is None:
                continue
            want = _reachable_map(data)
            shortest = _shortest(data)
            if level == "hard":
                _, _, most = _run(dict(data, budget=None), treasure, "")
                data["budget"] = max(most, shortest) + rng.randint(1, 3)
            rooms, walk, _ = _run(data, treasure, "")
            assert _ENGINE["check_map"](want, rooms) == [], "oracle map"
            assert _ENGINE["check_walk"](data, shortest, walk) == [], "oracle walkthrough"
            ok = True
            for bug in decoy_names:
                r, w, _ = _run(data, treasure, bug)
                if not (_ENGINE["check_map"](want, r) or _ENGINE["check_walk"](data, shortest, w)):
                    ok = False  # this decoy would pass on this level: draw another level
                    break
            if ok:
                break
        else:
            raise RuntimeError("could not draw a level on which every decoy fails")

        game = f"/usr/local/games/{slug}"
        outdir = rng.choice(["/root/qa", "/srv/qa", "/home/qa/deliverables", "/root/deliverables", "/srv/playtest"])
        outdir = f"{outdir}/{slug}"
        key = title.encode()
        blob = base64.b64encode(bytes(b ^ key[i % len(key)] for i, b in
                                      enumerate(zlib.compress(json.dumps(data, sort_keys=True).encode(), 9)))).decode()
        program = ("#!/usr/bin/env python3\n# " + title + " - compiled level; do not edit.\n"
                   + GAME_CORE.strip("\n") + "\n\nBLOB = (\n"
                   + "\n".join(f'    "{blob[i:i + 96]}"' for i in range(0, len(blob), 96)) + "\n)\n"
                   + GAME_MAIN.replace("{title}", title).replace("{build}", build).replace("{studio}", studio))
        files = {game: File.of(program, mode=0o755),
                 f"/usr/local/share/doc/{slug}/README": File.of(
                     f"{title} (build {build})\n{studio}\n\nRun {game} to play. Type help in the game.\n")}
        descs = {
            "dfs_route": "walkthrough = the route by which exploration first reached the treasure, not the shortest",
            "stop_at_goal": "half the job: stops exploring once the treasure room is found (incomplete map)",
            "no_take": "walks to the treasure but never takes it (the game is not won)",
            "one_way_reverse": "assumes every passage also leads back (one-way slides get a return exit)",
            "ignore_lock": "plans the walkthrough through the locked door without fetching the key",
            "no_restart": "never restarts: explores until the lantern dies and reports what it saw",
            "listed_exits_only": "only tries the listed exits, missing the passages the room text mentions",
        }
        decoys = [Decoy(name=n, description=descs[n], script=_solver(game, treasure, outdir, n)) for n in decoy_names]
        truth = {"data": data, "map": want, "shortest": shortest, "outdir": outdir}
        return Draft(
            instruction=self._instruction(rng, level, title, studio, build, game, treasure, outdir, data),
            environment=Environment(base_image=self.base_image, files=files, workdir="/root"),
            solution=_solver(game, treasure, outdir),
            tests={"test_outputs.py": self._tests(truth)},
            decoys=decoys,
            outputs=[outdir],
            tools=["cat", "mkdir", "python3"],
            tags=["text-game", "repl", "exploration", "graph-search", "bfs"]
                 + {"easy": [], "medium": ["locked-door", "one-way"], "hard": ["hidden-passages", "move-budget", "restart"]}[level],
            expert_time_min={"easy": 15, "medium": 30, "hard": 45}[level],
            junior_time_min={"easy": 40, "medium": 75, "hard": 120}[level],
        )

    @staticmethod
    def _level(rng: random.Random, level: str, treasure: str):
        n = {"easy": rng.randint(9, 13), "medium": rng.randint(12, 16), "hard": rng.randint(14, 18)}[level]
        names = rng.sample(ROOMS, n)
        pos = {names[0]: (0, 0)}
        at = {(0, 0): names[0]}
        parent = {names[0]: None}
        for name in names[1:]:
            while True:
                base = rng.choice(list(pos))
                d = rng.choice(list(GRID))
                x, y = pos[base][0] + GRID[d][0], pos[base][1] + GRID[d][1]
                if (x, y) not in at:
                    pos[name], at[(x, y)], parent[name] = (x, y), name, (base, d)
                    break
        rooms = {r: {"desc": rng.choice(FLAVOUR), "exits": {}, "items": []} for r in names}
        for r, pb in parent.items():
            if pb:
                b, d = pb
                rooms[b]["exits"][d] = r
                rooms[r]["exits"][OPPOSITE[d]] = b
        start = names[0]
        depth = {}
        for r in names:
            k, x = 0, r
            while parent[x]:
                k, x = k + 1, parent[x][0]
            depth[r] = k
        leaves = [r for r in names if r != start and len(rooms[r]["exits"]) == 1]
        goal = max(leaves, key=lambda r: (depth[r], r)) if level != "easy" else \
            rng.choice([r for r in names if depth[r] >= 3] or [r for r in names if r != start])
        # Extra passages between grid neighbours make cycles (the goal room keeps its single door).
        for r in names:
            for d, (dx, dy) in GRID.items():
                o = at.get((pos[r][0] + dx, pos[r][1] + dy))
                if o and d not in rooms[r]["exits"] and goal not in (r, o) and rng.random() < 0.35:
                    rooms[r]["exits"][d] = o
                    rooms[o]["exits"][OPPOSITE[d]] = r
        rooms[goal]["items"].append(treasure)
        others = [r for r in names if r not in (goal,)]
        if level != "easy":
            door_from, door_dir = parent[goal]
            key = rng.choice(KEYS)
            rooms[door_from].setdefault("locked", {})[door_dir] = key
            rooms[goal].setdefault("locked", {})[OPPOSITE[door_dir]] = key
            rooms[rng.choice([r for r in others if r != door_from])]["items"].append(key)
            for junk in rng.sample(JUNK, rng.randint(1, 2)):
                rooms[rng.choice(others)]["items"].append(junk)
            # One-way slides: "down" from one room to a far one, with no way back up.
            for _ in range(rng.randint(1, 2)):
                a, b = rng.sample(others, 2)
                if "down" not in rooms[a]["exits"] and "up" not in rooms[b]["exits"] and b not in rooms[a]["exits"].values():
                    rooms[a]["exits"]["down"] = b
                    rooms[a]["desc"] += " A steep stone slide drops into darkness."
        if level == "hard":
            for _ in range(2):
                a, b = rng.sample(others, 2)
                noun = rng.choice([p for p in PASSAGES if p not in rooms[a].get("hidden", {}) and p not in rooms[b].get("hidden", {})])
                if b in rooms[a]["exits"].values():
                    continue
                rooms[a].setdefault("hidden", {})[noun] = b
                rooms[b].setdefault("hidden", {})[noun] = a
                for r in (a, b):
                    rooms[r]["desc"] += f" Behind {rng.choice(HIDING)} you notice a {noun}."
        data = {"start": start, "treasure": treasure, "rooms": rooms, "budget": None}
        if any(not v["exits"] and not v.get("hidden") for v in rooms.values()):
            return None
        return data

    @staticmethod
    def _instruction(rng, level, title, studio, build, game, treasure, outdir, data):
        n_rooms = len(data["rooms"])
        lead = rng.choice(["Noor", "Tobias", "Ines", "Kalle", "Marisol", "Ruben", "Svea", "Yannick"])
        why = rng.choice([
            "The level designer's source map was lost with a broken laptop, and the only copy of the level is the one compiled into the current build.",
            "The level was hand-edited during crunch and nobody updated the design document; only the compiled build knows what the level really looks like.",
            "Localisation needs a room list and the speedrun validator needs a reference route, but the level's design file is out of date.",
        ])
        rules = [
            f"The game is `{game}`: a text adventure played on standard input (type `help` in the game). "
            "Room names appear as `== Room Name ==`, followed by the room's text, its exits and the items you see.",
            f"The goal of the level is to take the **{treasure}**: `take {treasure}` in the room where it lies wins the game.",
        ]
        if level != "easy":
            rules.append("Some doors are locked and name the item that opens them; items are picked up with "
                         "`take <item>`. Some passages (slides) only go one way.")
        if level == "hard":
            budget = data["budget"]
            rules.append(f"Your lantern only lasts {budget} `go` moves per game; after that the game is over until "
                         "you type `restart` (which starts a new game from the first room with empty pockets). Not "
                         "every passage is listed under `Exits:`: some are only mentioned in the room's text "
                         "(\"... you notice a hatch.\") and are used with `go <name>` like any exit.")
        rules_txt = "\n".join(f"- {r}" for r in rules)
        return dedent(f"""
            # QA: map and shortest walkthrough for "{title}" (build {build})

            {lead} from the QA team at {studio} filed this ticket. {why}

            {{rules}}

            Deliver two files in `{outdir}/`:

            1. `rooms.json`: every room that can be reached from the first room, as a JSON object mapping the room
               name (exactly as in the `== ... ==` line) to `{{"exits": {{...}}, "items": [...]}}`. `exits` maps each
               exit word you would type after `go` (`north`, `down`, or a passage's name) to the room it leads to,
               including locked doors (give the room behind them) and passages that are not listed. `items` lists the
               items lying in the room at the start of a game (sorted; `[]` if none).
            2. `walkthrough.txt`: one game command per line that, typed into a fresh game, wins it, and is as short
               as possible: every line counts, and the validator rejects a walkthrough longer than the shortest
               possible one. Use only `go <exit>` and `take <item>` lines.

            The level has no more than {n_rooms + rng.randint(2, 6)} rooms. Do not modify the game.
        """).replace("{rules}", rules_txt)

    @staticmethod
    def _tests(truth):
        header = "import json, os"
        body = '''
            exec(ENGINE, globals())

            def _read(name):
                p = os.path.join(T["outdir"], name)
                assert os.path.exists(p), f"{p} is missing"
                with open(p) as f:
                    return f.read()

            def test_map_matches_the_level():
                probs = check_map(T["map"], json.loads(_read("rooms.json")))
                assert not probs, f"{len(probs)} problem(s): " + "; ".join(probs[:5])

            def test_walkthrough_wins_and_is_shortest():
                lines = [l.strip() for l in _read("walkthrough.txt").splitlines() if l.strip()]
                probs = check_walk(T["data"], T["shortest"], lines)
                assert not probs, "; ".join(probs)
        '''
        return pytest_file(header, {"ENGINE": GAME_CORE + JUDGE, "T": truth}, body)
