#!/bin/bash
set -euo pipefail
mkdir -p /app/bin
cat > /app/bin/allocate <<'PY'
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
cat >> /app/bin/allocate <<'PY'
def ptime(tok):
    local, sign, off = tok[:16], tok[16], tok[17:]
    d = datetime.datetime.strptime(local, "%Y-%m-%dT%H:%M")
    oh, om = off.split(":")
    shift = (int(oh) * 60 + int(om)) * (1 if sign == "+" else -1)
    return calendar.timegm(d.timetuple()) // 60 - shift
PY
cat >> /app/bin/allocate <<'PY'
def solve(act):
    order = sorted(act, key=lambda b: (b["be"], b["bs"], b["pos"]))
    ends = [b["be"] for b in order]
    dp, ps = [0] * (len(order) + 1), []
    for j, b in enumerate(order):
        p = min(fit_count(ends, b["bs"]), j)
        ps.append(p)
        dp[j + 1] = max(dp[j], dp[p] + int(b["fee"]))
    j, keep = len(order), []
    while j:
        if dp[j] != dp[j - 1]:
            keep.append(order[j - 1])
            j = ps[j - 1]
        else:
            j -= 1
    return ["revenue %d" % dp[-1]] + [b["id"] for b in sorted(keep, key=lambda b: b["pos"])]
PY
cat >> /app/bin/allocate <<'PY'
def free_by(end, start): return end < start
def fit_count(ends, start): return bisect.bisect_left(ends, start)
PY
cat >> /app/bin/allocate <<'PY'
def active(b):
    state = b.get("status", "confirmed")
    if state not in ("confirmed", "tentative", "cancelled"):
        raise ValueError("unknown status " + state)
    return state != "cancelled"
PY
cat >> /app/bin/allocate <<'PY'
def active(b, _before=active):
    if not _before(b):
        return False
    longest = int(HDR["maxlen"][0][0])
    return b["e"] - b["s"] < longest
PY
cat >> /app/bin/allocate <<'PY'
def amend(evs):
    pos, keep = {}, []
    for ev in evs:
        if ev["id"] in pos:
            keep[pos[ev["id"]]] = ev
        else:
            pos[ev["id"]] = len(keep)
            keep.append(ev)
    return keep
PY
cat >> /app/bin/allocate <<'PY'
if __name__ == "__main__":
    sys.stdout.write(main(sys.stdin.read()))
PY
chmod 755 /app/bin/allocate
