import os
import subprocess

import pytest

import tg_guard

ENGINE = ('\n'
 'import json\n'
 'from collections import deque\n'
 '\n'
 'DIRS = ["north", "east", "south", "west", "up", "down"]\n'
 'SHORT = {"n": "north", "e": "east", "s": "south", "w": "west", "u": "up", "d": "down"}\n'
 '\n'
 '\n'
 'class World:\n'
 '    tty = False\n'
 '\n'
 '    def __init__(self, data):\n'
 '        self.d = data\n'
 '        self.reset()\n'
 '\n'
 '    def reset(self):\n'
 '        self.room, self.inv, self.gone, self.flags = self.d["start"], [], [], []\n'
 '        self.oil, self.state = self.d.get("oil"), "play"\n'
 '\n'
 '    def snap(self):\n'
 '        return (self.room, tuple(sorted(self.inv)), tuple(sorted(self.gone)), tuple(sorted(self.flags)), self.oil,\n'
 '                self.state)\n'
 '\n'
 '    def load(self, s):\n'
 '        self.room, self.inv, self.gone, self.flags = s[0], list(s[1]), list(s[2]), list(s[3])\n'
 '        self.oil, self.state = s[4], s[5]\n'
 '\n'
 '    def here(self, r=None):\n'
 '        r = r or self.room\n'
 '        return [i for i in self.d["rooms"][r]["items"] if i not in self.inv and i not in self.gone]\n'
 '\n'
 '    def lit(self):\n'
 '        return "lit" in self.flags and self.d.get("torch") in self.inv\n'
 '\n'
 '    def score(self):\n'
 '        return len([i for i in self.inv if i in self.d["treasures"]])\n'
 '\n'
 '    def won(self):\n'
 '        return self.state == "won" or bool(self.d.get("k")) and self.score() >= self.d["k"]\n'
 '\n'
 '    def describe(self):\n'
 '        r = self.d["rooms"][self.room]\n'
 '        title = "== %s ==" % self.room\n'
 '        out = ["\\x1b[1m%s\\x1b[0m" % title if self.tty else title, r["desc"]]\n'
 '        npc = r.get("npc")\n'
 '        if npc:\n'
 '            if "paid:" + self.room in self.flags:\n'
 '                out.append("The %s counts over the %s, content." % (npc["name"], npc["wants"]))\n'
 '            else:\n'
 '                out.append(\'A %s is here. "Bring me the %s," they say, "and the %s is yours."\'\n'
 '                           % (npc["name"], npc["wants"], npc["gives"]))\n'
 '        ex = []\n'
 '        for k in DIRS:\n'
 '            if k not in r["exits"]:\n'
 '                continue\n'
 '            lock, pad = r.get("locked", {}).get(k), r.get("keypad", {})\n'
 '            if lock and lock not in self.inv:\n'
 '                k += " (locked: needs the %s)" % lock\n'
 '            elif pad.get("dir") == k and "open:" + self.room not in self.flags:\n'
 '                k += " (sealed: keypad)"\n'
 '            elif self.d["rooms"][r["exits"][k]].get("dark") and not self.lit():\n'
 '                k += " (dark)"\n'
 '            ex.append(k)\n'
 '        out.append("Exits: " + (", ".join(ex) if ex else "none"))\n'
 '        items = self.here()\n'
 '        if items:\n'
 '            out.append("You see: " + ", ".join(i + (" (treasure)" if i in self.d["treasures"] else "") for i in '
 'items))\n'
 '        status = (["lantern oil: %d" % self.oil] if self.oil is not None else []) + (["torch: lit"] if self.lit() '
 'else [])\n'
 '        if status:\n'
 '            out.append("Status: " + "; ".join(status))\n'
 '        return "\\n".join(out)\n'
 '\n'
 '    def help(self):\n'
 '        d, cmds = self.d, ["look (l)", "go <exit> (n/e/s/w/u/d)", "take <item>", "inventory (i)"]\n'
 '        cmds += ["drop <item>"] if d.get("capacity") else []\n'
 '        cmds += ["read <item>"] if d.get("notes") else []\n'
 '        cmds += ["give <item>"] if any(r.get("npc") for r in d["rooms"].values()) else []\n'
 '        cmds += ["enter <code>"] if any(r.get("keypad") for r in d["rooms"].values()) else []\n'
 '        cmds += ["light <item>"] if d.get("torch") else []\n'
 '        cmds += ["rub <item>"] if d.get("stone") else []\n'
 '        cmds += ["fill lantern"] if d.get("oil") else []\n'
 '        cmds += ["score"] if d.get("k") else []\n'
 '        return "Commands: " + ", ".join(cmds + ["restart", "help", "quit"]) + "."\n'
 '\n'
 '    def command(self, line):\n'
 '        words = line.strip().lower().split()\n'
 '        if not words:\n'
 '            return ""\n'
 '        verb, rest = words[0], " ".join(words[1:])\n'
 '        if verb == "restart":\n'
 '            self.reset()\n'
 '            return "-- a new game begins --\\n" + self.describe()\n'
 '        if verb in ("help", "?"):\n'
 '            return self.help()\n'
 '        if verb == "quit":\n'
 '            return "Bye."\n'
 '        if self.state == "won" and verb not in ("look", "l", "inventory", "i", "score"):\n'
 '            return "The game is over: you already won. Type restart to play again."\n'
 '        if self.state == "over":\n'
 '            return "Your lantern is dead. GAME OVER. Type restart to play again."\n'
 '        if verb in SHORT or verb in DIRS:\n'
 '            verb, rest = "go", SHORT.get(verb, verb)\n'
 '        d, r = self.d, self.d["rooms"][self.room]\n'
 '        if verb in ("look", "l"):\n'
 '            return self.describe()\n'
 '        if verb in ("inventory", "i"):\n'
 '            return "You carry: " + (", ".join(self.inv) or "nothing")\n'
 '        if verb == "score" and d.get("k"):\n'
 '            return "Treasures: %d of %d." % (self.score(), len(d["treasures"]))\n'
 '        if verb == "go":\n'
 '            rest = SHORT.get(rest, rest)\n'
 '            if self.oil is not None:\n'
 '                self.oil -= 1\n'
 '                if self.oil < 0:\n'
 '                    self.state = "over"\n'
 '                    return "Your lantern gutters and dies. GAME OVER. Type restart to play again."\n'
 '            if rest in r["exits"]:\n'
 '                to, lock, pad = r["exits"][rest], r.get("locked", {}).get(rest), r.get("keypad", {})\n'
 '                if lock and lock not in self.inv:\n'
 '                    return "The way %s is locked. It needs the %s." % (rest, lock)\n'
 '                if pad.get("dir") == rest and "open:" + self.room not in self.flags:\n'
 '                    return "The way %s is sealed. A keypad beside it waits for a code." % rest\n'
 '            elif rest in r.get("hidden", {}):\n'
 '                to = r["hidden"][rest]\n'
 '            else:\n'
 '                return "You can\'t go that way."\n'
 '            if d["rooms"][to].get("dark") and not self.lit():\n'
 '                return "It is pitch dark that way; you need a light."\n'
 '            self.room = to\n'
 '            return self.describe()\n'
 '        if verb == "take":\n'
 '            if rest not in self.here():\n'
 '                return "There is no %s here." % rest\n'
 '            cap, w = d.get("capacity"), d.get("weights", {})\n'
 '            load = sum(w.get(i, 1) for i in self.inv)\n'
 '            if cap and load + w.get(rest, 1) > cap:\n'
 '                return "The %s is too heavy to carry with the rest: it weighs %d, you carry %d of %d." % (\n'
 '                    rest, w.get(rest, 1), load, cap)\n'
 '            return self.gain(rest, "Taken: %s." % rest)\n'
 '        if verb == "drop" and d.get("capacity"):\n'
 '            if rest not in self.inv:\n'
 '                return "You have no %s." % rest\n'
 '            self.inv.remove(rest)\n'
 '            self.gone.append(rest)\n'
 '            return "You drop the %s. It tumbles into a crack and is gone." % rest\n'
 '        if verb == "read":\n'
 '            if rest not in self.inv:\n'
 '                return "You have no %s." % rest\n'
 '            return "The %s reads: %s" % (rest, d.get("notes", {}).get(rest, "nothing at all."))\n'
 '        if verb == "give" and r.get("npc"):\n'
 '            npc = r["npc"]\n'
 '            if rest not in self.inv:\n'
 '                return "You have no %s." % rest\n'
 '            if "paid:" + self.room in self.flags or rest != npc["wants"]:\n'
 '                return "The %s shakes their head." % npc["name"]\n'
 '            self.inv.remove(rest)\n'
 '            self.gone.append(rest)\n'
 '            self.flags.append("paid:" + self.room)\n'
 '            return self.gain(npc["gives"], "The %s takes the %s and gives you the %s." % (npc["name"], rest, '
 'npc["gives"]))\n'
 '        if verb == "enter" and r.get("keypad"):\n'
 '            if rest.replace("-", "") != r["keypad"]["code"]:\n'
 '                return "The keypad buzzes: wrong code."\n'
 '            if "open:" + self.room not in self.flags:\n'
 '                self.flags.append("open:" + self.room)\n'
 '            return "The keypad chimes and the way %s slides open." % r["keypad"]["dir"]\n'
 '        if verb == "light" and rest == d.get("torch") and rest in self.inv:\n'
 '            if "lit" not in self.flags:\n'
 '                self.flags.append("lit")\n'
 '            return "The %s flares up." % rest\n'
 '        if verb == "rub" and d.get("stone") and rest == d["stone"]["item"] and rest in self.inv:\n'
 '            self.room = d["stone"]["to"]\n'
 '            return "The %s grows warm and the world folds around you.\\n%s" % (rest, self.describe())\n'
 '        if verb == "fill" and rest == "lantern" and self.oil is not None and r.get("oil"):\n'
 '            self.oil = d["oil"]\n'
 '            return "You fill the lantern from the drum."\n'
 '        return "I don\'t understand that. Type help."\n'
 '\n'
 '    def gain(self, item, msg):\n'
 '        self.inv.append(item)\n'
 '        if item == self.d.get("goal"):\n'
 '            self.state = "won"\n'
 '            return msg + "\\n*** You have found the %s. You win! ***" % item\n'
 '        if item in self.d["treasures"]:\n'
 '            msg += " Treasure! (%d of %d)" % (self.score(), len(self.d["treasures"]))\n'
 '        return msg\n'
 '\n'
 '    def options(self):\n'
 '        """Every command that can matter here (junk is never worth taking): the exact search\'s moves."""\n'
 '        d, r = self.d, self.d["rooms"][self.room]\n'
 '        out = ["go " + e for e in sorted(r["exits"])] + ["go " + h for h in sorted(r.get("hidden", {}))]\n'
 '        out += ["take " + i for i in self.here() if i in d["useful"]]\n'
 '        out += ["drop " + i for i in sorted(self.inv)] if d.get("capacity") else []\n'
 '        out += ["give " + r["npc"]["wants"]] if r.get("npc") and r["npc"]["wants"] in self.inv else []\n'
 '        out += ["enter " + r["keypad"]["code"]] if r.get("keypad") else []\n'
 '        out += ["light " + d["torch"]] if d.get("torch") in self.inv and "lit" not in self.flags else []\n'
 '        out += ["rub " + d["stone"]["item"]] if d.get("stone") and d["stone"]["item"] in self.inv else []\n'
 '        out += ["fill lantern"] if r.get("oil") and self.oil is not None else []\n'
 '        return out\n'
 '\n'
 '\n'
 'def search(data, start=None):\n'
 '    """Breadth-first search over exact game states from `start` (a snap; default a fresh game). Returns\n'
 '    (states in BFS order, parent: state -> (state, command))."""\n'
 '    w = World(data)\n'
 '    s0 = start or w.snap()\n'
 '    parent, order, q = {s0: None}, [s0], deque([s0])\n'
 '    while q:\n'
 '        s = q.popleft()\n'
 '        w.load(s)\n'
 '        if w.won() or w.state != "play":\n'
 '            continue\n'
 '        for c in w.options():\n'
 '            w.load(s)\n'
 '            w.command(c)\n'
 '            t = w.snap()\n'
 '            if t not in parent:\n'
 '                parent[t] = (s, c)\n'
 '                order.append(t)\n'
 '                q.append(t)\n'
 '    return order, parent\n'
 '\n'
 '\n'
 'def path_to(parent, s):\n'
 '    cmds = []\n'
 '    while parent[s]:\n'
 '        s, c = parent[s]\n'
 '        cmds.append(c)\n'
 '    return cmds[::-1]\n'
 '\n'
 '\n'
 'def is_won(data, s):\n'
 '    w = World(data)\n'
 '    w.load(s)\n'
 '    return w.won()\n'
 '\n'
 '\n'
 'def replay(data, lines):\n'
 '    w = World(data)\n'
 '    for line in lines:\n'
 '        w.command(line)\n'
 '    return w\n'
 '\n'
 'def judge(T, text):\n'
 '    kind, data = T["kind"], T["data"]\n'
 '    if kind in ("map", "fewest", "items", "gated"):\n'
 '        try:\n'
 '            got = json.loads(text)\n'
 '        except ValueError as e:\n'
 '            return ["not JSON: %s" % e]\n'
 '        if kind == "map":\n'
 '            if not isinstance(got, dict):\n'
 '                return ["the map is not a JSON object"]\n'
 '            probs = ["rooms missing: %s" % sorted(set(T["map"]) - set(got))[:5]] if set(T["map"]) - set(got) else '
 '[]\n'
 '            probs += ["rooms that do not exist: %s" % sorted(set(got) - set(T["map"]))[:5]] if set(got) - '
 'set(T["map"]) else []\n'
 '            for r in sorted(set(T["map"]) & set(got)):\n'
 '                g = got[r] if isinstance(got[r], dict) else {}\n'
 '                if g.get("exits") != T["map"][r]["exits"]:\n'
 '                    probs.append("%s: exits %s, expected %s" % (r, g.get("exits"), T["map"][r]["exits"]))\n'
 '                if not isinstance(g.get("items"), list) or sorted(map(str, g["items"])) != T["map"][r]["items"]:\n'
 '                    probs.append("%s: items %s, expected %s" % (r, g.get("items"), T["map"][r]["items"]))\n'
 '            return probs\n'
 '        if kind == "fewest":\n'
 '            n = got.get("fewest_commands") if isinstance(got, dict) else None\n'
 '            return [] if n == T["fewest"] and type(n) is int else ["fewest_commands is %r, not the true minimum" % '
 '(n,)]\n'
 '        if not isinstance(got, list) or sorted(map(str, got)) != T["answer"]:\n'
 '            return ["the list is not right (%d entries given)" % (len(got) if isinstance(got, list) else -1)]\n'
 '        return []\n'
 '    lines = [l.strip() for l in text.splitlines() if l.strip()]\n'
 '    if len(lines) > 400:\n'
 '        return ["more than 400 commands"]\n'
 '    w = World(data)\n'
 '    if kind == "softlock":\n'
 '        for line in lines:\n'
 '            w.command(line)\n'
 '        if w.won() or w.state != "play":\n'
 '            return ["the sequence ends the game (%s) instead of leaving it unwinnable" % ("won" if w.won() else '
 'w.state)]\n'
 '        order, _ = search(data, w.snap())\n'
 '        if any(is_won(data, s) for s in order):\n'
 '            return ["the game can still be won from where the sequence leaves it"]\n'
 '        return []\n'
 '    for n, line in enumerate(lines, 1):\n'
 '        w.command(line)\n'
 '        if w.won() and n < len(lines):\n'
 '            return ["commands after the goal was reached (line %d)" % n]\n'
 '    if not w.won():\n'
 '        return ["the commands do not reach the goal"]\n'
 '    if len(lines) != T["fewest"]:\n'
 '        return ["%d commands; the shortest run has %d" % (len(lines), T["fewest"])]\n'
 '    return []\n')
