#!/usr/bin/python3
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
