"""Interactive: QA a text adventure by playing it (map, walkthroughs, soft-lock reports), composed per instance.

An instance composes game mechanics (locked doors, unlisted passages, lantern oil, a weight limit, a trading NPC,
a keypad whose code is on a readable note, dark rooms, a teleporting waystone), one deliverable (the map, the
shortest walkthrough, the fewest commands, every obtainable item, the rooms behind a gate, a soft-lock report, a
K-treasure run) and an interaction mode (a stdin REPL, or a build that needs a real terminal).

No leak: the game's code and level live in /opt/games/<slug>/ owned by the user `game` (0700/0600); the agent
plays as `player` through a setuid-`game` launcher compiled at image build that execs `python3 -I` with a clean
environment (the game process is not dumpable, so /proc/<pid>/environ|mem are closed to the player).
The oracle is a state-space explorer assembled from per-mechanic pieces (which items are worth taking, which
extra commands to try, what hidden state to track) plus the deliverable's writer. The tests replay the agent's
command lists in the same engine (embedded with the hidden level) and compare values. The generator runs the oracle
and every decoy in-process against the engine and redraws the level until each decoy is caught.
"""

from __future__ import annotations

import re
from collections import deque
from dataclasses import dataclass

from termigen.families import register
from termigen.families.base import Draft, Resample, dedent
from termigen.families.kit import Component, KitFamily, LevelConfig, compose, hidden_tests, oracle_and_decoys
from termigen.task import Decoy, Environment, File, Timeouts

ROOMS = ["Foyer", "Library", "Boiler Room", "Chapel", "Cistern", "Armoury", "Greenhouse", "Map Room", "Gallery",
         "Kitchen", "Pantry", "Wine Cellar", "Observatory", "Crypt", "Scriptorium", "Forge", "Guard Post",
         "Well Shaft", "Servants' Stair", "Laundry", "Music Room", "Trophy Hall", "Clock Tower", "Sluice Gate",
         "Counting House", "Dovecote", "Ice House", "Tannery", "Printing Room", "Vestry", "Ossuary", "Orangery",
         "Billiard Room", "Smoking Room", "Nursery", "Attic", "Stable", "Brewhouse", "Mill Race", "Lamp Room"]
GAMES = [("The Sunken Abbey", "sunken-abbey"), ("Hollowmere Manor", "hollowmere"),
         ("The Clockmaker's Lighthouse", "clock-lighthouse"), ("Ironvale Mine", "ironvale"),
         ("The Drowned Observatory", "drowned-obs"), ("Gallowglass Keep", "gallowglass"),
         ("The Salt Merchant's House", "salt-house"), ("Wyrmwood Asylum", "wyrmwood")]
STUDIOS = ["Lanternfish Games", "Two Owls Interactive", "Quillstone", "Bramble & Byte", "Nightjar Studio"]
TREASURES = ["jade idol", "silver astrolabe", "ruby chalice", "lost ledger", "brass orrery", "ivory chess king"]
KEYS = ["brass key", "iron key", "bone key", "copper key", "glass key"]
JUNK = ["torn map", "empty bottle", "rusty spoon", "wax candle", "coil of rope", "cracked mirror", "tin cup"]
NOTES = ["torn note", "crumpled note", "scorched note"]
STONES = ["amber waystone", "grey waystone", "veined waystone"]
TORCHES = ["pitch torch", "resin torch"]
NPCS = ["hooded ferryman", "old tinker", "sleepy guard", "ragged hermit"]
FLAVOUR = ["Dust lies thick on every surface.", "Water drips somewhere in the dark.", "The air smells of old smoke.",
           "Cobwebs sag from the beams.", "A cold draught stirs the ashes.", "Faded paintings line the walls.",
           "The floorboards creak underfoot.", "Broken crates are stacked in a corner."]
HIDING = ["a tapestry", "a loose panel", "the shelves", "a heap of sacks", "a cracked pillar"]
PASSAGES = ["crawlway", "hatch", "trapdoor", "tunnel", "vent", "culvert", "flue"]
GRID = {"north": (0, -1), "south": (0, 1), "east": (1, 0), "west": (-1, 0)}
OPPOSITE = {"north": "south", "south": "north", "east": "west", "west": "east", "up": "down", "down": "up"}

