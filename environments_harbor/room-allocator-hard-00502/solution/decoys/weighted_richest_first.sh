#!/bin/bash
set -euo pipefail
mkdir -p /opt/booking/bin
cat > /opt/booking/bin/allocator <<'PY'
#!/usr/bin/env python3
"""Booking allocator: a schedule on stdin, the allocation on stdout."""
import bisect, calendar, datetime, heapq, sys

HDR = {}
INIT = []  # hooks run once the header is read
def ptime(tok): return int(tok)
def free_by(end, start): return end <= start  # a room busy until `end` can take a booking starting at `start`
def busy_start(b): return b["s"]
def busy_end(b): return b["e"]
def active(b): return True
def expand(b): return [b]
def adjust(b): return b
def amend(evs): return evs
def blocked(room, b): return False
def room_order(rooms, b): return rooms


def fit_count(ends, start):
    """How many of the sorted release times `ends` leave a room free for a booking starting at `start`."""
    return bisect.bisect_right(ends, start) if free_by(0, 0) else bisect.bisect_left(ends, start)


def parse(text):
    evs = []
    for line in text.splitlines():
        t = line.split()
        if not t or t[0].startswith("#"):
            continue
        if t[0] == "set":
            HDR.setdefault(t[1], []).append(t[2:])
        elif t[0] == "cancel":
            evs.append({"cancel": t[1]})
        else:
            b = {"id": t[0], "s": ptime(t[1]), "e": ptime(t[2])}
            for kv in t[3:]:
                k, v = kv.split("=", 1)
                b[k] = v
            evs.append(b)
    for hook in INIT:
        hook()
    out = []
    for ev in amend(evs):
        out.extend([ev] if "cancel" in ev else expand(adjust(ev)))
    for i, ev in enumerate(out):
        ev["pos"] = i
        if "cancel" not in ev:
            ev["bs"], ev["be"] = busy_start(ev), busy_end(ev)
    return out


def main(text):
    HDR.clear()
    evs = [ev for ev in parse(text) if "cancel" in ev or active(ev)]
    return "\n".join(solve(evs)) + "\n"
PY
cat >> /opt/booking/bin/allocator <<'PY'
def ptime(tok):
    d = datetime.datetime.strptime(tok, "%Y-%m-%dT%H:%M")
    return calendar.timegm(d.timetuple()) // 60
PY
cat >> /opt/booking/bin/allocator <<'PY'
def solve(act):
    keep = []
    for b in sorted(act, key=lambda b: (-int(b["fee"]), b["pos"])):
        if all(free_by(x["be"], b["bs"]) or free_by(b["be"], x["bs"]) for x in keep):
            keep.append(b)
    return ["revenue %d" % sum(int(b["fee"]) for b in keep)] + [b["id"] for b in sorted(keep, key=lambda b: b["pos"])]
PY
cat >> /opt/booking/bin/allocator <<'PY'
def free_by(end, start): return end < start
def fit_count(ends, start): return bisect.bisect_left(ends, start)
PY
cat >> /opt/booking/bin/allocator <<'PY'
def busy_end(b):
    table = {row[0]: int(row[1]) for row in HDR["turnover"]}
    return b["e"] + table[b["kind"]]
PY
cat >> /opt/booking/bin/allocator <<'PY'
def active(b, _before=active):
    if not _before(b):
        return False
    longest = int(HDR["maxlen"][0][0])
    return b["e"] - b["s"] <= longest
PY
cat >> /opt/booking/bin/allocator <<'PY'
def adjust(b):
    q = int(HDR["slot"][0][0])
    b["s"] -= b["s"] % q
    b["e"] += -b["e"] % q
    return b
PY
cat >> /opt/booking/bin/allocator <<'PY'
if __name__ == "__main__":
    sys.stdout.write(main(sys.stdin.read()))
PY
chmod 755 /opt/booking/bin/allocator
