"""fixed_width_export without containers: an independent decoder that reads only the shipped layout file
(positions, pictures, overpunch table, pivot from the instruction) reproduces the embedded CSV rows and control
totals, and the Latin-1 and leading-zero traps are really present. (The gawk oracle and the decoys are run in
containers by the gate.)"""

import re

import pytest

from termigen.families import LEVELS, get_family

ROW = re.compile(r"^\s+(\d+)\s+(\d+)\s+(\S+)\s+(\S+(?: YY(?:YY)?MMDD)?)")
POS, NEG = "{ABCDEFGHI", "}JKLMNOPQR"


def _consts(task):
    ns: dict = {}
    exec(task.tests["test_outputs.py"].content.split("\ndef ")[0], ns)
    return ns


def _sections(layout: str):
    out, cur = {}, None
    for line in layout.splitlines():
        if line.startswith("* ---"):
            cur = line.split("---")[1].strip()
            out[cur] = {}
        elif cur and (m := ROW.match(line)):
            out[cur][m.group(3)] = (int(m.group(1)), int(m.group(2)), m.group(4))
    return out


def _cents(s: str) -> int:
    if s[-1] in POS:
        return int(s[:-1] + str(POS.index(s[-1])))
    if s[-1] in NEG:
        return -int(s[:-1] + str(NEG.index(s[-1])))
    return int(s)


def _decode(task, level):
    files = task.environment.files
    data = next(f.bytes() for p, f in files.items() if p.endswith(".dat")).decode("latin-1")
    sec = _sections(next(f.content for p, f in files.items() if p.endswith(".txt")))
    detail = sec.get("DETAIL RECORD") or sec["RECORD"]
    pivot = int(re.search(r"years (\d\d)-99 are 19xx", task.instruction).group(1)) if level != "easy" else None
    c = _consts(task)
    names = {h: f for h, f in zip(c["HEADER"], [re.search(rf"`{h}` \(([A-Z-]+)\)", task.instruction).group(1) for h in c["HEADER"]])}
    rows, ids, adj = [], [], {}
    for line in data.replace("\r\n", "\n").rstrip("\n").split("\n"):
        kind = "D" if level == "easy" else line[0]
        if kind == "A":
            s, n, _ = sec["ADJUSTMENT RECORD"]["REF-ID"]
            a, an, _ = sec["ADJUSTMENT RECORD"]["ADJ-AMT"]
            ref = line[s - 1:s - 1 + n]
            adj[ref] = adj.get(ref, 0) + _cents(line[a - 1:a - 1 + an])
        if kind != "D":
            continue
        row = []
        for h in c["HEADER"]:
            s, n, pic = detail[names[h]]
            raw = line[s - 1:s - 1 + n]
            if "YYMMDD" in pic:
                if set(raw) <= {"0"}:
                    row.append("")
                elif pic.endswith("YYYYMMDD"):
                    row.append(f"{raw[:4]}-{raw[4:6]}-{raw[6:]}")
                else:
                    row.append(f"{'19' if int(raw[:2]) >= pivot else '20'}{raw[:2]}-{raw[2:4]}-{raw[4:]}")
            elif "V99" in pic:
                row.append(_cents(raw))
            elif pic.startswith("9(") and names[h] not in ("EMP-ID",) and h != c["HEADER"][0]:
                row.append(str(int(raw)))
            else:
                row.append(raw.strip())
        rows.append(row)
        ids.append(row[0])
    amt = c["AMT"]
    for r in rows:
        cents = r[amt] + adj.get(r[0], 0)
        r[amt] = f"{'-' if cents < 0 else ''}{abs(cents) // 100}.{abs(cents) % 100:02d}"
    return rows, c


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", [0, 4, 9])
def test_layout_file_reproduces_the_truth(level, seed):
    task = get_family("fixed_width_export").generate(seed, level)
    rows, c = _decode(task, level)
    assert rows == c["ROWS"]
    assert c["CONTROL"]["records"] == len(rows)
    if level != "easy":
        assert any(ch > "\x7f" for r in rows for ch in "".join(r)), "no accented text: the encoding traps would not bite"
        assert any(r[0].startswith("00") for r in rows)