# ---------------------------------------------------------------------------------------------------------------
# The engine: the game in the image, embedded in the tests (replay + exact search), run in-process by the generator.
ENGINE = r'''
import json
from collections import deque

DIRS = ["north", "east", "south", "west", "up", "down"]
SHORT = {"n": "north", "e": "east", "s": "south", "w": "west", "u": "up", "d": "down"}


class World:
    tty = False

    def __init__(self, data):
        self.d = data
        self.reset()

    def reset(self):
        self.room, self.inv, self.gone, self.flags = self.d["start"], [], [], []
        self.oil, self.state = self.d.get("oil"), "play"

    def snap(self):
        return (self.room, tuple(sorted(self.inv)), tuple(sorted(self.gone)), tuple(sorted(self.flags)), self.oil,
                self.state)

    def load(self, s):
        self.room, self.inv, self.gone, self.flags = s[0], list(s[1]), list(s[2]), list(s[3])
        self.oil, self.state = s[4], s[5]

    def here(self, r=None):
        r = r or self.room
        return [i for i in self.d["rooms"][r]["items"] if i not in self.inv and i not in self.gone]

    def lit(self):
        return "lit" in self.flags and self.d.get("torch") in self.inv

    def score(self):
        return len([i for i in self.inv if i in self.d["treasures"]])

    def won(self):
        return self.state == "won" or bool(self.d.get("k")) and self.score() >= self.d["k"]

    def describe(self):
        r = self.d["rooms"][self.room]
        title = "== %s ==" % self.room
        out = ["\x1b[1m%s\x1b[0m" % title if self.tty else title, r["desc"]]
        npc = r.get("npc")
        if npc:
            if "paid:" + self.room in self.flags:
                out.append("The %s counts over the %s, content." % (npc["name"], npc["wants"]))
            else:
                out.append('A %s is here. "Bring me the %s," they say, "and the %s is yours."'
                           % (npc["name"], npc["wants"], npc["gives"]))
        ex = []
        for k in DIRS:
            if k not in r["exits"]:
                continue
            lock, pad = r.get("locked", {}).get(k), r.get("keypad", {})
            if lock and lock not in self.inv:
                k += " (locked: needs the %s)" % lock
            elif pad.get("dir") == k and "open:" + self.room not in self.flags:
                k += " (sealed: keypad)"
            elif self.d["rooms"][r["exits"][k]].get("dark") and not self.lit():
                k += " (dark)"
            ex.append(k)
        out.append("Exits: " + (", ".join(ex) if ex else "none"))
        items = self.here()
        if items:
            out.append("You see: " + ", ".join(i + (" (treasure)" if i in self.d["treasures"] else "") for i in items))
        status = (["lantern oil: %d" % self.oil] if self.oil is not None else []) + (["torch: lit"] if self.lit() else [])
        if status:
            out.append("Status: " + "; ".join(status))
        return "\n".join(out)

    def help(self):
        d, cmds = self.d, ["look (l)", "go <exit> (n/e/s/w/u/d)", "take <item>", "inventory (i)"]
        cmds += ["drop <item>"] if d.get("capacity") else []
        cmds += ["read <item>"] if d.get("notes") else []
        cmds += ["give <item>"] if any(r.get("npc") for r in d["rooms"].values()) else []
        cmds += ["enter <code>"] if any(r.get("keypad") for r in d["rooms"].values()) else []
        cmds += ["light <item>"] if d.get("torch") else []
        cmds += ["rub <item>"] if d.get("stone") else []
        cmds += ["fill lantern"] if d.get("oil") else []
        cmds += ["score"] if d.get("k") else []
        return "Commands: " + ", ".join(cmds + ["restart", "help", "quit"]) + "."

    def command(self, line):
        words = line.strip().lower().split()
        if not words:
            return ""
        verb, rest = words[0], " ".join(words[1:])
        if verb == "restart":
            self.reset()
            return "-- a new game begins --\n" + self.describe()
        if verb in ("help", "?"):
            return self.help()
        if verb == "quit":
            return "Bye."
        if self.state == "won" and verb not in ("look", "l", "inventory", "i", "score"):
            return "The game is over: you already won. Type restart to play again."
        if self.state == "over":
            return "Your lantern is dead. GAME OVER. Type restart to play again."
        if verb in SHORT or verb in DIRS:
            verb, rest = "go", SHORT.get(verb, verb)
        d, r = self.d, self.d["rooms"][self.room]
        if verb in ("look", "l"):
            return self.describe()
        if verb in ("inventory", "i"):
            return "You carry: " + (", ".join(self.inv) or "nothing")
        if verb == "score" and d.get("k"):
            return "Treasures: %d of %d." % (self.score(), len(d["treasures"]))
        if verb == "go":
            rest = SHORT.get(rest, rest)
            if self.oil is not None:
                self.oil -= 1
                if self.oil < 0:
                    self.state = "over"
                    return "Your lantern gutters and dies. GAME OVER. Type restart to play again."
            if rest in r["exits"]:
                to, lock, pad = r["exits"][rest], r.get("locked", {}).get(rest), r.get("keypad", {})
                if lock and lock not in self.inv:
                    return "The way %s is locked. It needs the %s." % (rest, lock)
                if pad.get("dir") == rest and "open:" + self.room not in self.flags:
                    return "The way %s is sealed. A keypad beside it waits for a code." % rest
            elif rest in r.get("hidden", {}):
                to = r["hidden"][rest]
            else:
                return "You can't go that way."
            if d["rooms"][to].get("dark") and not self.lit():
                return "It is pitch dark that way; you need a light."
            self.room = to
            return self.describe()
        if verb == "take":
            if rest not in self.here():
                return "There is no %s here." % rest
            cap, w = d.get("capacity"), d.get("weights", {})
            load = sum(w.get(i, 1) for i in self.inv)
            if cap and load + w.get(rest, 1) > cap:
                return "The %s is too heavy to carry with the rest: it weighs %d, you carry %d of %d." % (
                    rest, w.get(rest, 1), load, cap)
            return self.gain(rest, "Taken: %s." % rest)
        if verb == "drop" and d.get("capacity"):
            if rest not in self.inv:
                return "You have no %s." % rest
            self.inv.remove(rest)
            self.gone.append(rest)
            return "You drop the %s. It tumbles into a crack and is gone." % rest
        if verb == "read":
            if rest not in self.inv:
                return "You have no %s." % rest
            return "The %s reads: %s" % (rest, d.get("notes", {}).get(rest, "nothing at all."))
        if verb == "give" and r.get("npc"):
            npc = r["npc"]
            if rest not in self.inv:
                return "You have no %s." % rest
            if "paid:" + self.room in self.flags or rest != npc["wants"]:
                return "The %s shakes their head." % npc["name"]
            self.inv.remove(rest)
            self.gone.append(rest)
            self.flags.append("paid:" + self.room)
            return self.gain(npc["gives"], "The %s takes the %s and gives you the %s." % (npc["name"], rest, npc["gives"]))
        if verb == "enter" and r.get("keypad"):
            if rest.replace("-", "") != r["keypad"]["code"]:
                return "The keypad buzzes: wrong code."
            if "open:" + self.room not in self.flags:
                self.flags.append("open:" + self.room)
            return "The keypad chimes and the way %s slides open." % r["keypad"]["dir"]
        if verb == "light" and rest == d.get("torch") and rest in self.inv:
            if "lit" not in self.flags:
                self.flags.append("lit")
            return "The %s flares up." % rest
        if verb == "rub" and d.get("stone") and rest == d["stone"]["item"] and rest in self.inv:
            self.room = d["stone"]["to"]
            return "The %s grows warm and the world folds around you.\n%s" % (rest, self.describe())
        if verb == "fill" and rest == "lantern" and self.oil is not None and r.get("oil"):
            self.oil = d["oil"]
            return "You fill the lantern from the drum."
        return "I don't understand that. Type help."

    def gain(self, item, msg):
        self.inv.append(item)
        if item == self.d.get("goal"):
            self.state = "won"
            return msg + "\n*** You have found the %s. You win! ***" % item
        if item in self.d["treasures"]:
            msg += " Treasure! (%d of %d)" % (self.score(), len(self.d["treasures"]))
        return msg

    def options(self):
        """Every command that can matter here (junk is never worth taking): the exact search's moves."""
        d, r = self.d, self.d["rooms"][self.room]
        out = ["go " + e for e in sorted(r["exits"])] + ["go " + h for h in sorted(r.get("hidden", {}))]
        out += ["take " + i for i in self.here() if i in d["useful"]]
        out += ["drop " + i for i in sorted(self.inv)] if d.get("capacity") else []
        out += ["give " + r["npc"]["wants"]] if r.get("npc") and r["npc"]["wants"] in self.inv else []
        out += ["enter " + r["keypad"]["code"]] if r.get("keypad") else []
        out += ["light " + d["torch"]] if d.get("torch") in self.inv and "lit" not in self.flags else []
        out += ["rub " + d["stone"]["item"]] if d.get("stone") and d["stone"]["item"] in self.inv else []
        out += ["fill lantern"] if r.get("oil") and self.oil is not None else []
        return out


def search(data, start=None):
    """Breadth-first search over exact game states from `start` (a snap; default a fresh game). Returns
    (states in BFS order, parent: state -> (state, command))."""
    w = World(data)
    s0 = start or w.snap()
    parent, order, q = {s0: None}, [s0], deque([s0])
    while q:
        s = q.popleft()
        w.load(s)
        if w.won() or w.state != "play":
            continue
        for c in w.options():
            w.load(s)
            w.command(c)
            t = w.snap()
            if t not in parent:
                parent[t] = (s, c)
                order.append(t)
                q.append(t)
    return order, parent


def path_to(parent, s):
    cmds = []
    while parent[s]:
        s, c = parent[s]
        cmds.append(c)
    return cmds[::-1]


def is_won(data, s):
    w = World(data)
    w.load(s)
    return w.won()


def replay(data, lines):
    w = World(data)
    for line in lines:
        w.command(line)
    return w
'''

