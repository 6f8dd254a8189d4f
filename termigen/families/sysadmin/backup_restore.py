"""Sysadmin: restore a service's tree to a point in time from a full backup plus incrementals in mixed formats
(tar.gz, tar.xz, tar.bz2, zip), verified against SHA256SUMS, with per-backup change files (deletions, renames,
symlinks, mode changes), a corrupt archive to replace from the offsite mirror (or to stop before), and ownership.

The archives are built here in pure Python, deterministically; the generator replays the same chain on a model of
the tree to get the ground truth (contents, modes, link targets, owners) and to prove each decoy's mistake shows.
"""

from __future__ import annotations

import bz2
import gzip
import hashlib
import io
import json
import lzma
import random
import tarfile
import zipfile
from datetime import datetime, timedelta, timezone

from termigen.families import register
from termigen.families.base import Draft, Family, Resample, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File

APPS = ["wiki", "ledger", "helpdesk", "crm", "inventory", "billing", "intranet", "forum", "kanban", "docs", "payroll",
        "recipes", "timesheets", "assets", "survey", "newsroom", "booking", "lab-notes", "grants", "fleet"]
HOSTS = ["app-01", "web-03", "ops-vm2", "lnx-app4", "files-02", "core-07", "svc-11", "dmz-web1", "int-app3", "bravo",
         "kestrel", "orion", "lynx", "tundra", "juniper", "fjord"]
CONF = ["config", "conf", "etc", "settings"]
DATA = ["data", "db", "storage", "records"]
STATIC = ["templates", "static", "assets", "themes"]
SCRIPTS = ["scripts", "bin", "tools", "hooks"]
UPLOADS = ["uploads", "attachments", "media", "files"]
SECRETS = ["secrets", "keys", "private", "credentials"]
RELEASES = ["releases", "versions", "builds"]
LINKS = ["current", "live", "active"]
WORDS = ["alpha", "beta", "queue", "cache", "ledger", "order", "ticket", "page", "user", "shard", "index", "batch",
         "report", "audit", "draft", "export", "import", "sync", "token", "session", "retry", "quota", "region"]
KINDS = [("full", "incr"), ("full", "inc"), ("L0", "L1"), ("base", "delta")]
SCHEMES = ["{app}-{kind}-{stamp}.{ext}", "{stamp}_{app}_{kind}.{ext}", "{host}.{app}.{kind}.{stamp}.{ext}"]
TAR_FORMATS = ["tar.gz", "tar.xz", "tar.bz2"]
FORMATS = TAR_FORMATS + ["zip"]
OFFSETS = [(-8, 0), (-5, 0), (-4, 0), (1, 0), (2, 0), (3, 0), (5, 30), (8, 0), (9, 0), (-3, 0)]
INCIDENTS = [
    "a schema migration went wrong and rewrote half of the {data} folder",
    "an operator ran a cleanup script against the wrong host",
    "a faulty deploy job overwrote the configuration and several data files",
    "the volume holding the tree was lost when its RAID controller failed",
    "ransomware was caught encrypting files on this volume (the host has since been rebuilt)",
    "a sync job mirrored an empty folder over the tree",
]
USERS = ["svc-{app}", "{app}", "{app}d", "{app}-app", "www-{app}"]
GROUPS = ["{app}", "{app}-ops", "www-data", "svc"]
MIRRORS = ["/mnt/offsite/{host}/{app}", "/srv/mirror/{app}", "/mnt/nas-replica/backups/{app}"]
BACKUPS = ["/backups/{host}/{app}", "/mnt/backup/{app}", "/var/backups/{app}", "/srv/backup/{host}-{app}"]
TARGETS = ["/srv/{app}", "/var/lib/{app}", "/opt/{app}/data", "/srv/apps/{app}"]
REPORTS = ["/root/restore", "/var/log/restore-{app}", "/srv/restore-report", "/root/ops/restore-{app}"]

