import json, os

ENGINE = ('\n'
 'DIRS = ["north", "east", "south", "west", "up", "down"]\n'
 'SHORT = {"n": "north", "e": "east", "s": "south", "w": "west", "u": "up", "d": "down"}\n'
 'HELP = ("Commands: look (l), go <exit> (or n/e/s/w/u/d, north...), take <item>, inventory (i), restart, help, '
 'quit.\\n"\n'
 '        "Some ways are not listed among the exits; the room\'s text mentions them, and \'go <name>\' uses them.")\n'
 '\n'
 '\n'
 'class World:\n'
 '    def __init__(self, data):\n'
 '        self.d = data\n'
 '        self.reset()\n'
 '\n'
 '    def reset(self):\n'
 '        self.room = self.d["start"]\n'
 '        self.inv = []\n'
 '        self.moves = 0\n'
 '        self.state = "play"\n'
 '        self.items = {r: list(v["items"]) for r, v in self.d["rooms"].items()}\n'
 '\n'
 '    def describe(self):\n'
 '        r = self.d["rooms"][self.room]\n'
 '        out = ["== %s ==" % self.room, r["desc"]]\n'
 '        ex = []\n'
 '        for k in DIRS:\n'
 '            if k in r["exits"]:\n'
 '                lock = r.get("locked", {}).get(k)\n'
 '                ex.append(k + (" (locked: needs the %s)" % lock if lock and lock not in self.inv else ""))\n'
 '        out.append("Exits: " + (", ".join(ex) if ex else "none"))\n'
 '        if self.items[self.room]:\n'
 '            out.append("You see: " + ", ".join(self.items[self.room]))\n'
 '        return "\\n".join(out)\n'
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
 '            return HELP\n'
 '        if verb == "quit":\n'
 '            return "Bye."\n'
 '        if self.state == "won":\n'
 '            return "The game is over: you already won. Type restart to play again."\n'
 '        if self.state == "dark":\n'
 '            return "It is pitch dark; your lantern is dead. GAME OVER. Type restart to play again."\n'
 '        if verb in ("look", "l"):\n'
 '            return self.describe()\n'
 '        if verb in ("inventory", "i"):\n'
 '            return "You carry: " + (", ".join(self.inv) or "nothing")\n'
 '        if verb in SHORT or verb in DIRS:\n'
 '            verb, rest = "go", SHORT.get(verb, verb)\n'
 '        if verb == "go":\n'
 '            rest = SHORT.get(rest, rest)\n'
 '            r = self.d["rooms"][self.room]\n'
 '            self.moves += 1\n'
 '            if self.d.get("budget") and self.moves > self.d["budget"]:\n'
 '                self.state = "dark"\n'
 '                return "Your lantern gutters and goes out. GAME OVER. Type restart to play again."\n'
 '            if rest in r["exits"]:\n'
 '                lock = r.get("locked", {}).get(rest)\n'
 '                if lock and lock not in self.inv:\n'
 '                    return "The way %s is locked. It needs the %s." % (rest, lock)\n'
 '                self.room = r["exits"][rest]\n'
 '                return self.describe()\n'
 '            if rest in r.get("hidden", {}):\n'
 '                self.room = r["hidden"][rest]\n'
 '                return self.describe()\n'
 '            return "You can\'t go that way."\n'
 '        if verb == "take":\n'
 '            if rest in self.items[self.room]:\n'
 '                self.items[self.room].remove(rest)\n'
 '                self.inv.append(rest)\n'
 '                if rest == self.d["treasure"]:\n'
 '                    self.state = "won"\n'
 '                    return "Taken: %s.\\n*** You have found the %s. You win! ***" % (rest, rest)\n'
 '                return "Taken: %s." % rest\n'
 '            return "There is no %s here." % rest\n'
 '        return "I don\'t understand that. Type help."\n'
 '\n'
 'def check_map(want, got):\n'
 '    if not isinstance(got, dict):\n'
 '        return ["rooms.json is not a JSON object"]\n'
 '    probs = []\n'
 '    missing, extra = sorted(set(want) - set(got)), sorted(set(got) - set(want))\n'
 '    if missing:\n'
 '        probs.append("rooms missing from the map: %s" % missing[:6])\n'
 '    if extra:\n'
 '        probs.append("rooms that do not exist: %s" % extra[:6])\n'
 '    for r in sorted(set(want) & set(got)):\n'
 '        g = got[r] if isinstance(got[r], dict) else {}\n'
 '        if g.get("exits") != want[r]["exits"]:\n'
 '            probs.append("%s: exits %s, expected %s" % (r, g.get("exits"), want[r]["exits"]))\n'
 '        if sorted(g.get("items") or []) != want[r]["items"]:\n'
 '            probs.append("%s: items %s, expected %s" % (r, g.get("items"), want[r]["items"]))\n'
 '    return probs\n'
 '\n'
 '\n'
 'def check_walk(data, shortest, lines):\n'
 '    w = World(data)\n'
 '    for n, line in enumerate(lines, 1):\n'
 '        out = w.command(line)\n'
 '        if w.state == "won":\n'
 '            if n != len(lines):\n'
 '                return ["commands after the winning move"]\n'
 '            break\n'
 '    else:\n'
 '        return ["the walkthrough does not win the game (last reply: %r)" % (out[-120:] if lines else "")]\n'
 '    if len(lines) != shortest:\n'
 '        return ["the walkthrough has %d commands; the shortest has %d" % (len(lines), shortest)]\n'
 '    return []\n')