GAME_MAIN = r'''
import os, sys


def main():
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "level.json")) as f:
        data = json.load(f)
    if data.get("tty"):
        if not (os.isatty(0) and os.isatty(1)):
            sys.stderr.write("This build needs a terminal (a tty on stdin and stdout); it will not run on a pipe.\n")
            sys.exit(2)
        World.tty = True
    w = World(data)
    print("%s  (build %s, %s)" % (data["title"], data["build"], data["studio"]))
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

LAUNCHER_C = r'''/* Starts the game as its owner with a clean environment: the player may play it, not read it. */
#include <stdio.h>
#include <unistd.h>

int main(void) {
    char *argv[] = {"python3", "-I", "@@GAME@@", NULL};
    char *envp[] = {"PATH=/usr/bin:/bin", "LANG=C.UTF-8", "TERM=xterm", NULL};
    gid_t g = getegid();
    uid_t u = geteuid();
    if (setresgid(g, g, g) != 0 || setresuid(u, u, u) != 0) {
        perror("launcher");
        return 1;
    }
    execve("/usr/bin/python3", argv, envp);
    perror("launcher");
    return 127;
}
'''

# ---------------------------------------------------------------------------------------------------------------
# The oracle: an explorer assembled from pieces. HEAD (the connection, per mode) + CORE, then one piece per drawn
# mechanic (hooks: which items are worth taking, which extra commands to try, what hidden state a reply reveals),
# then the deliverable's writer and the run. A state is what the explorer can tell apart: the room's text, the
# inventory and the hidden facts the pieces track; every probe replays its path from `restart`.
MODES = {
    "pipe": r'''
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
''',
    "pty": r'''
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
''',
}

CORE = r'''
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
'''

# Per-mechanic pieces: each is what the explorer must know about that mechanic to get through it.
PIECES = {
    "locks": r'''
@hook(SEEN)
def note_locks(cmd, reply, st):
    for note in (st["v"] or {}).get("exits", {}).values():
        if note.startswith("locked: needs the "):
            LEARNED.setdefault("keys", [])
            if note[18:] not in LEARNED["keys"]:
                LEARNED["keys"].append(note[18:])


@hook(TAKE)
def take_keys(v, st):
    return LEARNED.get("keys", [])
''',
    "hidden": r'''
@hook(TRY)
def unlisted_passages(v, st):
    return ["go " + w for w in re.findall(r"you notice an? (?:\w+ )*?(\w+)\.", v["desc"], re.I)]
''',
    "oil": r'''
@hook(TRY)
def refill(v, st):
    return ["fill lantern"] if "oil drum" in v["desc"] else []
''',
    "weight": r'''
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
''',
    "npc": r'''
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
''',
    "code": r'''
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
''',
    "dark": r'''
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
''',
    "teleport": r'''
@hook(TAKE)
def take_stone(v, st):
    return [i for i in v["items"] if i.endswith(" waystone")]


@hook(TRY)
def rub_stone(v, st):
    return ["rub " + i for i in st["inv"] if i.endswith(" waystone")]
''',
}

# Deliverable writers (the right one, and hand-written plausible wrong ones: the extra decoys).
def _won_path(pick: str) -> str:
    return f'''
def deliver(G):
    won = [st for st in G["states"] if st["won"]]
    write(FILE, "".join(c + "\\n" for c in {pick}["path"]))
'''


DELIVER = {
    "map": ('''
def deliver(G):
    rooms = {r: {"exits": dict(sorted(G["edges"].get(r, {}).items())), "items": sorted(st["v"]["items"])}
             for r, st in sorted(first_visits(G).items())}
    write(FILE, json.dumps(rooms, indent=2, sort_keys=True) + "\\n")
''', {"two_way_map": ('assumes every compass exit leads back (one-way slides and sealed rooms get a return)', '''
def deliver(G):
    back = {"north": "south", "south": "north", "east": "west", "west": "east", "up": "down", "down": "up"}
    edges = {r: dict(e) for r, e in G["edges"].items()}
    for r, e in G["edges"].items():
        for w, to in e.items():
            if w in back:
                edges.setdefault(to, {}).setdefault(back[w], r)
    rooms = {r: {"exits": dict(sorted(edges.get(r, {}).items())), "items": sorted(st["v"]["items"])}
             for r, st in sorted(first_visits(G).items())}
    write(FILE, json.dumps(rooms, indent=2, sort_keys=True) + "\\n")
'''), "open_ways_only": ('maps only what an empty-handed player walks through (no exits behind gates)', '''
def deliver(G):
    edges = {}
    for i, j in G["trans"]:
        a, b = G["states"][i], G["states"][j]
        if not a["inv"] and b["v"] and b["path"][-1].startswith("go ") and a["v"]["room"] != b["v"]["room"]:
            edges.setdefault(a["v"]["room"], {})[b["path"][-1][3:]] = b["v"]["room"]
    rooms = {r: {"exits": dict(sorted(edges.get(r, {}).items())), "items": sorted(st["v"]["items"])}
             for r, st in sorted(first_visits(G).items())}
    write(FILE, json.dumps(rooms, indent=2, sort_keys=True) + "\\n")
''')}),
    "walkthrough": (_won_path("won[0]"), {
        "not_shortest": ("a winning route, but the longest one the explorer found", _won_path("won[-1]")),
        "no_final_take": ("the shortest route without its last command (the game is not won)", '''
def deliver(G):
    won = [st for st in G["states"] if st["won"]]
    write(FILE, "".join(c + "\\n" for c in won[0]["path"][:-1]))
''')}),
    "fewest": ('''
def deliver(G):
    won = [st for st in G["states"] if st["won"]]
    write(FILE, json.dumps({"fewest_commands": len(won[0]["path"])}) + "\\n")
''', {"counts_moves_only": ("counts only the go commands of the shortest win", '''
def deliver(G):
    won = [st for st in G["states"] if st["won"]]
    write(FILE, json.dumps({"fewest_commands": len([c for c in won[0]["path"] if c.startswith("go ")])}) + "\\n")