# The oracle and the decoys are this one bash program; each decoy flips one BUG switch.
PROGRAM = r'''
#!/bin/bash
set -euo pipefail
BK={bk}
MIRROR={mirror}
TARGET={target}
REPORT={report}
PIT={pit}
LEVEL={level}
BUG={bug}
OWNER={owner}
SECRETS={secrets}

mkdir -p "$REPORT"
if [ -n "$PIT" ]; then
    if [ "$BUG" = tz_naive ]; then
        cutoff=$(date -u -d "$(printf '%s' "$PIT" | sed -E 's/[+-][0-9]{2}:[0-9]{2}$//')" +%Y%m%dT%H%M%SZ)
    else
        cutoff=$(date -u -d "$PIT" +%Y%m%dT%H%M%SZ)
    fi
else
    cutoff=99999999T999999Z
fi
if [ "$BUG" = ignore_pit ]; then cutoff=99999999T999999Z; fi

# start from an empty target (a failed attempt may have left files there)
mkdir -p "$TARGET"
if [ "$BUG" != keeps_leftovers ]; then find "$TARGET" -mindepth 1 -delete; fi

cd "$BK"
sha256sum -c --ignore-missing SHA256SUMS || true   # overview for the log; decisions are made per archive below
chain=$(for f in *; do
    case "$f" in *.tar.gz|*.tar.xz|*.tar.bz2|*.zip) ;; *) continue ;; esac
    stamp=$(printf '%s\n' "$f" | grep -oE '[0-9]{8}T[0-9]{6}Z')
    printf '%s\t%s\n' "$stamp" "$f"
done | sort)
if [ "$BUG" = reverse_order ]; then chain=$(printf '%s\n' "$chain" | sort -r); fi

good_copy() {  # good_copy DIR NAME: the copy in DIR matches the manifest
    if [ ! -f "$1/$2" ]; then return 1; fi
    if [ "$BUG" = ignore_checksums ]; then return 0; fi
    (cd "$1" && awk -v n="$2" '$2 == n' "$BK/SHA256SUMS" | sha256sum -c --status -)
}

extract() {
    case "$1" in
        *.tar.gz)  gunzip -c "$1" | tar -xpf - -C "$TARGET" ;;
        *.tar.xz)  xz -dc "$1" | tar -xpf - -C "$TARGET" ;;
        *.tar.bz2) bunzip2 -c "$1" | tar -xpf - -C "$TARGET" ;;
        *.zip)     unzip -o -q "$1" -d "$TARGET" ;;
    esac
}

applied=(); from_mirror=(); stopped=""; asof=""
while IFS=$'\t' read -r stamp name; do
    if [ -z "$name" ]; then continue; fi
    if [[ "$stamp" > "$cutoff" ]]; then
        if [ "$BUG" = reverse_order ]; then continue; fi
        break
    fi
    if good_copy "$BK" "$name"; then
        src="$BK/$name"
    elif [ "$BUG" != skip_bad_continue ] && good_copy "$MIRROR" "$name"; then
        src="$MIRROR/$name"; from_mirror+=("$name")
    elif [ "$BUG" = skip_bad_continue ]; then
        continue
    else
        stopped=$name; break
    fi
    if [ "$BUG" = ignore_checksums ]; then extract "$src" || true; else extract "$src"; fi
    stem=${name%.zip}; stem=${stem%.tar.*}
    if [ -f "$stem.changes" ] && [ "$BUG" != no_deletions ]; then  # @changes
        while IFS=$'\t' read -r op a b; do  # @changes
            case "$op" in  # @changes
                deleted)  rm -rf -- "$TARGET/$a" ;;  # @changes
                renamed)  if [ "$BUG" != no_renames ]; then mv -- "$TARGET/$a" "$TARGET/$b"; fi ;;  # @hard
                symlink)  if [ "$BUG" = ln_no_n ]; then ln -sf -- "$b" "$TARGET/$a"; else ln -sfn -- "$b" "$TARGET/$a"; fi ;;  # @hard
                mode)     if [ "$BUG" != no_mode_rows ]; then chmod "$b" "$TARGET/$a"; fi ;;  # @hard
            esac  # @changes
        done < <(grep -v '^#' "$stem.changes")  # @changes
    fi  # @changes
    applied+=("$name"); asof=$stamp
    if [ "$BUG" = full_only ]; then break; fi
done <<< "$chain"

if [ "$LEVEL" = hard ] && [ "$BUG" != no_chown ]; then  # @hard
    chown -R "$OWNER" "$TARGET"  # @hard
    if [ "$BUG" != chown_all ]; then chown -R "root:${OWNER#*:}" "$TARGET/$SECRETS"; fi  # @hard
fi  # @hard

files=$(find "$TARGET" -type f | wc -l)
if [ "$BUG" = bytes_with_dirs ]; then
    bytes=$(du -sb "$TARGET" | cut -f1)
else
    bytes=$(find "$TARGET" -type f -print0 | du -cb --files0-from=- | tail -n 1 | cut -f1)
fi
asof_iso=$(printf '%s' "$asof" | sed -E 's/^(....)(..)(..)T(..)(..)(..)Z$/\1-\2-\3T\4:\5:\6Z/')
jq -n --arg asof "$asof_iso" --argjson files "$files" --argjson bytes "$bytes" \
      --arg stopped "$stopped" --arg mirror "$(printf '%s\n' "${from_mirror[@]}")" \
      --arg level "$LEVEL" --args \
      '{applied: $ARGS.positional, restored_as_of: $asof, files: $files, bytes: $bytes}
       + (if $level == "hard" then {from_mirror: ($mirror | split("\n") | map(select(length > 0))),
                                    stopped_before: (if $stopped == "" then null else $stopped end)} else {} end)' \
      "${applied[@]}" > "$REPORT/report.json"
if [ "$LEVEL" = hard ]; then  # @hard
    (cd "$TARGET" && find . -mindepth 1 -printf '%P\t%y\t%m\t%u\t%g\n' | LC_ALL=C sort) > "$REPORT/inventory.tsv"  # @hard
fi  # @hard
du -sh "$TARGET"
cat "$REPORT/report.json"
'''


def _q(s: str) -> str:
    return "'" + s.replace("'", "'\\''") + "'"


def _program(level: str) -> str:
    """PROGRAM with the lines of the steps this level does not have left out (marked `# @hard`, `# @changes`)."""
    keep = []
    for line in PROGRAM.strip("\n").split("\n"):
        if line.endswith("  # @hard"):
            if level != "hard":
                continue
            line = line[: -len("  # @hard")]
        elif line.endswith("  # @changes"):
            if level == "easy":
                continue
            line = line[: -len("  # @changes")]
        keep.append(line)
    return "\n".join(keep)


def _solver(c: dict, bug: str = "") -> str:
    body = _program(c["level"])
    for k in ("bk", "mirror", "target", "report", "pit", "level", "owner", "secrets"):
        body = body.replace("{" + k + "}", _q(c[k]))
    body = body.replace("{bug}", _q(bug))
    return script("""
        cat > /tmp/restore.sh <<'RESTORE'
        {program}
        RESTORE
        bash /tmp/restore.sh
    """).replace("{program}", body)


def _sha(b: bytes) -> str:
    return hashlib.sha256(b).hexdigest()


def _stamp(t: datetime) -> str:
    return t.strftime("%Y%m%dT%H%M%SZ")


# ---------------------------------------------------------------------------------------------------------------
# archives


def _tar(members: list[dict], fmt: str, owners: dict, mtime: int, root_entry: bool) -> bytes:
    raw = io.BytesIO()
    with tarfile.open(fileobj=raw, mode="w", format=tarfile.GNU_FORMAT) as tf:
        items = ([{"path": "", "type": "d", "mode": 0o755}] if root_entry else []) + members
        for m in items:
            name = "./" + m["path"] if m["path"] else "."
            ti = tarfile.TarInfo(name)
            ti.mtime = mtime
            ti.mode = m.get("mode", 0o777)
            user, group, uid, gid = owners.get(m["path"], ("root", "root", 0, 0)) if m["path"] else ("root", "root", 0, 0)
            ti.uname, ti.gname, ti.uid, ti.gid = user, group, uid, gid
            if m["type"] == "d":
                ti.type = tarfile.DIRTYPE
                tf.addfile(ti)
            elif m["type"] == "l":
                ti.type = tarfile.SYMTYPE
                ti.linkname = m["target"]
                ti.mode = 0o777
                tf.addfile(ti)
            else:
                ti.size = len(m["data"])
                tf.addfile(ti, io.BytesIO(m["data"]))
    data = raw.getvalue()
    if fmt == "tar.gz":
        out = io.BytesIO()
        with gzip.GzipFile(fileobj=out, mode="wb", mtime=0, filename="") as g:
            g.write(data)
        return out.getvalue()
    if fmt == "tar.xz":
        return lzma.compress(data, format=lzma.FORMAT_XZ, check=lzma.CHECK_CRC64)
    return bz2.compress(data, 9)