T = {'data': {'build': '0.27.710',
          'goal': 'brass orrery',
          'k': None,
          'oil': 6,
          'rooms': {'Armoury': {'desc': 'A cold draught stirs the ashes.',
                                'exits': {'east': 'Well Shaft', 'north': 'Scriptorium', 'south': 'Chapel'},
                                'items': []},
                    'Attic': {'desc': 'The floorboards creak underfoot.', 'exits': {'west': 'Pantry'}, 'items': []},
                    'Chapel': {'desc': 'Broken crates are stacked in a corner. A dented oil drum stands in the corner.',
                               'exits': {'north': 'Armoury', 'south': 'Pantry', 'west': 'Tannery'},
                               'items': [],
                               'oil': True},
                    'Foyer': {'desc': 'Water drips somewhere in the dark. Behind the shelves you notice a flue.',
                              'exits': {},
                              'hidden': {'flue': 'Scriptorium'},
                              'items': ['bone key']},
                    'Laundry': {'desc': 'The air smells of old smoke.',
                                'exits': {'north': 'Pantry', 'south': 'Printing Room'},
                                'items': [],
                                'locked': {'north': 'bone key'}},
                    'Pantry': {'desc': 'Faded paintings line the walls. A steep stone slide drops into darkness.',
                               'exits': {'down': 'Sluice Gate', 'east': 'Attic', 'north': 'Chapel', 'south': 'Laundry'},
                               'items': ['torn map'],
                               'locked': {'south': 'bone key'}},
                    'Printing Room': {'desc': 'The air smells of old smoke.',
                                      'exits': {'north': 'Laundry'},
                                      'items': ['brass orrery']},
                    'Scriptorium': {'desc': 'Faded paintings line the walls. Behind a tapestry you notice a flue.',
                                    'exits': {'north': 'Sluice Gate', 'south': 'Armoury'},
                                    'hidden': {'flue': 'Foyer'},
                                    'items': []},
                    'Sluice Gate': {'desc': 'Faded paintings line the walls.',
                                    'exits': {'south': 'Scriptorium'},
                                    'items': []},
                    'Tannery': {'desc': 'The air smells of old smoke.', 'exits': {'east': 'Chapel'}, 'items': []},
                    'Well Shaft': {'desc': 'The air smells of old smoke.', 'exits': {'west': 'Armoury'}, 'items': []}},
          'start': 'Chapel',
          'studio': 'Bramble & Byte',
          'title': 'Gallowglass Keep',
          'treasures': ['brass orrery'],
          'tty': False,
          'useful': ['bone key', 'brass orrery']},
 'fewest': 12,
 'kind': 'walkthrough',
 'map': {'Armoury': {'exits': {'east': 'Well Shaft', 'north': 'Scriptorium', 'south': 'Chapel'}, 'items': []},
         'Attic': {'exits': {'west': 'Pantry'}, 'items': []},
         'Chapel': {'exits': {'north': 'Armoury', 'south': 'Pantry', 'west': 'Tannery'}, 'items': []},
         'Foyer': {'exits': {'flue': 'Scriptorium'}, 'items': ['bone key']},
         'Laundry': {'exits': {'north': 'Pantry', 'south': 'Printing Room'}, 'items': []},
         'Pantry': {'exits': {'down': 'Sluice Gate', 'east': 'Attic', 'north': 'Chapel', 'south': 'Laundry'},
                    'items': ['torn map']},
         'Printing Room': {'exits': {'north': 'Laundry'}, 'items': ['brass orrery']},
         'Scriptorium': {'exits': {'flue': 'Foyer', 'north': 'Sluice Gate', 'south': 'Armoury'}, 'items': []},
         'Sluice Gate': {'exits': {'south': 'Scriptorium'}, 'items': []},
         'Tannery': {'exits': {'east': 'Chapel'}, 'items': []},
         'Well Shaft': {'exits': {'west': 'Armoury'}, 'items': []}}}
FILE = '/home/player/qa/gallowglass/walkthrough.txt'

exec(ENGINE, globals())


def test_deliverable_is_right():
    assert os.path.isfile(FILE), f"{FILE} is missing"
    assert os.path.getsize(FILE) < 1_000_000, "the deliverable is far too large"
    with open(FILE, errors="replace") as f:
        problems = judge(T, f.read())
    assert not problems, "; ".join(problems[:6])