'''), "off_by_one": ("the shortest win minus one (forgets the winning take)", '''
def deliver(G):
    won = [st for st in G["states"] if st["won"]]
    write(FILE, json.dumps({"fewest_commands": len(won[0]["path"]) - 1}) + "\\n")
''')}),
    "items": ('''
def deliver(G):
    items = set()
    for st in G["states"]:
        items.update(st["inv"])
        items.update(st["v"]["items"] if st["v"] else [])
    write(FILE, json.dumps(sorted(items)) + "\\n")
''', {"carried_only": ("lists only what the explorer carried (misses items never worth taking)", '''
def deliver(G):
    items = set()
    for st in G["states"]:
        items.update(st["inv"])
    write(FILE, json.dumps(sorted(items)) + "\\n")
''')}),
    "gated": ('''
def deliver(G):
    free = {st["v"]["room"] for st in G["states"] if st["v"] and not st["inv"] and not st["x"]}
    gated = {st["v"]["room"] for st in G["states"] if st["v"]} - free
    write(FILE, json.dumps(sorted(gated)) + "\\n")
''', {"next_to_gates": ("lists only the rooms directly behind a gated exit, not the rooms beyond them", '''
def deliver(G):
    free = {st["v"]["room"] for st in G["states"] if st["v"] and not st["inv"] and not st["x"]}
    edge = {to for r, e in G["edges"].items() if r in free for to in e.values()} - free
    write(FILE, json.dumps(sorted(edge)) + "\\n")
''')}),
    "softlock": ('''
def deliver(G):
    good = {i for i, st in enumerate(G["states"]) if st["won"]}
    grew = True
    while grew:
        grew = False
        for i, j in G["trans"]:
            if j in good and i not in good:
                good.add(i)
                grew = True
    stuck = [st for i, st in enumerate(G["states"]) if i not in good and not st["dead"]]
    write(FILE, "".join(c + "\\n" for c in stuck[0]["path"]))
''', {"one_step_short": ("the soft-lock sequence without its last command (still winnable)", '''
def deliver(G):
    good = {i for i, st in enumerate(G["states"]) if st["won"]}
    grew = True
    while grew:
        grew = False
        for i, j in G["trans"]:
            if j in good and i not in good:
                good.add(i)
                grew = True
    stuck = [st for i, st in enumerate(G["states"]) if i not in good and not st["dead"]]
    write(FILE, "".join(c + "\\n" for c in stuck[0]["path"][:-1]))
'''), "a_winning_run": ("reports the shortest winning run instead of a soft-lock", _won_path("won[0]"))}),
    "treasures": (_won_path("won[0]"), {
        "one_treasure_short": ("the shortest run to K-1 treasures", '''
def deliver(G):
    def score(st):
        return len([t for t in st["inv"] if t in G["treasures"]])
    short = [st for st in G["states"] if score(st) >= K - 1]
    write(FILE, "".join(c + "\\n" for c in short[0]["path"]))
'''), "not_shortest": ("a K-treasure run, but the longest one the explorer found", _won_path("won[-1]"))}),
}

TAIL = r'''
def main():
    deliver(explore(open_game()))


if __name__ == "__main__":
    main()
'''

# The judge: the tests run it on the agent's file; the generator runs it on the oracle's and every decoy's output.
JUDGE = r'''
def judge(T, text):
    kind, data = T["kind"], T["data"]
    if kind in ("map", "fewest", "items", "gated"):
        try:
            got = json.loads(text)
        except ValueError as e:
            return ["not JSON: %s" % e]
        if kind == "map":
            if not isinstance(got, dict):
                return ["the map is not a JSON object"]
            probs = ["rooms missing: %s" % sorted(set(T["map"]) - set(got))[:5]] if set(T["map"]) - set(got) else []
            probs += ["rooms that do not exist: %s" % sorted(set(got) - set(T["map"]))[:5]] if set(got) - set(T["map"]) else []
            for r in sorted(set(T["map"]) & set(got)):
                g = got[r] if isinstance(got[r], dict) else {}
                if g.get("exits") != T["map"][r]["exits"]:
                    probs.append("%s: exits %s, expected %s" % (r, g.get("exits"), T["map"][r]["exits"]))
                if not isinstance(g.get("items"), list) or sorted(map(str, g["items"])) != T["map"][r]["items"]:
                    probs.append("%s: items %s, expected %s" % (r, g.get("items"), T["map"][r]["items"]))
            return probs
        if kind == "fewest":
            n = got.get("fewest_commands") if isinstance(got, dict) else None
            return [] if n == T["fewest"] and type(n) is int else ["fewest_commands is %r, not the true minimum" % (n,)]
        if not isinstance(got, list) or sorted(map(str, got)) != T["answer"]:
            return ["the list is not right (%d entries given)" % (len(got) if isinstance(got, list) else -1)]
        return []
    lines = [l.strip() for l in text.splitlines() if l.strip()]
    if len(lines) > 400:
        return ["more than 400 commands"]
    w = World(data)
    if kind == "softlock":
        for line in lines:
            w.command(line)
        if w.won() or w.state != "play":
            return ["the sequence ends the game (%s) instead of leaving it unwinnable" % ("won" if w.won() else w.state)]
        order, _ = search(data, w.snap())
        if any(is_won(data, s) for s in order):
            return ["the game can still be won from where the sequence leaves it"]
        return []
    for n, line in enumerate(lines, 1):
        w.command(line)
        if w.won() and n < len(lines):
            return ["commands after the goal was reached (line %d)" % n]
    if not w.won():
        return ["the commands do not reach the goal"]
    if len(lines) != T["fewest"]:
        return ["%d commands; the shortest run has %d" % (len(lines), T["fewest"])]
    return []