def _zip(members: list[dict], when: datetime) -> bytes:
    out = io.BytesIO()
    dt = (when.year, when.month, when.day, when.hour, when.minute, when.second - when.second % 2)
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for m in members:
            if m["type"] == "d":
                zi = zipfile.ZipInfo(m["path"] + "/", dt)
                zi.external_attr = (0o040000 | m["mode"]) << 16 | 0x10
                zi.create_system = 3
                z.writestr(zi, b"")
            else:
                zi = zipfile.ZipInfo(m["path"], dt)
                zi.external_attr = (0o100000 | m["mode"]) << 16
                zi.create_system = 3
                zi.compress_type = zipfile.ZIP_DEFLATED
                z.writestr(zi, m["data"])
    return out.getvalue()


# ---------------------------------------------------------------------------------------------------------------
# the model of the tree: rel path -> {"type": f|d|l, "mode", "data", "target", "src"}


def _apply(state: dict, backup: dict, opts: dict) -> None:
    src = "zip" if backup["fmt"] == "zip" else "tar"
    for m in backup["members"]:
        if m["type"] == "d":
            if m["path"] not in state:
                state[m["path"]] = {"type": "d", "mode": m["mode"], "src": src}
        elif m["type"] == "l":
            state[m["path"]] = {"type": "l", "target": m["target"], "src": src}
        else:
            state[m["path"]] = {"type": "f", "mode": m["mode"], "data": m["data"], "src": src}
    if opts.get("no_deletions"):
        return
    for op in backup["rows"]:
        if op[0] == "deleted":
            for p in [p for p in state if p == op[1] or p.startswith(op[1] + "/")]:
                del state[p]
        elif op[0] == "renamed" and not opts.get("no_renames") and op[1] in state:
            state[op[2]] = state.pop(op[1])
        elif op[0] == "symlink":
            state[op[1]] = {"type": "l", "target": op[2], "src": "row"}
        elif op[0] == "mode" and not opts.get("no_mode_rows") and op[1] in state:
            state[op[1]] = dict(state[op[1]], mode=int(op[2], 8))


def _replay(chain: list[dict], cutoff: str | None, opts: dict) -> tuple[dict, dict]:
    state: dict = {}
    applied, from_mirror, stopped = [], [], None
    order = list(reversed(chain)) if opts.get("reverse") else chain
    for b in order:
        if cutoff is not None and b["stamp"] > cutoff:
            if opts.get("reverse"):
                continue
            break
        if not b["primary_ok"]:
            if opts.get("skip_bad"):
                continue
            if b["mirror_ok"]:
                from_mirror.append(b["name"])
            else:
                stopped = b["name"]
                break
        _apply(state, b, opts)
        applied.append(b)
    return state, {"applied": applied, "from_mirror": from_mirror, "stopped": stopped}


def _view(state: dict, owners: bool, secrets: str, owner: str) -> dict:
    out = {}
    for p in sorted(state):
        e = state[p]
        if e["type"] == "l":
            out[p] = ["l", e["target"]]
        else:
            v = ["f", e["mode"], _sha(e["data"]), len(e["data"])] if e["type"] == "f" else ["d", e["mode"]]
            if owners:
                grp = owner.split(":")[1]
                v.append(f"root:{grp}" if p == secrets or p.startswith(secrets + "/") else owner)
            out[p] = v
    return out


# ---------------------------------------------------------------------------------------------------------------
# content


def _text(rng: random.Random, kind: str, app: str) -> bytes:
    n = rng.randint(3, 9)
    if kind == "conf":
        lines = [f"# {app} {rng.choice(WORDS)} settings"] + [f"{rng.choice(WORDS)}_{rng.choice(WORDS)} = {rng.randint(1, 9999)}" for _ in range(n)]
    elif kind == "json":
        lines = [json.dumps({"id": rng.randint(1, 99999), rng.choice(WORDS): rng.choice(WORDS), "n": rng.randint(0, 500)}) for _ in range(n)]
    elif kind == "csv":
        lines = ["id,name,qty"] + [f"{rng.randint(1, 9999)},{rng.choice(WORDS)}-{rng.choice(WORDS)},{rng.randint(0, 80)}" for _ in range(n)]
    elif kind == "sh":
        lines = ["#!/bin/sh", "set -e"] + [f"echo '{rng.choice(WORDS)} {rng.choice(WORDS)}' >> /tmp/{app}.log" for _ in range(n)]
    elif kind == "html":
        lines = ["<html><body>"] + [f"<p class=\"{rng.choice(WORDS)}\">{{{{ {rng.choice(WORDS)} }}}}</p>" for _ in range(n)] + ["</body></html>"]
    elif kind == "key":
        lines = [f"{rng.choice(WORDS).upper()}_KEY={rng.getrandbits(128):032x}" for _ in range(2)]
    else:
        lines = [f"{rng.choice(WORDS)} {rng.choice(WORDS)} {rng.randint(0, 999)}" for _ in range(n)]
    return ("\n".join(lines) + "\n").encode()


EXT_KIND = {"conf": ".conf", "json": ".json", "csv": ".csv", "sh": ".sh", "html": ".html", "txt": ".txt", "key": ".key"}