T = {'data': {'budget': 16,
          'rooms': {'Archive': {'desc': 'Water drips somewhere in the dark.',
                                'exits': {'north': 'Ice House', 'west': "Servants' Stair"},
                                'items': []},
                    'Bell Chamber': {'desc': 'Dust lies thick on every surface.',
                                     'exits': {'east': 'Well Shaft', 'north': 'Nursery', 'south': 'Music Room'},
                                     'items': []},
                    'Cistern': {'desc': 'Cobwebs sag from the beams.',
                                'exits': {'south': "Servants' Stair"},
                                'items': ['golden compass'],
                                'locked': {'south': 'glass key'}},
                    'Cooperage': {'desc': 'Water drips somewhere in the dark. Behind a heap of sacks you notice a '
                                          'hatch. Behind the shelves you notice a culvert.',
                                  'exits': {'west': 'Printing Room'},
                                  'hidden': {'culvert': 'Music Room', 'hatch': 'Ossuary'},
                                  'items': []},
                    'Counting House': {'desc': 'The air smells of old smoke.',
                                       'exits': {'south': 'Smoking Room'},
                                       'items': []},
                    'Gallery': {'desc': 'Faded paintings line the walls.',
                                'exits': {'north': 'Music Room', 'west': 'Ice House'},
                                'items': []},
                    'Greenhouse': {'desc': 'A mural of ships covers one wall.',
                                   'exits': {'west': 'Well Shaft'},
                                   'items': ['glass key']},
                    'Ice House': {'desc': 'The floorboards creak underfoot. A steep stone slide drops into darkness.',
                                  'exits': {'down': 'Well Shaft', 'east': 'Gallery', 'south': 'Archive'},
                                  'items': []},
                    'Map Room': {'desc': 'Something scuttles away from your light.',
                                 'exits': {'north': 'Orangery', 'south': 'Observatory'},
                                 'items': []},
                    'Music Room': {'desc': 'The floorboards creak underfoot. Behind a tapestry you notice a culvert.',
                                   'exits': {'east': 'Ossuary',
                                             'north': 'Bell Chamber',
                                             'south': 'Gallery',
                                             'west': 'Observatory'},
                                   'hidden': {'culvert': 'Cooperage'},
                                   'items': ['torn map']},
                    'Nursery': {'desc': 'Something scuttles away from your light.',
                                'exits': {'north': 'Smoking Room', 'south': 'Bell Chamber', 'west': 'Orangery'},
                                'items': []},
                    'Observatory': {'desc': 'The floorboards creak underfoot.',
                                    'exits': {'east': 'Music Room', 'north': 'Map Room'},
                                    'items': []},
                    'Orangery': {'desc': 'Dust lies thick on every surface.',
                                 'exits': {'east': 'Nursery', 'south': 'Map Room'},
                                 'items': []},
                    'Ossuary': {'desc': 'Something scuttles away from your light. Behind a tapestry you notice a '
                                        'hatch.',
                                'exits': {'south': 'Printing Room', 'west': 'Music Room'},
                                'hidden': {'hatch': 'Cooperage'},
                                'items': ['coil of rope']},
                    'Printing Room': {'desc': 'Water drips somewhere in the dark.',
                                      'exits': {'east': 'Cooperage', 'north': 'Ossuary'},
                                      'items': []},
                    "Servants' Stair": {'desc': 'Broken crates are stacked in a corner.',
                                        'exits': {'east': 'Archive', 'north': 'Cistern'},
                                        'items': [],
                                        'locked': {'north': 'glass key'}},
                    'Smoking Room': {'desc': 'Broken crates are stacked in a corner.',
                                     'exits': {'north': 'Counting House', 'south': 'Nursery'},
                                     'items': []},
                    'Well Shaft': {'desc': 'A cold draught stirs the ashes.',
                                   'exits': {'east': 'Greenhouse', 'west': 'Bell Chamber'},
                                   'items': []}},
          'start': 'Music Room',
          'treasure': 'golden compass'},
 'map': {'Archive': {'exits': {'north': 'Ice House', 'west': "Servants' Stair"}, 'items': []},
         'Bell Chamber': {'exits': {'east': 'Well Shaft', 'north': 'Nursery', 'south': 'Music Room'}, 'items': []},
         'Cistern': {'exits': {'south': "Servants' Stair"}, 'items': ['golden compass']},
         'Cooperage': {'exits': {'culvert': 'Music Room', 'hatch': 'Ossuary', 'west': 'Printing Room'}, 'items': []},
         'Counting House': {'exits': {'south': 'Smoking Room'}, 'items': []},
         'Gallery': {'exits': {'north': 'Music Room', 'west': 'Ice House'}, 'items': []},
         'Greenhouse': {'exits': {'west': 'Well Shaft'}, 'items': ['glass key']},
         'Ice House': {'exits': {'down': 'Well Shaft', 'east': 'Gallery', 'south': 'Archive'}, 'items': []},
         'Map Room': {'exits': {'north': 'Orangery', 'south': 'Observatory'}, 'items': []},
         'Music Room': {'exits': {'culvert': 'Cooperage',
                                  'east': 'Ossuary',
                                  'north': 'Bell Chamber',
                                  'south': 'Gallery',
                                  'west': 'Observatory'},
                        'items': ['torn map']},
         'Nursery': {'exits': {'north': 'Smoking Room', 'south': 'Bell Chamber', 'west': 'Orangery'}, 'items': []},
         'Observatory': {'exits': {'east': 'Music Room', 'north': 'Map Room'}, 'items': []},
         'Orangery': {'exits': {'east': 'Nursery', 'south': 'Map Room'}, 'items': []},
         'Ossuary': {'exits': {'hatch': 'Cooperage', 'south': 'Printing Room', 'west': 'Music Room'},
                     'items': ['coil of rope']},
         'Printing Room': {'exits': {'east': 'Cooperage', 'north': 'Ossuary'}, 'items': []},
         "Servants' Stair": {'exits': {'east': 'Archive', 'north': 'Cistern'}, 'items': []},
         'Smoking Room': {'exits': {'north': 'Counting House', 'south': 'Nursery'}, 'items': []},
         'Well Shaft': {'exits': {'east': 'Greenhouse', 'west': 'Bell Chamber'}, 'items': []}},
 'outdir': '/home/qa/deliverables/gallowglass',
 'shortest': 13}

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