'''


def _ns(*sources: str) -> dict:
    ns: dict = {"__name__": "tg_inproc"}
    for src in sources:
        exec(compile(src, "<text_adventure_qa>", "exec"), ns)  # noqa: S102 - our own source strings
    return ns


_ENGINE = _ns(ENGINE, JUDGE)
FILES = {"map": "rooms.json", "walkthrough": "walkthrough.txt", "fewest": "answer.json", "items": "items.json",
         "gated": "gated_rooms.json", "softlock": "softlock.txt", "treasures": "treasure_run.txt"}


def _program(mode_src: str, pieces: list[str], deliver: str, game: str, out: str, goal: str, k: int) -> str:
    consts = f"GAME, OUT, FILE, GOAL, K = {game!r}, {out!r}, {FILES[deliver]!r}, {goal!r}, {k}\n"
    return (dedent(mode_src) + "\n" + consts + dedent(CORE) + "".join(dedent(p) for p in pieces)
            + dedent(DELIVER[deliver][0]) + dedent(TAIL))


def run_inproc(program: str, data: dict, memo: dict | None = None) -> str:
    """Run an explorer program (the oracle's or a decoy's Python) against the engine in-process; its one file.
    The engine is deterministic, so replies are memoised by (state, command): the explorer replays its paths from
    `restart` for every probe, and the memo (shareable between the runs on one level) makes those replays cheap."""
    ns = _ns(program)
    world, out, memo = _ENGINE["World"](data), {}, {} if memo is None else memo

    def say(cmd):
        k = (world.snap(), cmd)
        if k not in memo:
            memo[k] = (world.command(cmd), world.snap())
        world.load(memo[k][1])
        return memo[k][0]

    def open_game():
        return say

    ns["open_game"] = open_game
    ns["write"] = lambda name, text: out.__setitem__(name, text)
    try:
        ns["main"]()
    except Exception as e:  # a decoy may crash: it then wrote nothing
        return f"crashed: {type(e).__name__}"
    return next(iter(out.values()), "")


def _python_of(shell: str) -> str:
    return shell.split("<<'PY'\n", 1)[1].split("\nPY\n", 1)[0]


# ---------------------------------------------------------------------------------------------------------------
# Ground truth from the exact search over engine states.
MAX_STATES = 20_000  # one search; committed levels reach 1,461: a level past this is redrawn
DRAFT_STATES = 100_000  # every search of one draft; committed drafts reach 26,488: past it, the draft is resampled
# (without these, some fresh seeds took minutes: lantern sizes 4..40 were each searched on a huge level)


class _TooBig(Exception):
    """The level's state space is past MAX_STATES: not a level we ship (generation and the oracle would crawl)."""


def _search(data: dict, budget: list[int] | None = None) -> tuple[list, dict]:
    """The engine's breadth-first search (same order, same parents), stopping at MAX_STATES; `budget` holds the
    states the draft may still explore."""
    w = _ENGINE["World"](data)
    s0 = w.snap()
    parent, order, q = {s0: None}, [s0], deque([s0])
    while q:
        s = q.popleft()
        w.load(s)
        if w.won() or w.state != "play":
            continue
        for c in w.options():
            w.load(s)
            w.command(c)
            t = w.snap()
            if t not in parent:
                parent[t] = (s, c)
                order.append(t)
                q.append(t)
                if len(order) > MAX_STATES:
                    raise _TooBig
    budget = [DRAFT_STATES] if budget is None else budget
    budget[0] -= len(order)
    if budget[0] < 0:
        raise Resample(f"searching this draft's levels passed {DRAFT_STATES} states")
    return order, parent


def truth(data: dict, kind: str, budget: list[int] | None = None) -> dict | None:
    E = _ENGINE
    order, parent = _search(data, budget)
    w = E["World"](data)
    T: dict = {"kind": kind, "data": data}
    won = [s for s in order if E["is_won"](data, s)]
    if not won:
        return None
    T["fewest"] = len(E["path_to"](parent, won[0]))
    edges, first, items, free = {}, {}, set(), set()
    for s in order:
        w.load(s)
        first.setdefault(s[0], sorted(w.here()))
        items.update(w.here(), s[1])
        if not s[1] and not s[2] and not s[3]:
            free.add(s[0])
    succ = {s: _succ(data, s) for s in order}
    for s in order:
        for c, t in succ[s]:
            if c.startswith("go ") and t[0] != s[0]:
                edges.setdefault(s[0], {})[c[3:]] = t[0]
    rooms = data["rooms"]
    if set(first) != set(rooms):
        return None  # every room must be reachable: the map the instruction describes is the whole level
    for r in rooms:  # ... and every exit usable in some game (no door the player can never open)
        if edges.get(r, {}) != {**rooms[r]["exits"], **rooms[r].get("hidden", {})}:
            return None
    T["map"] = {r: {"exits": dict(sorted(edges.get(r, {}).items())), "items": first[r]} for r in sorted(first)}
    if kind == "items":
        T["answer"] = sorted(items)
    elif kind == "gated":
        T["answer"] = sorted(set(first) - free)
        if not T["answer"]:
            return None
    elif kind == "softlock":
        back: dict = {}
        for s in order:
            for _, t in succ[s]:
                back.setdefault(t, []).append(s)
        good, q = set(won), deque(won)
        while q:
            for s in back.get(q.popleft(), []):
                if s not in good:
                    good.add(s)
                    q.append(s)
        stuck = [s for s in order if s not in good and s[5] == "play"]
        if not stuck:
            return None
        T["example"] = E["path_to"](parent, stuck[0])
    return T


def _succ(data, s):
    w = _ENGINE["World"](data)
    w.load(s)
    if w.won() or w.state != "play":
        return []
    out = []
    for c in w.options():
        w.load(s)
        w.command(c)
        out.append((c, w.snap()))
    return out


# ---------------------------------------------------------------------------------------------------------------
# Levels: a tree of rooms on a grid with extra passages inside each zone; gates (lock, keypad, darkness) cut the
# route to the goal into zones, and each gate's item lies in an earlier zone (or behind a hidden passage, in a
# room only the waystone reaches, or in an NPC's hands).
def build(rng, mechs: list[str], kind: str, n: int, slides: int, trap: bool) -> dict | None:
    names = rng.sample(ROOMS, n + 2)
    extra, names = names[n:], names[:n]
    pos, at, parent = {names[0]: (0, 0)}, {(0, 0): names[0]}, {names[0]: None}
    for name in names[1:]:
        while True:
            base, d = rng.choice(list(pos)), rng.choice(list(GRID))
            xy = (pos[base][0] + GRID[d][0], pos[base][1] + GRID[d][1])
            if xy not in at:
                pos[name], at[xy], parent[name] = xy, name, (base, d)
                break
    rooms = {r: {"desc": rng.choice(FLAVOUR), "exits": {}, "items": []} for r in names}
    for r, pb in parent.items():
        if pb:
            rooms[pb[0]]["exits"][pb[1]] = r
            rooms[r]["exits"][OPPOSITE[pb[1]]] = pb[0]

    def chain(r):
        out = []
        while parent[r]:
            out.append((parent[r][0], parent[r][1], r))
            r = parent[r][0]
        return out[::-1]

    start = names[0]
    goal_room = max(names[1:], key=lambda r: (len(chain(r)), rng.random()))
    route = chain(goal_room)
    gates = [m for m in mechs if m in ("locks", "code", "dark")]
    if len(route) < len(gates) + 1:
        return None
    cut = dict(zip(sorted(rng.sample(range(1, len(route)), len(gates))), gates))
    gate_edges = {(route[i][0], route[i][2]): g for i, g in cut.items()}
    zone = {start: 0}
    for r in names[1:]:
        zone[r] = sum(1 for a, _, b in chain(r) if (a, b) in gate_edges)
    for r in names:  # extra passages make cycles, never across a gate
        for d, (dx, dy) in GRID.items():
            o = at.get((pos[r][0] + dx, pos[r][1] + dy))
            if o and d not in rooms[r]["exits"] and zone[o] == zone[r] and rng.random() < 0.3:
                rooms[r]["exits"][d], rooms[o]["exits"][OPPOSITE[d]] = o, r

    score = kind == "treasures"
    treasures = rng.sample(TREASURES, 3 if score else 1)
    data = {"start": start, "rooms": rooms, "treasures": treasures, "goal": None if score else treasures[0],
            "k": None, "useful": list(treasures)}
    need = []  # (item, zone it unlocks): items the route needs, placed below
    for i, g in sorted(cut.items()):
        a, d, b = route[i]
        z = zone[b]
        if g == "locks":
            key = rng.choice([k for k in KEYS if k not in data["useful"]])
            rooms[a].setdefault("locked", {})[d] = key
            rooms[b].setdefault("locked", {})[OPPOSITE[d]] = key
            need.append((key, z))
        elif g == "code":
            code = "".join(rng.choice("123456789") for _ in range(4))
            note = rng.choice(NOTES)
            rooms[a]["keypad"] = {"dir": d, "code": code}
            rooms[a]["desc"] += f" A brass keypad is set into the wall beside the {d} door."
            data.setdefault("notes", {})[note] = f"'Strongroom: the code is {'-'.join(code)}. Burn this.'"
            need.append((note, z))
        else:
            data["torch"] = rng.choice(TORCHES)
            rooms[b]["dark"] = True
            need.append((data["torch"], z))
    data["useful"] += [it for it, _ in need if not it.endswith(" note")]
    top = max(zone.values())
    prizes = list(treasures)  # placed last; a secret room, the sealed room or the NPC may take one first

    def hide(m):
        """The next item to keep away from the plain route: a needed one first (the NPC prefers anything but a key:
        a key handed over makes the lock's explorer piece moot), else a prize; with the zone it opens."""
        for j, (it, _) in enumerate(need):
            if m != "npc" or it not in KEYS:
                return need.pop(j)
        if prizes:
            return prizes.pop(0), top + 1
        return need.pop(0) if need else (None, top + 1)

    def before(z, avoid=()):
        return [r for r in names if zone[r] < z and not rooms[r].get("dark") and r not in avoid] or [start]

    for m in [m for m in mechs if m in ("teleport", "hidden", "npc")]:
        it, z = hide(m)
        if m == "teleport":
            sealed, x = extra[0], rng.choice([r for r in names if zone[r] == 0])
            rooms[sealed] = {"desc": "The walls here are seamless: there is no way in, only out.",
                             "exits": {rng.choice(list(GRID)): x}, "items": [it] if it else []}
            zone[sealed] = 0
            data["stone"] = {"item": rng.choice(STONES), "to": sealed}
            data["useful"].append(data["stone"]["item"])
            need.insert(0, (data["stone"]["item"], z))
        elif m == "hidden":
            secret, noun = extra[1], rng.choice(PASSAGES)
            host = rng.choice(before(z))
            rooms[secret] = {"desc": rng.choice(FLAVOUR), "exits": {}, "items": [it] if it else [],
                             "hidden": {noun: host}}
            rooms[host].setdefault("hidden", {})[noun] = secret
            zone[secret] = zone[host]
            for r in (host, secret):
                rooms[r]["desc"] += f" Behind {rng.choice(HIDING)} you notice a {noun}."
        else:
            if it is None:
                return None
            host, want = rng.choice(before(z, avoid=[start])), rng.choice(JUNK)
            rooms[host]["npc"] = {"name": rng.choice(NPCS), "wants": want, "gives": it}
            rooms[rng.choice(before(z))]["items"].append(want)
            data["useful"].append(want)
    for it, z in need:  # what is left lies in a room of an earlier zone
        rooms[rng.choice(before(z, avoid=[start]))]["items"].append(it)
    deep = [r for r in names if zone[r] == top and r != start] or [goal_room]
    for i, t in enumerate(prizes):
        rooms[goal_room if i == 0 and not score else rng.choice(deep if i == 0 else names[1:])]["items"].append(t)
    if score:
        data["k"] = rng.choice([2, 3])
    junk = [j for j in JUNK if all(j != r.get("npc", {}).get("wants") for r in rooms.values())]
    rooms[rng.choice(names)]["items"].append(rng.choice(junk))
    for _ in range(slides):  # one-way slides: from a room down to a non-neighbour, no way back up
        a, b = rng.sample(names, 2)
        if "down" in rooms[a]["exits"] or b in rooms[a]["exits"].values() or rooms[b].get("dark"):
            continue
        if zone[b] > zone[a] and not trap:
            continue
        rooms[a]["exits"]["down"] = b
        rooms[a]["desc"] += " A steep stone slide drops into darkness."
    if "oil" in mechs:
        rooms[rng.choice(names)]["oil"] = True
        drum = next(r for r in names if rooms[r].get("oil"))
        rooms[drum]["desc"] += " A dented oil drum stands in the corner."
    if "weight" in mechs:
        data["weights"] = {it: rng.choice([1, 2, 2, 3]) for it in data["useful"]}
        for t in treasures:
            data["weights"][t] = 3
    data["useful"] = sorted(set(data["useful"]))
    for r in rooms.values():
        r["items"] = sorted(r["items"])
    return data


def tune(rng, data: dict, mechs: list[str], budget: list[int] | None = None) -> bool:
    """Size the lantern and the pack: the smallest that still lets the level be won, plus a little slack."""
    E = _ENGINE
    if "weight" in mechs:
        held = sorted(data["weights"][i] for i in data["useful"] if i in data["weights"])
        data["capacity"] = max(3, sum(held[-2:]) - 1)
    def winnable(d):
        return any(E["is_won"](d, s) for s in _search(d, budget)[0])

    if "oil" in mechs:  # the smallest lantern that wins, and only with a refill at the drum
        dry = {**data, "rooms": {r: {k: v for k, v in x.items() if k != "oil"} for r, x in data["rooms"].items()}}
        for b in range(4, 40):
            data["oil"] = dry["oil"] = b
            if winnable(data):
                return not winnable(dry)
        return False
    return True


# ---------------------------------------------------------------------------------------------------------------
# Components. Mechanics carry their explorer piece; deliverables and modes are drawn beside them.
RULES = {  # how the game behaves, for the instruction at easy and medium (hard states the goal only)
    "locks": "Some doors are locked; the exit list names the key that opens them. `take <item>` picks things up.",
    "hidden": "Not every way is listed under `Exits:`: some are only mentioned in a room's text "
              "(\"... you notice a hatch.\") and are used with `go <name>` like any exit.",
    "oil": "Every `go` burns one move of lantern oil (shown under `Status:`); a `go` with none left ends the game "
           "until `restart`. `fill lantern` at the oil drum refills it.",
    "weight": "Your pack holds only so much weight; `drop <item>` lets an item fall into a crack: it is lost for "
              "good in that game.",
    "npc": "Someone in the level trades: `give <item>` hands over what they ask for and you receive their item.",
    "code": "A door is sealed by a keypad; its code is written on a note somewhere (`read <item>` while you carry "
            "it, then `enter <code>` at the keypad).",
    "dark": "Some rooms are pitch dark: you can only go in carrying a lit torch (`light <item>`).",
    "teleport": "A waystone (`rub <item>` while you carry it) carries you to a place no passage leads to.",
}
MECHS = [Component(m, fix=PIECES[m], skill=s) for m, s in [
    ("locks", "state search with keys"), ("hidden", "reading room text for unlisted exits"),
    ("oil", "move budget with refills"), ("weight", "capacity and irreversible drops"), ("npc", "item trades"),
    ("code", "puzzle knowledge from a readable item"), ("dark", "light as a precondition"),
    ("teleport", "non-spatial moves")]]
DELIVERABLES = [Component(k, fix=v[0], skill=k) for k, v in DELIVER.items()]
MODE_POOL = [Component("pipe", fix=MODES["pipe"], skill="stdin REPL"),
             Component("pty", fix=MODES["pty"], skill="pseudo-terminal")]
CARRIERS = ("locks", "dark", "npc", "teleport")  # mechanics that put something in the pack (weight needs one)


@dataclass(frozen=True)
class AdventureLevel(LevelConfig):
    rooms: tuple[int, int] = (7, 9)
    slides: int = 0
    trap: bool = False      # slides may drop into a later zone (an early slide can soft-lock the game)
    describe: bool = True   # the instruction describes the mechanics; hard states the goal only
    expert_min: int = 20

    def validate(self) -> None:
        super().validate()
        if not 5 <= self.rooms[0] <= self.rooms[1] <= 20:
            raise ValueError("rooms must be within 5..20")


@register
class TextAdventureQA(KitFamily):
    name = "text_adventure_qa"
    category = "interactive"
    description = ("QA a text adventure by playing it (its code and level are unreadable): composed mechanics "
                   "(keys, hidden passages, lantern oil, weight, trades, keypad codes, darkness, a waystone), one "
                   "deliverable (map, shortest walkthrough, fewest commands, items, gated rooms, soft-lock report, "
                   "K-treasure run), stdin or tty play.")
    base_image = "termigen/dev:1"  # gcc builds the setuid launcher at image build
    levels = {
        "easy": AdventureLevel(components=(2, 2), rooms=(7, 9)),
        "medium": AdventureLevel(components=(3, 3), rooms=(8, 10), slides=1, expert_min=35),
        "hard": AdventureLevel(components=(4, 5), rooms=(9, 11), slides=2, trap=True, describe=False,
                               expert_min=60),
    }

    def draft(self, rng, cfg: AdventureLevel) -> Draft:
        kinds = [d.name for d in DELIVERABLES]
        kind = rng.choice([k for k in kinds if k != "softlock"] if cfg.components[1] < 3 else kinds)
        pool = [c for c in MECHS if not (kind == "softlock" and c.name == "oil")]  # oil: any wander soft-locks
        mechs = [c.name for c in compose(rng, pool, cfg.components,
                                         require=("weight",) if kind == "softlock" and rng.random() < 0.5 else ())]
        if "weight" in mechs and not set(CARRIERS) & set(mechs):
            raise Resample("a weight limit needs something to carry")
        mode = rng.choice(MODE_POOL)
        title, slug = rng.choice(GAMES)
        game, out = f"/usr/local/bin/{slug}", f"/home/player/qa/{slug}"
        budget = [DRAFT_STATES]
        for _ in range(25):
            slides = max(cfg.slides, kind == "map")  # a map needs a one-way passage to tell directed from not
            data = build(rng, mechs, kind, rng.randint(*cfg.rooms), slides, cfg.trap)
            try:
                if data is None or not tune(rng, data, mechs, budget):
                    continue
            except _TooBig:
                continue
            data.update(title=title, build=f"{rng.randint(0, 3)}.{rng.randint(1, 40)}.{rng.randint(100, 999)}",
                        studio=rng.choice(STUDIOS), tty=mode.name == "pty")
            try:
                T = truth(data, kind, budget)
            except _TooBig:
                continue
            if T is None:
                continue
            parts = self._parts(rng, mechs, kind, mode, game, out, data, T)
            if parts is not None:
                break
        else:
            raise Resample("no level on which the oracle wins and every decoy is caught")
        solution, decoys = parts
        setup = self._setup(slug, game)
        files = {f"/opt/games/{slug}/game.py": File.of("#!/usr/bin/python3\n" + ENGINE.strip("\n") + "\n"
                                                       + GAME_MAIN),
                 f"/opt/games/{slug}/level.json": File.of(_json(data)),
                 f"/usr/local/src/{slug}-launcher.c": File.of(LAUNCHER_C.replace("@@GAME@@",
                                                                                 f"/opt/games/{slug}/game.py"))}
        tests = {"test_outputs.py": hidden_tests({"ENGINE": ENGINE + JUDGE, "T": T, "FILE": f"{out}/{FILES[kind]}"},
                                                 TEST_BODY)}
        return Draft(
            instruction=self._instruction(rng, cfg, mechs, kind, mode.name, data, game, out, T),
            environment=Environment(base_image=self.base_image, files=files, setup=setup, workdir="/home/player"),
            solution=solution, tests=tests, decoys=decoys, outputs=[out],
            tools=["cat", "mkdir", "python3"] + (["pty"] if mode.name == "pty" else []),
            tags=["text-game", "exploration", "state-search", kind, mode.name] + mechs,
            expert_time_min=cfg.expert_min, junior_time_min=cfg.expert_min * 3,
            timeouts=Timeouts(agent_sec=900 + 300 * len(mechs), verifier_sec=180),
            components=mechs + [kind, mode.name], agent_user="player")

    @staticmethod
    def _parts(rng, mechs, kind, mode, game, out, data, T):
        """The oracle and decoys (shell), or None when a decoy would pass on this level (draw another level)."""
        E, goal, k = _ENGINE, data["goal"] or "", data["k"] or 0
        right, wrongs = DELIVER[kind]
        # umask 0: the gate's hack battery carries these outputs into its containers as root-owned files, and its
        # payloads (running as the player) must be able to rewrite them for the battery to mean anything.
        head = (f"umask 0\nmkdir -p {out}\ncat > /tmp/qa_explore.py <<'PY'\n" + dedent(mode.fix) + "\n"
                + f"GAME, OUT, FILE, GOAL, K = {game!r}, {out!r}, {FILES[kind]!r}, {goal!r}, {k}\n" + dedent(CORE))
        tail = dedent(right) + dedent(TAIL) + "PY\npython3 /tmp/qa_explore.py\n"
        comps = [c for c in MECHS if c.name in mechs]
        extra = []
        for w, (desc, src) in sorted(wrongs.items()):
            body = oracle_and_decoys(comps, head=head, tail=dedent(src) + dedent(TAIL)
                                     + "PY\npython3 /tmp/qa_explore.py\n")[0]
            extra.append(Decoy(name=w, description=desc, script=body))
        solution, decoys = oracle_and_decoys(comps, head=head, tail=tail, extra=extra[:2],
                                             rng=rng)
        memo: dict = {}
        if E["judge"](T, run_inproc(_python_of(solution), data, memo)):
            # a level the reference exploration cannot finish (a rare soft-lock layout): not one we ship; redraw
            raise Resample(f"oracle fails on its own level: {E['judge'](T, run_inproc(_python_of(solution), data))}")
        for d in decoys:
            if not E["judge"](T, run_inproc(_python_of(d.script), data, memo)):
                return None
        return solution, decoys

    @staticmethod
    def _setup(slug: str, game: str) -> str:
        return dedent(f"""
            set -e
            useradd --system --no-create-home --shell /usr/sbin/nologin game
            useradd --create-home --shell /bin/bash player
            gcc -O2 -Wall -o {game} /usr/local/src/{slug}-launcher.c
            chown game:game {game} && chmod 6755 {game}
            chown -R game:game /opt/games/{slug} && chmod 0700 /opt/games/{slug} && chmod 0600 /opt/games/{slug}/*
            mkdir -p /home/player/qa && chown -R player:player /home/player
        """)

    @staticmethod
    def _instruction(rng, cfg, mechs, kind, mode, data, game, out, T) -> str:
        title, n = data["title"], len(data["rooms"])
        lead = rng.choice(["Noor", "Tobias", "Ines", "Kalle", "Marisol", "Ruben", "Svea", "Yannick"])
        why = rng.choice([
            "The level designer's source map was lost, and the only copy of the level is the one in the current build.",
            "The level was hand-edited during crunch; only the build knows what the level really is now.",
            "Certification needs evidence from the build itself, not from the design documents.",
        ])
        goal = (f"take the **{data['goal']}**" if data["goal"] else
                f"carry **{data['k']} treasures** at once (items marked `(treasure)`; `score` shows the count)")
        if mode == "pty":
            run = (f"`{game}` starts the game. This build only runs on a real terminal (a tty on stdin and stdout); "
                   "room titles are drawn in bold.")
        else:
            run = f"`{game}` starts the game; it reads one command per line on standard input."
        if cfg.describe:
            ui = ("Room names appear as `== Room Name ==`, then the room's text, `Exits:`, what `You see:` and a "
                  "`Status:` line where there is one. Commands: `look`, `go <exit>`, `take <item>`, `inventory`, "
                  "`restart` (a new game from the first room), `help`.")
            rules = "\n".join(f"- {RULES[m]}" for m in mechs)
            if "locks" in mechs or "dark" in mechs:
                rules += "\n- An exit list marks what blocks a way: `(locked: ...)`, `(sealed: keypad)`, `(dark)`."
            rules = f"{ui}\n\nWhat this level uses:\n{rules}\n"
        else:
            rules = "The game has a `help` command; what else the level does, you find out by playing it.\n"
        path = f"{out}/{FILES[kind]}"
        cmds = "game commands (`go`, `take`, ... exactly as you would type them)"
        want = {
            "map": (
                f'`{path}`: every room of the level (all {n} can be reached) as a JSON object mapping the room '
                f'name (exactly as in its `== ... ==` line) to `{{"exits": {{...}}, "items": [...]}}`. `exits` '
                f"maps every word you can type after `go` in that room (`north`, `down`, or a passage's name) to "
                f'the room it leads to, including ways that are locked, sealed or dark at first (give the room '
                f'behind them) and passages that are not listed. `items` lists the items lying there at the start '
                f'of a game (sorted).'),
            "walkthrough": (
                f'`{path}`: {cmds}, one per line, that typed into a fresh game reach the goal, and as few as '
                f'possible: the check replays them and rejects a run longer than the shortest possible one. '
                f'Nothing after the winning command.'),
            "fewest": (
                f'`{path}`: `{{"fewest_commands": N}}`, the least number of {cmds} that take a fresh game to the '
                f'goal (every command counts, whether it moves you or not; `look`/`inventory`/`read` never help).'),
            "items": (
                f'`{path}`: a JSON list of every item that can be held in some game of this level (lying anywhere '
                f'in it, or received from someone), by name, sorted.'),
            "gated": (
                f'`{path}`: a JSON list (sorted) of the rooms a player cannot reach without first getting past '
                f'something: taking or using any item, entering a code or making a trade. Rooms reachable by '
                f'walking alone (from the first room, empty-handed) are not in it.'),
            "softlock": (
                f'`{path}`: a soft-lock report: {cmds}, one per line, that typed into a fresh game leave it still '
                f'running but impossible to win, whatever the player does next (short of `restart`). The check '
                f'replays them and then searches every continuation.'),
            "treasures": (
                f'`{path}`: {cmds}, one per line, that typed into a fresh game end with you carrying at least '
                f"{data['k']} treasures, and as few as possible: the check replays them and rejects a run longer "
                f'than the shortest possible one.'),
        }[kind] + (" Refilling the lantern counts as walking." if kind == "gated" and "oil" in mechs else "")
        head = [f'# QA: "{title}" (build {data["build"]}, {data["studio"]})',
                f"{lead} from QA filed this. {why} We need evidence from playing the build: the game's code and "
                "level files are not readable by you (they belong to the `game` user; that is deliberate).",
                f"{run} The goal of the level is to {goal}.", rules.strip(),
                f"Deliver, in `{out}/` (create it):", f"- {want}",
                f"Do not try to modify the game. The level has {n} rooms."]
        return "\n\n".join(head) + "\n"


def _json(data: dict) -> str:
    import json
    return json.dumps(data, indent=1, sort_keys=True) + "\n"


TEST_BODY = '''
exec(ENGINE, globals())


def test_deliverable_is_right():
    assert os.path.isfile(FILE), f"{FILE} is missing"
    assert os.path.getsize(FILE) < 1_000_000, "the deliverable is far too large"
    with open(FILE, errors="replace") as f:
        problems = judge(T, f.read())
    assert not problems, "; ".join(problems[:6])
'''