@register
class BackupRestore(Family):
    name = "backup_restore"
    category = "sysadmin"
    description = ("Restore a service's tree to a point in time from a full backup and incrementals in mixed archive "
                   "formats, verified against SHA256SUMS, with change files, a mirror copy and ownership.")
    base_image = "termigen/ops:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        app = rng.choice(APPS)
        host = rng.choice(HOSTS)
        fmt_args = {"app": app, "host": host}
        d = {"conf": rng.choice(CONF), "data": rng.choice(DATA), "static": rng.choice(STATIC),
             "scripts": rng.choice(SCRIPTS), "uploads": rng.choice(UPLOADS), "secrets": rng.choice(SECRETS),
             "releases": rng.choice(RELEASES), "link": rng.choice(LINKS)}
        c = {"level": level,
             "bk": rng.choice(BACKUPS).format(**fmt_args),
             "mirror": rng.choice(MIRRORS).format(**fmt_args) if level == "hard" else "",
             "target": rng.choice(TARGETS).format(**fmt_args),
             "report": rng.choice(REPORTS).format(**fmt_args),
             "secrets": d["secrets"] if level == "hard" else "",
             "owner": "", "pit": ""}
        user = rng.choice(USERS).format(app=app)
        group = rng.choice(GROUPS).format(app=app)
        if group == user:
            group = app + "-grp"
        if level == "hard":
            c["owner"] = f"{user}:{group}"
        kind_full, kind_incr = rng.choice(KINDS)
        scheme = rng.choice(SCHEMES)
        n_incr = {"easy": 1, "medium": rng.randint(3, 4), "hard": rng.randint(4, 5)}[level]
        step_h = rng.choice([6, 12, 24])
        t0 = datetime(rng.randint(2023, 2025), rng.randint(1, 12), rng.randint(1, 26), rng.choice([1, 2, 3, 22, 23]),
                      rng.randrange(0, 60, 5), 0, tzinfo=timezone.utc)
        times = [t0]
        for _ in range(n_incr):
            times.append(times[-1] + timedelta(hours=step_h, minutes=rng.randint(-4, 9), seconds=rng.randint(0, 59)))

        # ---- the initial tree (what the full backup holds)
        state: dict = {}
        used: set[str] = set()

        def adddir(p, mode):
            state[p] = {"type": "d", "mode": mode}

        def newname(folder, kind, rng=rng):
            for _ in range(50):
                stem = rng.choice([f"{rng.choice(WORDS)}", f"{rng.choice(WORDS)}-{rng.choice(WORDS)}",
                                   f"{rng.choice(WORDS)}_{rng.randint(1, 99)}"])
                p = f"{folder}/{stem}{EXT_KIND[kind]}"
                if p not in used and p not in state:
                    used.add(p)
                    return p
            raise Resample("no free file name")

        dmodes = {"conf": 0o755, "data": 0o750, "static": 0o755, "scripts": 0o755, "uploads": 0o750,
                  "secrets": 0o750, "releases": 0o755}
        folders = ["conf", "data", "static", "scripts", "uploads"] + (["secrets", "releases"] if level == "hard" else [])
        for key in folders:
            adddir(d[key], dmodes[key])
        kinds_of = {"conf": ["conf", "conf", "txt"], "data": ["json", "csv", "txt"], "static": ["html", "txt"],
                    "scripts": ["sh"], "secrets": ["key"]}
        fmode = {"conf": 0o644, "json": 0o640, "csv": 0o640, "txt": 0o644, "html": 0o644, "sh": 0o755, "key": 0o640}
        for key in ["conf", "data", "static", "scripts"] + (["secrets"] if level == "hard" else []):
            for _ in range({"conf": 3, "data": 4, "static": 2, "scripts": 2, "secrets": 2}[key]):
                k = rng.choice(kinds_of[key])
                state[newname(d[key], k)] = {"type": "f", "mode": fmode[k], "data": _text(rng, k, app)}
        year_dir = f"{d['uploads']}/{t0.year}"
        adddir(year_dir, 0o750)
        state[f"{year_dir}/scan-{rng.randint(100, 999)}.bin"] = {"type": "f", "mode": 0o640, "data": rng.randbytes(rng.randint(300, 600))}
        rel_old = rel_new = None
        if level == "hard":
            rel_old = f"v{rng.randint(1, 4)}.{rng.randint(0, 9)}.{rng.randint(0, 9)}"
            rel_new = rel_old.rsplit(".", 1)[0] + f".{int(rel_old.rsplit('.', 1)[1]) + 1}"
            adddir(f"{d['releases']}/{rel_old}", 0o755)
            state[f"{d['releases']}/{rel_old}/app.ini"] = {"type": "f", "mode": 0o644, "data": _text(rng, "conf", app)}
            state[d["link"]] = {"type": "l", "target": f"{d['releases']}/{rel_old}"}
            prof = f"{d['conf']}/profiles"
            adddir(prof, 0o755)
            for pn in ("prod", "staging"):
                state[f"{prof}/{pn}.conf"] = {"type": "f", "mode": 0o644, "data": _text(rng, "conf", app)}
            state[f"{d['conf']}/active.conf"] = {"type": "l", "target": "profiles/staging.conf"}
            sp = f"{d['static']}/{rng.choice(['Q1 report', 'team photo', 'old logo', 'price list'])}.txt"
            state[sp] = {"type": "f", "mode": 0o644, "data": _text(rng, "txt", app)}

        full_members = [dict(path=p, **v) for p, v in sorted(state.items(), key=lambda kv: (kv[1]["type"] != "d", kv[0]))]

        # ---- incrementals
        if level == "easy":
            formats = [rng.choice(FORMATS)] * 2
        else:
            incr = rng.sample(FORMATS, 3) + [rng.choice(FORMATS) for _ in range(n_incr - 3)]
            rng.shuffle(incr)
            if level == "hard" and "zip" not in incr[:2]:  # a zip archive among the backups that are always applied
                incr[rng.randint(0, 1)] = "zip"
            formats = [rng.choice(TAR_FORMATS)] + incr
            if len(set(formats)) < 3:
                raise Resample("formats not mixed enough")
        live = {p: dict(v) for p, v in state.items()}
        backups = [{"kind": kind_full, "time": times[0], "fmt": formats[0], "members": full_members, "rows": []}]
        made_dirs: list[str] = []
        for i in range(1, n_incr + 1):
            members, rows, touched = [], [], set()
            pinned = (d["releases"] + "/", d["conf"] + "/profiles/")  # what the links point at stays put
            files = sorted(p for p, v in live.items() if v["type"] == "f" and not p.endswith(".bin")
                           and not (level == "hard" and p.startswith(pinned)))
            # modified files (content changes)
            for p in rng.sample(files, min(len(files), rng.randint(2, 3))):
                k = next((kk for kk, ext in EXT_KIND.items() if p.endswith(ext)), "txt")
                members.append({"path": p, "type": "f", "mode": live[p]["mode"], "data": _text(rng, k, app)})
                touched.add(p)
            # a new file, sometimes in a new folder
            key = rng.choice(["conf", "data", "static"])
            folder = d[key]
            if rng.random() < 0.4:
                folder = f"{d[key]}/{rng.choice(WORDS)}-{i}"
                if folder not in live:
                    members.insert(0, {"path": folder, "type": "d", "mode": dmodes[key]})
                    made_dirs.append(folder)
            k = rng.choice(kinds_of[key])
            p = newname(folder, k)
            members.append({"path": p, "type": "f", "mode": fmode[k], "data": _text(rng, k, app)})
            touched.add(p)
            if level == "hard" and i == 1:
                members.insert(0, {"path": f"{d['releases']}/{rel_new}", "type": "d", "mode": 0o755})
                members.append({"path": f"{d['releases']}/{rel_new}/app.ini", "type": "f", "mode": 0o644,
                                "data": _text(rng, "conf", app)})
                rows.append(("symlink", d["link"], f"{d['releases']}/{rel_new}"))
                touched |= {d["link"], f"{d['releases']}/{rel_new}/app.ini"}
            if level == "hard" and i == 2:
                rows.append(("symlink", f"{d['conf']}/active.conf", "profiles/prod.conf"))
                touched.add(f"{d['conf']}/active.conf")
            gone: list[str] = []

            def free(q):
                return q not in touched and not any(q.startswith(g + "/") for g in gone)

            if level != "easy":
                old_dirs = [x for x in made_dirs if x in live and free(x) and not any(t.startswith(x + "/") for t in touched)]
                if old_dirs and rng.random() < 0.6:
                    gone.append(rng.choice(old_dirs))
                    rows.append(("deleted", gone[-1]))
                    touched.add(gone[-1])
                cand = [f for f in files if free(f) and not f.startswith(d["secrets"] + "/")]
                for p in rng.sample(cand, min(len(cand), rng.randint(1, 2))):
                    rows.append(("deleted", p))
                    touched.add(p)
            if level == "hard":
                cand = [f for f in files if free(f) and not f.startswith(d["secrets"] + "/")]
                if cand:
                    old = rng.choice(cand)
                    folder, base = old.rsplit("/", 1)
                    stem, ext = base.rsplit(".", 1)
                    new = f"{folder}/{stem}-{rng.choice(['old', 'v2', 'archived', str(times[i].year)])}.{ext}"
                    if new not in live and new not in used:
                        used.add(new)
                        rows.append(("renamed", old, new))
                        touched |= {old, new}
                cand = [f for f in files if free(f)]
                if cand:
                    p = rng.choice(cand)
                    newmode = rng.choice([m for m in (0o600, 0o640, 0o644, 0o755) if m != live[p]["mode"]])
                    rows.append(("mode", p, f"{newmode:04o}"))
                    touched.add(p)
            # the day's upload: the largest member, written last
            blob = f"{year_dir}/scan-{times[i]:%m%d}-{rng.randint(100, 999)}.bin"
            members.append({"path": blob, "type": "f", "mode": 0o640, "data": rng.randbytes(rng.randint(1400, 2200))})
            b = {"kind": kind_incr, "time": times[i], "fmt": formats[i], "members": members, "rows": rows}
            backups.append(b)
            _apply(live, b, {})

        # ---- names, checksums, corruption, mirror
        for b in backups:
            b["stamp"] = _stamp(b["time"])
            b["name"] = scheme.format(app=app, host=host, kind=b["kind"], stamp=b["stamp"], ext=b["fmt"])
            b["primary_ok"] = b["mirror_ok"] = True
        cutoff = None
        pit_text = ""
        if level != "easy":
            j = n_incr - 1 if level == "hard" or rng.random() < 0.6 else n_incr - 2  # the last applied backup
            lo, hi = times[j], times[j + 1]
            oh, om = rng.choice(OFFSETS)
            off = timedelta(hours=oh, minutes=om if oh >= 0 else -om)
            # the point lies where reading its wall clock as UTC would cross a backup (the tz_naive trap)
            shift = min(int(abs(off.total_seconds()) // 60), int((hi - lo).total_seconds() // 60) - 5)
            if off > timedelta(0):
                t_pit = hi - timedelta(minutes=rng.randint(10, shift - 10))
            else:
                t_pit = lo + timedelta(minutes=rng.randint(10, shift - 10))
            t_pit = t_pit.replace(second=0)
            local = t_pit + off
            sign = "+" if off >= timedelta(0) else "-"
            pit_text = f"{local:%Y-%m-%dT%H:%M:%S}{sign}{abs(oh):02d}:{om:02d}"
            c["pit"] = pit_text
            cutoff = _stamp(t_pit)
            naive_cutoff = _stamp(local.replace(tzinfo=timezone.utc))
        corrupt = stop = None
        mirror_names = []
        if level == "hard":
            corrupt = rng.randint(1, n_incr - 1)
            if rng.random() < 0.5 and corrupt + 1 <= n_incr - 1:
                stop = rng.randint(corrupt + 1, n_incr - 1)
            last_mirror = rng.randint(corrupt, stop - 1 if stop else n_incr)
            backups[corrupt]["primary_ok"] = False
            mirror_names = [b["name"] for b in backups[: last_mirror + 1]]
            if stop:
                backups[stop]["primary_ok"] = False
                backups[stop]["mirror_ok"] = False

        owners_tar = {}
        uid, gid = rng.randint(1001, 1010), rng.randint(1001, 1010)
        for b in backups:
            if b["fmt"] == "zip":
                b["blob"] = _zip(b["members"], b["time"])
            else:
                if level == "hard":
                    for m in b["members"]:
                        sec = m["path"] == d["secrets"] or m["path"].startswith(d["secrets"] + "/")
                        owners_tar[m["path"]] = ("root", group, 0, gid) if sec else (user, group, uid, gid)
                b["blob"] = _tar(b["members"], b["fmt"], owners_tar, int(b["time"].timestamp()), root_entry=b is backups[0])

        # ---- ground truth and the decoys' outcomes on the model
        state_t, info = _replay(backups, cutoff, {})
        truth_view = _view(state_t, level == "hard", d["secrets"], c["owner"])

        def differs(opts, cut=cutoff):
            s, _ = _replay(backups, cut, opts)
            return _view(s, False, "", "") != _view(state_t, False, "", "")

        checks = {"full_only": lambda: differs({}, cut=backups[0]["stamp"]),
                  "reverse_order": lambda: differs({"reverse": True})}
        if level != "easy":
            checks |= {"ignore_pit": lambda: differs({}, cut=None), "no_deletions": lambda: differs({"no_deletions": True}),
                       "tz_naive": lambda: differs({}, cut=naive_cutoff)}
        optional = set()
        if level == "hard" and stop:  # the restore stops before the point in time: these mistakes cannot show
            optional = {nm for nm in ("ignore_pit", "tz_naive") if not checks.pop(nm)()}
        if level == "hard":
            checks |= {"skip_bad_continue": lambda: differs({"skip_bad": True}),
                       "no_renames": lambda: differs({"no_renames": True}),
                       "no_mode_rows": lambda: differs({"no_mode_rows": True})}
        for nm, ok in checks.items():
            if not ok():
                raise Resample(f"decoy {nm} would pass")
        if level == "hard":
            applied_idx = [backups.index(b) for b in info["applied"]]
            if 1 not in applied_idx or 2 not in applied_idx:
                raise Resample("the symlink changes are not applied")
            if not any(v["type"] in "fd" and v.get("src") == "zip" and not (p == d["secrets"] or p.startswith(d["secrets"] + "/"))
                       for p, v in state_t.items()):
                raise Resample("no zip-restored file to chown")
            if not any(p.startswith(d["secrets"] + "/") for p in state_t):
                raise Resample("no secret file")
        if level != "easy" and not any(backups[i]["stamp"] > cutoff for i in range(len(backups))):
            raise Resample("the point in time excludes nothing")

        applied = info["applied"]
        files_in = {p: v for p, v in state_t.items() if v["type"] == "f"}
        report = {"applied": [b["name"] for b in applied],
                  "restored_as_of": applied[-1]["time"].strftime("%Y-%m-%dT%H:%M:%SZ"),
                  "files": len(files_in), "bytes": sum(len(v["data"]) for v in files_in.values())}
        if level == "hard":
            report["from_mirror"] = info["from_mirror"]
            report["stopped_before"] = info["stopped"]

        # ---- environment files
        env_files: dict[str, File] = {}
        sums = []
        for b in backups:
            sums.append(f"{_sha(b['blob'])}  {b['name']}")
            data = b["blob"]
            if not b["primary_ok"]:
                data = data[: max(64, int(len(data) * rng.uniform(0.3, 0.45)))]
            env_files[f"{c['bk']}/{b['name']}"] = File.of(data)
            if b["name"] in mirror_names:
                env_files[f"{c['mirror']}/{b['name']}"] = File.of(b["blob"])
            if b["rows"]:
                stem = b["name"].rsplit(".tar.", 1)[0] if ".tar." in b["name"] else b["name"][: -len(".zip")]
                prev = backups[backups.index(b) - 1]["name"]
                lines = [f"# changes since {prev}"] + ["\t".join(r) for r in b["rows"]]
                env_files[f"{c['bk']}/{stem}.changes"] = File.of("\n".join(lines) + "\n")
        env_files[f"{c['bk']}/SHA256SUMS"] = File.of("\n".join(sums) + "\n")
        if level == "hard":
            msums = [s for s in sums if s.split("  ", 1)[1] in mirror_names]
            env_files[f"{c['mirror']}/README.txt"] = File.of(
                f"Offsite replica of {c['bk']} (rsync, weekly). Checksums: see SHA256SUMS on the primary.\n"
                f"Last sync copied {len(msums)} archive(s).\n")

        setup = ["set -e"]
        if level == "hard":
            host_uid = rng.randint(2001, 2900)
            host_gid = rng.randint(2901, 2990)
            setup += [f"getent group {group} >/dev/null || groupadd -g {host_gid} {group}",
                      f"id -u {user} >/dev/null 2>&1 || useradd -r -M -u {host_uid} -g {group} -d {c['target']} -s /usr/sbin/nologin {user}"]
        leftover = None
        if level != "easy":
            some = [p for p, v in sorted(state.items()) if v["type"] == "f" and not p.endswith(".bin")][:4]
            leftover = f"{d['data']}/.restore-{rng.getrandbits(24):06x}.partial"
            setup.append(f"mkdir -p {_q(c['target'] + '/' + d['data'])}")
            for p in some:
                setup.append(f"mkdir -p {_q(c['target'] + '/' + p.rsplit('/', 1)[0])} && "
                             f"printf 'truncated %s\\n' {_q(p)} > {_q(c['target'] + '/' + p)}")
            setup.append(f"head -c 777 /dev/zero > {_q(c['target'] + '/' + leftover)}")
        for b in backups:  # the archives' mtimes are their backup times (ls -lt tells the same story as the names)
            setup.append(f"touch -d '{b['time']:%Y-%m-%d %H:%M:%S} UTC' {_q(c['bk'] + '/' + b['name'])}")
            if b["name"] in mirror_names:
                setup.append(f"touch -d '{b['time']:%Y-%m-%d %H:%M:%S} UTC' {_q(c['mirror'] + '/' + b['name'])}")

        E = {"target": c["target"], "report": f"{c['report']}/report.json",
             "inventory": f"{c['report']}/inventory.tsv" if level == "hard" else None,
             "tree": truth_view, "summary": report}

        names = [("full_only", "half the job: restores the full backup and stops"),
                 ("reverse_order", "applies the backups newest first, so older copies win"),
                 ("bytes_with_dirs", "right tree, but the report's byte count comes from du -sb on the folder (counts directories)")]
        if level != "easy":
            names = [n for n in names if n[0] != "bytes_with_dirs"] + [
                ("ignore_pit", "applies every incremental, also those after the point in time"),
                ("tz_naive", "reads the point in time's wall clock as UTC, ignoring its offset"),
                ("no_deletions", "never applies the change files (so deleted paths stay)"),
                ("keeps_leftovers", "extracts over the failed attempt's leftovers instead of an empty target")]
        if level == "hard":
            names = [n for n in names if n[0] not in ("reverse_order",)] + [
                ("ignore_checksums", "extracts the primary copies without checking SHA256SUMS"),
                ("skip_bad_continue", "skips a bad archive and carries on, never looking at the mirror"),
                ("no_renames", "ignores the renamed rows"),
                ("no_mode_rows", "ignores the mode rows"),
                ("ln_no_n", "ln -sf without -n: a link to a folder gets the new link created inside it"),
                ("no_chown", "trusts tar's owners: files from zip archives stay root's"),
                ("chown_all", "chowns the whole tree to the service user, secrets included")]
        decoys = [Decoy(name=nm, description=desc, script=_solver(c, nm)) for nm, desc in names if nm not in optional]

        tools = ["bash", "cat", "date", "sed", "mkdir", "find", "sha256sum", "awk", "grep", "sort", "gunzip", "xz",
                 "bunzip2", "tar", "unzip", "wc", "du", "tail", "cut", "jq"]
        if level != "easy":
            tools += ["rm"]
        if level == "hard":
            tools += ["mv", "ln", "chmod", "chown"]
        return Draft(
            instruction=self._instruction(rng, level, c, d, app, host, user, group, kind_full, kind_incr, scheme,
                                          pit_text, backups, leftover),
            environment=Environment(base_image=self.base_image, files=env_files, setup="\n".join(setup) + "\n",
                                    workdir="/root"),
            solution=_solver(c),
            tests={"test_outputs.py": self._tests(E)},
            decoys=decoys,
            outputs=[c["target"], c["report"]],
            tools=tools,
            tags=["backup", "restore", "archives", "checksums", "filesystem"]
                 + (["point-in-time"] if level != "easy" else [])
                 + (["ownership", "symlinks", "permissions"] if level == "hard" else []),
            expert_time_min={"easy": 10, "medium": 25, "hard": 45}[level],
            junior_time_min={"easy": 25, "medium": 60, "hard": 120}[level],
        )

    # -----------------------------------------------------------------------------------------------------------

    @staticmethod
    def _instruction(rng, level, c, d, app, host, user, group, kind_full, kind_incr, scheme, pit, backups, leftover):
        incident = rng.choice(INCIDENTS).format(data=f"`{d['data']}`")
        fmts = sorted({b["fmt"] for b in backups})
        example = scheme.format(app=app, host=host, kind=kind_incr, stamp="YYYYMMDDTHHMMSSZ", ext="<format>")
        who = rng.choice(["The on-call engineer", "The service owner", "Our incident commander", "The platform lead"])
        opener = rng.choice([
            f"On `{host}`, {incident}. {who} wants the `{app}` tree back from the nightly backups.",
            f"Incident on `{host}`: {incident}. The `{app}` service stays down until its tree is restored from backup.",
            f"We lost the `{app}` tree on `{host}` ({incident}). {who} has asked for a restore from the backup set.",
        ])
        where = (f"The backup set is in `{c['bk']}`: one full backup (`{kind_full}` in the name) and "
                 f"{'one incremental' if level == 'easy' else 'several incrementals'} (`{kind_incr}`), named like "
                 f"`{example}` where the stamp is the UTC time the backup was taken. "
                 f"Each incremental holds only what changed since the previous backup. "
                 + (f"The archive formats in this set are {', '.join(f'`{f}`' for f in fmts)}" if len(fmts) > 1 else
                    f"Both archives are `{fmts[0]}` files")
                 + "; paths inside the archives are relative to the tree's top "
                   "folder. `SHA256SUMS` there lists the checksum of every archive.")
        rules = []
        if level == "easy":
            rules.append(f"Restore the latest state: the full backup, then the incremental on top of it, into "
                         f"`{c['target']}` (create it; it does not exist yet). Keep the file modes stored in the archives.")
        else:
            rules.append(f"Restore the tree **as it was at {pit}** (note the UTC offset): apply the full backup and then, "
                         f"oldest first, every incremental taken at or before that moment; later backups must not be "
                         f"applied. Keep the file modes stored in the archives.")
            rules.append(f"The target is `{c['target']}`. A failed restore attempt last night left partial files "
                         f"there; the result must contain exactly the restored tree and nothing else.")
            rows = "`deleted<TAB>path`"
            if level == "hard":
                rows = ("`deleted<TAB>path`, `renamed<TAB>old<TAB>new` (the file is not in the archive again), "
                        "`symlink<TAB>path<TAB>target` (create or re-point a symbolic link; the target is written "
                        "exactly as it must appear in the link) and `mode<TAB>path<TAB>octal` (a permission change "
                        "without a content change)")
            rules.append(f"Next to an incremental archive there may be a change file with the same name stem and the "
                         f"extension `.changes` (for `a.tar.xz` or `a.zip` it is `a.changes`). Lines starting with `#` "
                         f"are comments; every other line is a tab-separated row: {rows}; a deleted path may be a "
                         f"folder (remove all of it). Paths are relative to the tree's top folder. Apply a backup by "
                         f"extracting its archive and then applying its change file's rows in order.")
        if level == "hard":
            rules.append(f"Check every archive against `SHA256SUMS` before you use it. Some copies in `{c['bk']}` "
                         f"may be damaged. The offsite mirror `{c['mirror']}` holds copies of some of the archives "
                         f"(same names; it has no manifest of its own, so check its copies against the primary "
                         f"`SHA256SUMS`). Use a mirror copy when the primary copy is bad and the mirror's is good. If "
                         f"no good copy of a needed archive exists, stop there: the result is the state after the last "
                         f"backup you could apply (never apply a later backup on top of a gap).")
            rules.append(f"Symbolic links in the tree are relative and must stay exactly as recorded (for example "
                         f"`{d['link']}` points to a release folder under `{d['releases']}/`; re-pointing it must "
                         f"replace the link itself, not create anything inside the folder it points to).")
            rules.append(f"Ownership: the service runs as `{user}` (group `{group}`), which exists on this host. Every "
                         f"file and folder of the restored tree belongs to `{user}:{group}`, except the folder "
                         f"`{d['secrets']}/` and everything in it, which belong to `root:{group}`. The tar archives come "
                         f"from the old host and the zip archives carry no owners at all, so do not rely on them. The "
                         f"top folder `{c['target']}` itself is not checked.")
        rules.append(f"Write a report to `{c['report']}/report.json`: an object with `applied` (the archive file "
                     f"names you applied, in the order applied), `restored_as_of` (the UTC time of the last applied "
                     f"backup, `YYYY-MM-DDTHH:MM:SSZ`), `files` (the number of regular files in the restored tree) and "
                     f"`bytes` (the total size in bytes of those regular files, their apparent sizes, not disk blocks)"
                     + ("; also `from_mirror` (the names of the archives you took from the mirror, in order applied, "
                        "`[]` if none) and `stopped_before` (the name of the archive where the restore had to stop, or "
                        "`null`)." if level == "hard" else "."))
        if level == "hard":
            rules.append(f"Also write `{c['report']}/inventory.tsv`: one line per entry of the restored tree (files, "
                         f"folders and symbolic links, not the top folder itself), sorted by path in byte order, with "
                         f"the tab-separated fields `path` (relative, no `./`), `type` (`f`, `d` or `l`), `mode` "
                         f"(octal permission bits without leading zeros, as `find -printf %m` prints them), `owner` "
                         f"and `group` (names).")
        body = "\n".join(f"{i}. {r}" for i, r in enumerate(rules, 1))
        closer = rng.choice([
            "Only the tools already on the host are available (no network).",
            "The host is offline; use what is installed.",
            "There is no network on this host, so work with what is on it.",
        ])
        title = rng.choice([f"Restore `{app}` on {host} from backup", f"Point-in-time restore of `{app}` ({host})",
                            f"Bring back the `{app}` tree on {host}"]) if level != "easy" else \
            rng.choice([f"Restore `{app}` on {host} from its nightly backups", f"Recover the `{app}` tree on {host}"])
        out = dedent("""
            # {title}

            {opener}

            {where}

            {body}

            {closer}
        """)
        for k, v in (("{title}", title), ("{opener}", opener), ("{where}", where), ("{closer}", closer), ("{body}", body)):
            out = out.replace(k, v)
        return out

    @staticmethod
    def _tests(E: dict) -> File:
        header = "import hashlib, json, os, stat"
        body = '''
            ROOT = EXPECTED["target"]

            def _walk():
                out = {}
                def rec(rel):
                    base = os.path.join(ROOT, rel) if rel else ROOT
                    for name in sorted(os.listdir(base)):
                        r = f"{rel}/{name}" if rel else name
                        st = os.lstat(os.path.join(ROOT, r))
                        if stat.S_ISLNK(st.st_mode):
                            out[r] = ("l", st)
                        elif stat.S_ISDIR(st.st_mode):
                            out[r] = ("d", st)
                            rec(r)
                        elif stat.S_ISREG(st.st_mode):
                            out[r] = ("f", st)
                        else:
                            out[r] = ("?", st)
                rec("")
                return out

            def test_tree_has_exactly_the_restored_entries():
                assert os.path.isdir(ROOT), f"{ROOT} is missing"
                got = {p: t for p, (t, _) in _walk().items()}
                want = {p: v[0] for p, v in EXPECTED["tree"].items()}
                missing = sorted(set(want) - set(got))
                extra = sorted(set(got) - set(want))
                assert not missing and not extra, f"missing: {missing[:8]}; unexpected: {extra[:8]}"
                wrong = sorted(p for p in want if got[p] != want[p])
                assert not wrong, "wrong type: " + ", ".join(f"{p} is {got[p]}, want {want[p]}" for p in wrong[:8])

            def test_file_contents():
                bad = []
                for p, v in EXPECTED["tree"].items():
                    full = os.path.join(ROOT, p)
                    if v[0] == "f" and os.path.isfile(full) and not os.path.islink(full):
                        with open(full, "rb") as f:
                            if hashlib.sha256(f.read()).hexdigest() != v[2]:
                                bad.append(p)
                    elif v[0] == "f":
                        bad.append(p + " (absent)")
                assert not bad, f"content differs from the backup state: {bad[:8]}"

            def test_modes():
                bad = []
                for p, v in EXPECTED["tree"].items():
                    full = os.path.join(ROOT, p)
                    if v[0] in "fd" and os.path.lexists(full):
                        m = stat.S_IMODE(os.lstat(full).st_mode)
                        if m != v[1]:
                            bad.append(f"{p}: {m:04o}, want {v[1]:04o}")
                assert not bad, "wrong modes: " + "; ".join(bad[:8])

            def test_symlinks():
                bad = []
                for p, v in EXPECTED["tree"].items():
                    if v[0] == "l":
                        full = os.path.join(ROOT, p)
                        got = os.readlink(full) if os.path.islink(full) else None
                        if got != v[1]:
                            bad.append(f"{p} -> {got}, want -> {v[1]}")
                assert not bad, "symbolic links: " + "; ".join(bad)

            def test_report():
                with open(EXPECTED["report"]) as f:
                    r = json.load(f)
                for key, want in EXPECTED["summary"].items():
                    assert key in r, f"report.json lacks {key!r}"
                    assert r[key] == want, f"report.json {key}: {r[key]!r}, want {want!r}"

            def test_inventory_and_owners():
                if not EXPECTED["inventory"]:
                    return
                with open(EXPECTED["inventory"]) as f:
                    lines = [l.rstrip("\\n") for l in f if l.strip()]
                rows = [l.split("\\t") for l in lines]
                assert all(len(r) == 5 for r in rows), "every inventory line has 5 tab-separated fields"
                paths = [r[0] for r in rows]
                assert paths == sorted(paths, key=lambda s: s.encode()), "inventory is not sorted by path"
                actual = _walk()
                inv = {r[0]: r for r in rows}
                assert set(inv) == set(actual), (f"inventory and tree disagree: only listed {sorted(set(inv) - set(actual))[:5]}, "
                                                 f"not listed {sorted(set(actual) - set(inv))[:5]}")
                bad = []
                for p, r in inv.items():
                    t, st = actual[p]
                    if r[1] != t:
                        bad.append(f"{p}: type {r[1]} but the tree has {t}")
                    elif t in "fd" and int(r[2], 8) != stat.S_IMODE(st.st_mode):
                        bad.append(f"{p}: mode {r[2]} but the tree has {stat.S_IMODE(st.st_mode):o}")
                assert not bad, "inventory does not describe the tree: " + "; ".join(bad[:8])
                wrong = []
                for p, v in EXPECTED["tree"].items():
                    if v[0] in "fd":
                        if p not in inv:
                            wrong.append(f"{p} is not in the inventory")
                            continue
                        got = f"{inv[p][3]}:{inv[p][4]}"
                        if got != v[-1]:
                            wrong.append(f"{p} is {got}, want {v[-1]}")
                assert not wrong, "owners: " + "; ".join(wrong[:8])
        '''
        return pytest_file(header, {"EXPECTED": E}, body)
