"""Security: password audit of a leaked credential dump against the company wordlist and the audit policy's
mangling rules; report per account (cracked or not, the password, the rule) and, at hard, a lock list.

Levels change the work:
- easy: a web app's user export with unsalted hex digests of three kinds (MD5 / SHA-1 / SHA-256, told apart by
  length); the Debian john on the box (core 1.9.0) has no raw-digest formats, so the wordlist is hashed with
  md5sum/sha1sum/sha256sum and joined against the dump. The wordlist has duplicates and mixed line endings.
- medium: a host's passwd + shadow (sha512crypt, rounds=1000): unshadow, expand the wordlist with the policy's
  case rules, crack with john, report the rule; locked (`!`) hashes are reported as locked, never cracked.
- hard: mixed formats (md5crypt and sha512crypt in shadow: core john loads one format per run) plus an htpasswd
  file of Apache `$apr1$` hashes; rules add appended digits, years and leetspeak; service accounts (UID < 1000)
  with weak passwords are reported but kept off the lock list of human logins.

Ground truth is known because the generator chose every password; hashes are computed in pure Python
(md5crypt / apr1 / sha512crypt per their published algorithms, checked against `openssl passwd`).
"""

from __future__ import annotations

import hashlib
import random

from termigen.families import register
from termigen.families.base import Draft, Family, Resample, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File

# -- hash formats ------------------------------------------------------------------------------------------
_ITOA = "./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def _b64(v: int, n: int) -> str:
    out = []
    for _ in range(n):
        out.append(_ITOA[v & 0x3F])
        v >>= 6
    return "".join(out)


def md5crypt(pw: str, salt: str, magic: str = "$1$") -> str:
    """FreeBSD MD5 crypt (`$1$`), and Apache's variant with magic `$apr1$`."""
    p, s, m = pw.encode(), salt.encode()[:8], magic.encode()
    alt = hashlib.md5(p + s + p).digest()
    ctx = p + m + s
    n = len(p)
    while n > 0:
        ctx += alt[: min(16, n)]
        n -= 16
    i = len(p)
    while i:
        ctx += b"\0" if i & 1 else p[:1]
        i >>= 1
    fin = hashlib.md5(ctx).digest()
    for i in range(1000):
        c = (p if i & 1 else fin) + (s if i % 3 else b"") + (p if i % 7 else b"") + (fin if i & 1 else p)
        fin = hashlib.md5(c).digest()
    out = "".join(_b64((fin[a] << 16) | (fin[b] << 8) | fin[c], 4)
                  for a, b, c in ((0, 6, 12), (1, 7, 13), (2, 8, 14), (3, 9, 15), (4, 10, 5)))
    return f"{magic}{salt[:8]}${out}{_b64(fin[11], 2)}"


_SHA512_ORDER = [(0, 21, 42), (22, 43, 1), (44, 2, 23), (3, 24, 45), (25, 46, 4), (47, 5, 26), (6, 27, 48),
                 (28, 49, 7), (50, 8, 29), (9, 30, 51), (31, 52, 10), (53, 11, 32), (12, 33, 54), (34, 55, 13),
                 (56, 14, 35), (15, 36, 57), (37, 58, 16), (59, 17, 38), (18, 39, 60), (40, 61, 19), (62, 20, 41)]


def sha512crypt(pw: str, salt: str, rounds: int = 5000) -> str:
    """Drepper's SHA-512 crypt (`$6$`), as glibc/libxcrypt and `openssl passwd -6` compute it."""
    p, s = pw.encode(), salt.encode()[:16]
    h = hashlib.sha512
    b = h(p + s + p).digest()
    a = p + s
    n = len(p)
    while n > 64:
        a += b
        n -= 64
    a += b[:n]
    i = len(p)
    while i:
        a += b if i & 1 else p
        i >>= 1
    a = h(a).digest()
    dp = h(p * len(p)).digest()
    P = (dp * (len(p) // 64 + 1))[: len(p)]
    ds = h(s * (16 + a[0])).digest()
    S = (ds * (len(s) // 64 + 1))[: len(s)]
    c = a
    for r in range(rounds):
        x = P if r & 1 else c
        if r % 3:
            x += S
        if r % 7:
            x += P
        x += c if r & 1 else P
        c = h(x).digest()
    out = "".join(_b64((c[x] << 16) | (c[y] << 8) | c[z], 4) for x, y, z in _SHA512_ORDER) + _b64(c[63], 2)
    rs = "" if rounds == 5000 else f"rounds={rounds}$"
    return f"$6${rs}{salt[:16]}${out}"


# -- pools ---------------------------------------------------------------------------------------------------
WORDS = sorted(set("""
    aurora harbor granite willow falcon summit meadow orchid cobalt saffron lantern compass voyager nebula
    pioneer horizon cascade ember glacier maple cedar spruce juniper thistle bramble heather lavender marigold
    poppy tulip daisy violet jasmine magnolia camellia peony primrose acorn badger beaver otter ferret weasel
    heron osprey condor kestrel pelican puffin raven sparrow swallow starling tiger leopard panther jaguar
    cheetah bison moose reindeer walrus dolphin orca salmon trout marlin tuna barracuda octopus lobster oyster
    anchor beacon bridge castle citadel fortress tower harbour island lagoon canyon mesa prairie savanna tundra
    volcano desert oasis river delta estuary rapids geyser quartz garnet opal topaz sapphire emerald ruby onyx
    obsidian silver copper bronze nickel titanium cobra viper python mamba dragon phoenix griffin unicorn
    pegasus kraken hydra sphinx goblin wizard knight bishop castle rook sultan pirate ranger hunter archer
    soldier captain admiral general major sergeant corporal monday tuesday wednesday thursday friday saturday
    sunday january february march april august september october november december spring summer autumn
    winter solstice equinox midnight sunrise sunset twilight morning evening rainbow thunder lightning storm
    tornado hurricane blizzard monsoon breeze zephyr mistral sirocco football baseball hockey soccer tennis
    cricket rugby golf cycling marathon triathlon chess poker domino puzzle riddle galaxy comet meteor planet
    saturn jupiter neptune mercury venus pluto orion cassiopeia andromeda sirius vega rigel polaris antares
    coffee espresso latte mocha cappuccino biscuit pancake waffle muffin cookie brownie cupcake pretzel bagel
    noodle ramen sushi tacos burrito nachos salsa pepper ginger garlic onion potato tomato carrot celery
    lemon orange banana mango papaya kiwi cherry peach apricot plum grape melon coconut pineapple almond
    cashew hazelnut walnut pistachio chestnut welcome password letmein dolphins monkey shadow master freedom
    whatever trustno secret access hello charlie yankees rangers sparkle sunshine princess diamond crystal
    silence mystery journey harmony melody rhythm symphony sonata ballad opera guitar violin piano cello
    trumpet saxophone clarinet banjo ukulele drummer singer dancer painter sculptor poet author editor
    printer scanner router server cluster kernel module compiler debugger console terminal network firewall
    gateway backup archive storage database payroll invoice ledger budget finance revenue profit quarter
    office meeting project roadmap sprint release deploy launch rocket shuttle satellite orbit station
    """.split()))
WORDS = [w for w in WORDS if 4 <= len(w) <= 10 and any(ch in w for ch in "aeios")]
LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})

COMPANIES = ["Larkspur Logistics", "Quillon Health", "Brightwater Energy", "Okapi Insurance", "Fennel Foods",
             "Harborline Shipping", "Cobalt Analytics", "Tamarind Hotels", "Northgate Pharma", "Saltmarsh Media",
             "Juniper Freight", "Ironbark Mining", "Bluefin Payments", "Copperleaf Retail", "Wrenfield Legal",
             "Ashgrove Telecom", "Pinecrest Bank", "Redkite Aviation", "Stonebridge Labs", "Meridian Utilities"]
HOSTS = ["bastion-2", "web-edge-01", "git-internal", "vpn-gw-3", "build-07", "db-proxy", "jump-eu-1", "mail-relay",
         "sftp-partners", "ci-master", "monitor-02", "backup-nas", "hr-portal", "crm-app-1", "erp-db-2", "kiosk-11"]
APPS = ["intranet wiki", "helpdesk portal", "CRM", "expense tool", "timesheet app", "customer portal",
        "partner extranet", "training LMS", "booking system", "knowledge base"]
FIRST = ["alice", "bjorn", "chidi", "dana", "emil", "fatima", "gwen", "hugo", "ingrid", "jamal", "kira", "lars",
         "mina", "nikos", "olga", "pavel", "rhea", "sami", "tova", "umar", "vera", "wen", "ximena", "yusuf", "zoe",
         "anders", "beatriz", "cyrus", "delia", "ewan", "freya", "goran", "hana", "ivo", "jun", "kemal", "lena"]
LAST = ["novak", "okafor", "lindqvist", "moreau", "tanaka", "garcia", "kowalski", "haddad", "petrov", "olsen",
        "rossi", "nguyen", "fischer", "dubois", "silva", "karlsson", "mehta", "brennan", "costa", "weber"]
# (name, uid, home, shell) of the accounts every Debian host has; none of them has a password hash.
BASE_SYSTEM = [("root", 0, "/root", "/bin/bash"), ("daemon", 1, "/usr/sbin", "/usr/sbin/nologin"),
               ("bin", 2, "/bin", "/usr/sbin/nologin"), ("sys", 3, "/dev", "/usr/sbin/nologin"),
               ("sync", 4, "/bin", "/bin/sync"), ("man", 6, "/var/cache/man", "/usr/sbin/nologin"),
               ("mail", 8, "/var/mail", "/usr/sbin/nologin"), ("www-data", 33, "/var/www", "/usr/sbin/nologin"),
               ("nobody", 65534, "/nonexistent", "/usr/sbin/nologin")]
# Service accounts that someone gave a password (hard: they have hashes and can be cracked).
SERVICES = [("backup", 34, "/var/backups", "/bin/sh"), ("git", 998, "/srv/git", "/usr/bin/git-shell"),
            ("jenkins", 997, "/var/lib/jenkins", "/bin/bash"), ("nagios", 996, "/var/lib/nagios", "/bin/sh"),
            ("postgres", 995, "/var/lib/postgresql", "/bin/bash"), ("ftpsync", 994, "/srv/ftp", "/bin/sh"),
            ("deploy", 993, "/srv/deploy", "/bin/bash"), ("ansible", 992, "/home/ansible", "/bin/bash")]
STRONG_CHARS = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789!#%+=?@"

LEAK_DIRS = ["/srv/audit/leak", "/home/auditor/incident/dump", "/var/tmp/ir/{ticket}", "/opt/pwaudit/input",
             "/srv/forensics/{ticket}/evidence"]
OUT_DIRS = ["/srv/audit/out", "/home/auditor/incident/report", "/opt/pwaudit/results", "/srv/forensics/{ticket}/findings",
            "/root/audit-{ticket}"]
WORDLISTS = ["company_words.txt", "wordlist.txt", "{slug}-terms.txt", "corp_dictionary.lst", "internal_words.lst"]
REPORTS = ["audit.csv", "crack_report.csv", "password_audit.csv", "findings.csv", "weak_passwords.csv"]
LOCKS = ["lock_list.txt", "accounts_to_lock.txt", "lock_now.txt", "disable_logins.txt"]
DUMPS = ["users_export.csv", "accounts.csv", "{app}_users.csv", "db_dump_users.csv"]
USER_COLS = ["username", "login", "user_name"]
HASH_COLS = ["password_hash", "pw_digest", "passhash"]
HTPASSWDS = ["htpasswd", "web/.htpasswd", "apache/htpasswd.users"]

RULE_TEXT = {
    "none": "`none`: the wordlist word exactly as listed",
    "capitalize": "`capitalize`: the word with its first letter upper-cased (`harbor` -> `Harbor`)",
    "uppercase": "`uppercase`: the whole word upper-cased (`harbor` -> `HARBOR`)",
    "digit": "`digit`: the word followed by one digit 0-9 (`harbor7`)",
    "year": "`year`: the word followed by a four-digit year from {y0} to {y1} inclusive (`harbor{y0}`)",
    "leet": "`leet`: the word with every `a`, `e`, `i`, `o`, `s` replaced by `4`, `3`, `1`, `0`, `5` "
            "(`harbor` -> `h4rb0r`)",
}

# -- the oracle; each decoy is the same script with one mistake ---------------------------------------------------
HEAD = r'''
BUG="@BUG@"
LEAK="@LEAK@"
WL="@WL@"
OUT="@OUT@"
REPORT="$OUT/@REPORT@"
export LC_ALL=C
T=$(mktemp -d)
mkdir -p "$OUT"

# The candidate words: one per line without its line terminator (the list mixes LF and CRLF), deduplicated.
if [ "$BUG" = keeps_cr ]; then cat "$WL"; else tr -d '\r' < "$WL"; fi | grep -v '^$' | sort | uniq > "$T/words"

'''

EASY = r'''
DUMP="$LEAK/@DUMP@"
# hash:user, sorted on the hash for join
tail -n +2 "$DUMP" | cut -d, -f2,4 | awk -F, '{print $2 ":" $1}' | sort -t: -k1,1 > "$T/by_hash"
# The digest length says which algorithm: 32 MD5, 40 SHA-1, 64 SHA-256.
cut -d: -f1 "$T/by_hash" | awk '{print length($0)}' | sort -u > "$T/lengths"
digest() {
    case "$1" in
        32) md5sum ;;
        40) sha1sum ;;
        64) sha256sum ;;
    esac
}
while read -r len; do
    [ "$BUG" = md5_only ] && len=32
    while IFS= read -r w; do
        h=$(printf '%s' "$w" | digest "$len")
        printf '%s:%s\n' "${h%% *}" "$w"
    done < "$T/words"
done < "$T/lengths" | sort -t: -k1,1 -u > "$T/table"
join -t: -o 1.2,2.2 "$T/by_hash" "$T/table" | sort -t: -k1,1 > "$T/found"
cut -d: -f2 "$T/by_hash" | sort > "$T/all"
cut -d: -f1 "$T/found" | sort | comm -23 "$T/all" - > "$T/missed"
{
    echo "account,status,password"
    {
        awk -F: '{print $1 ",cracked," $2}' "$T/found"
        [ "$BUG" = cracked_only ] || awk '{print $0 ",not_cracked,"}' "$T/missed"
    } | sort
} > "$REPORT"
'''

SYSTEM = r'''
# Expand the wordlist with the policy's rules (candidate<TAB>rule; a candidate keeps its first rule).
RULES="@RULES@"
[ "$BUG" = no_rules ] && RULES="none"
[ "$BUG" = no_leet ] && RULES="${RULES/ leet/}"
awk -v rules="$RULES" -v y0=@Y0@ -v y1=@Y1@ '
    function emit(r, x,   d, y, c) {
        if (r == "none") print x "\t" r
        else if (r == "capitalize") print toupper(substr(x, 1, 1)) substr(x, 2) "\t" r
        else if (r == "uppercase") print toupper(x) "\t" r
        else if (r == "digit") { for (d = 0; d <= 9; d++) print x d "\t" r }
        else if (r == "year") { for (y = y0; y <= y1; y++) print x y "\t" r }
        else if (r == "leet") {
            c = x; gsub(/a/, "4", c); gsub(/e/, "3", c); gsub(/i/, "1", c); gsub(/o/, "0", c); gsub(/s/, "5", c)
            print c "\t" r
        }
    }
    { w[NR] = $0 }
    END { n = split(rules, R, " "); for (i = 1; i <= n; i++) for (j = 1; j <= NR; j++) emit(R[i], w[j]) }
' "$T/words" | awk -F'\t' '!seen[$1]++' > "$T/cand.tsv"
cut -f1 "$T/cand.tsv" > "$T/cand.txt"

SHADOW="$LEAK/shadow"
if [ "$BUG" = locked_cracked ]; then
    sed 's/^\([^:]*\):!\$/\1:$/' "$LEAK/shadow" > "$T/shadow"   # "unlocks" the hashes to attack them too
    SHADOW="$T/shadow"
fi
unshadow "$LEAK/passwd" "$SHADOW" > "$T/combined"

# Core john loads one format per run: md5crypt natively, sha512crypt through the generic crypt(3) format.
: > "$T/found"
if [ "$BUG" = single_format ]; then
    john --wordlist="$T/cand.txt" "$T/combined" > /dev/null 2>&1 || true
    john --show "$T/combined" | awk -F: 'NF >= 7 {print $1 ":" $2 ":" $3}' >> "$T/found"
else
    awk -F: '$2 ~ /^\$1\$/' "$T/combined" > "$T/md5.pw"
    awk -F: '$2 ~ /^\$6\$/' "$T/combined" > "$T/sha.pw"
    if [ -s "$T/md5.pw" ]; then
        john --wordlist="$T/cand.txt" --format=md5crypt "$T/md5.pw" > /dev/null 2>&1 || true
        john --show --format=md5crypt "$T/md5.pw" | awk -F: 'NF >= 7 {print $1 ":" $2 ":" $3}' >> "$T/found"
    fi
    if [ -s "$T/sha.pw" ]; then
        john --wordlist="$T/cand.txt" --format=crypt "$T/sha.pw" > /dev/null 2>&1 || true
        john --show --format=crypt "$T/sha.pw" | awk -F: 'NF >= 7 {print $1 ":" $2 ":" $3}' >> "$T/found"
    fi
fi
sort -t: -k1,1 -o "$T/found" "$T/found"
awk -F: '$2 ~ /^\$/ {print $1}' "$SHADOW" | sort > "$T/hashed"
awk -F: '$2 ~ /^!\$/ {print $1}' "$SHADOW" | sort > "$T/locked"
cut -d: -f1 "$T/found" | comm -23 "$T/hashed" - > "$T/missed"

rows() {  # rows for one source: found (user:pw:...), missed, locked
    awk -F: -v pre="$1" 'NR == FNR {split($0, a, "\t"); rule[a[1]] = a[2]; next}
                         {print pre $1 ",cracked," $2 "," rule[$2]}' "$T/cand.tsv" "$2"
    [ "$BUG" = cracked_only ] || awk -v pre="$1" '{print pre $0 ",not_cracked,,"}' "$3"
    [ -z "$4" ] || awk -v pre="$1" '{print pre $0 ",locked,,"}' "$4"
}

'''

MEDIUM = r'''
{ echo "account,status,password,rule"; rows "" "$T/found" "$T/missed" "$T/locked" | sort; } > "$REPORT"
'''

HARD = r'''
# hard: the web logins (Apache $apr1$ is md5crypt to john) and the lock list.
HTP="$LEAK/@HTP@"
: > "$T/web_found"
if [ "$BUG" != shadow_only ]; then
    john --wordlist="$T/cand.txt" --format=md5crypt "$HTP" > /dev/null 2>&1 || true
    john --show --format=md5crypt "$HTP" | awk -F: 'NF == 2' | sort -t: -k1,1 > "$T/web_found"
    cut -d: -f1 "$HTP" | sort > "$T/web_all"
    cut -d: -f1 "$T/web_found" | comm -23 "$T/web_all" - > "$T/web_missed"
else
    : > "$T/web_missed"
fi
{
    echo "source,account,status,password,rule"
    { rows "system," "$T/found" "$T/missed" "$T/locked"; rows "web," "$T/web_found" "$T/web_missed" ""; } | sort
} > "$REPORT"
if [ "$BUG" != no_lock_list ]; then
    if [ "$BUG" = locks_system ]; then
        cut -d: -f1 "$T/found" | sort > "$OUT/@LOCK@"
    else
        awk -F: '$3 >= 1000 {print $1}' "$T/found" | sort > "$OUT/@LOCK@"
    fi
fi
'''


def _solver(bug: str, v: dict) -> str:
    body = {"easy": [EASY], "medium": [SYSTEM, MEDIUM], "hard": [SYSTEM, HARD]}[v["LEVEL"]]
    prog = "".join([HEAD, *body]).strip("\n").replace("@BUG@", bug)
    for k, val in v.items():
        prog = prog.replace(f"@{k}@", str(val))
    return script("""
        cat > /tmp/audit.sh <<'SH'
        #!/bin/bash
        set -euo pipefail
        {program}
        SH
        bash /tmp/audit.sh
    """).replace("{program}", prog)


def _apply(rule: str, w: str, rng: random.Random | None, y0: int, y1: int) -> str:
    if rule == "none":
        return w
    if rule == "capitalize":
        return w[0].upper() + w[1:]
    if rule == "uppercase":
        return w.upper()
    if rule == "digit":
        return w + str(rng.randint(0, 9))
    if rule == "year":
        return w + str(rng.randint(y0, y1))
    return w.translate(LEET)


def _candidates(words: list[str], rules: list[str], y0: int, y1: int) -> dict[str, str]:
    out: dict[str, str] = {}
    for r in rules:
        for w in words:
            if r == "digit":
                cs = [w + str(d) for d in range(10)]
            elif r == "year":
                cs = [w + str(y) for y in range(y0, y1 + 1)]
            else:
                cs = [_apply(r, w, None, y0, y1)]
            for c in cs:
                if c in out:
                    raise Resample(f"candidate {c!r} comes from two rules")
                out[c] = r
    return out


def _salt(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(_ITOA) for _ in range(n))


def _strong(rng: random.Random, cands: dict) -> str:
    while True:
        pw = "".join(rng.choice(STRONG_CHARS) for _ in range(rng.randint(10, 14)))
        if pw not in cands:
            return pw


@register
class HashAudit(Family):
    name = "hash_audit"
    category = "security"
    description = "Audit a leaked credential dump with john and the company wordlist under the policy's rules."
    base_image = "termigen/ops:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        company = rng.choice(COMPANIES)
        slug = company.split()[0].lower()
        host = rng.choice(HOSTS)
        app = rng.choice(APPS)
        ticket = f"{rng.choice(['SEC', 'IR', 'INC', 'SECOPS'])}-{rng.randint(1000, 9999)}"
        leak = rng.choice(LEAK_DIRS).replace("{ticket}", ticket.lower())
        out = rng.choice(OUT_DIRS).replace("{ticket}", ticket.lower())
        wl_path = f"{leak}/{rng.choice(WORDLISTS).replace('{slug}', slug)}"
        report = rng.choice(REPORTS)
        y0 = rng.randint(2012, 2018)
        y1 = y0 + rng.randint(3, 6)
        if level == "easy":
            rules = ["none"]
        elif level == "medium":
            rules = ["none", "capitalize", "uppercase"]
        else:
            rules = ["none", "capitalize"] + (["uppercase"] if rng.random() < 0.5 else []) + ["digit", "year", "leet"]
        # sized so that john finishes in seconds: sha512crypt (rounds=1000) runs ~1,000 candidates/s per salt
        n_words = {"easy": rng.randint(150, 220), "medium": rng.randint(100, 150), "hard": rng.randint(90, 130)}[level]
        words = rng.sample(WORDS, n_words)
        cands = _candidates(words, rules, y0, y1)
        unused = list(words)
        rng.shuffle(unused)

        def pick_word(pool=None):
            src = unused if pool is None else pool
            w = src.pop()
            if pool is not None:
                unused.remove(w)
            return w

        logins = set()

        def new_login():
            while True:
                f, l = rng.choice(FIRST), rng.choice(LAST)
                name = rng.choice([f, f"{f[0]}{l}", f"{f}.{l}", f"{f}{l[0]}"])
                if name not in logins:
                    logins.add(name)
                    return name

        v = {"LEVEL": level, "LEAK": leak, "WL": wl_path, "OUT": out, "REPORT": report, "RULES": " ".join(rules),
             "Y0": y0, "Y1": y1, "DUMP": "", "HTP": "", "LOCK": ""}
        files: dict[str, File] = {}
        truth: dict = {}
        if level == "easy":
            split = int(n_words * rng.uniform(0.55, 0.7))
            lf_words, crlf_words = words[:split], words[split:]
            lf_pool, crlf_pool = [w for w in unused if w in set(lf_words)], [w for w in unused if w in set(crlf_words)]
            algos = ["md5", "sha1", "sha256"]
            n_users = rng.randint(9, 13)
            # forced: each algorithm cracks once, one crack from each wordlist part, two uncrackable accounts
            plan = [("md5", "lf"), ("sha1", "crlf"), ("sha256", rng.choice(["lf", "crlf"])), ("sha1", None), ("md5", None)]
            while len(plan) < n_users:
                plan.append((rng.choice(algos), rng.choice(["lf", "crlf", None])))
            rng.shuffle(plan)
            dump_name = rng.choice(DUMPS).replace("{app}", app.split()[0].lower())
            ucol, hcol = rng.choice(USER_COLS), rng.choice(HASH_COLS)
            domain = f"{slug}.example"
            lines = [f"id,{ucol},email,{hcol}"]
            uid0 = rng.randint(100, 4000)
            for k, (algo, part) in enumerate(plan):
                login = new_login()
                if part is None:
                    pw = _strong(rng, cands)
                    truth[login] = ["not_cracked", "", ""]
                else:
                    pw = pick_word(lf_pool if part == "lf" else crlf_pool)
                    truth[login] = ["cracked", pw, ""]
                dig = getattr(hashlib, algo)(pw.encode()).hexdigest()
                lines.append(f"{uid0 + k * rng.randint(1, 7)},{login},{login.replace('.', '_')}@{domain},{dig}")
            dups = rng.sample(lf_words, rng.randint(8, 20))
            body_lf = lf_words + dups
            rng.shuffle(body_lf)
            wl = "".join(w + "\n" for w in body_lf) + "\n" + "".join(w + "\r\n" for w in crlf_words)
            files[wl_path] = File.of(wl)
            files[f"{leak}/{dump_name}"] = File.of("\n".join(lines) + "\n")
            v["DUMP"] = dump_name
            extra = {"dump": dump_name, "ucol": ucol, "hcol": hcol}
        else:
            wl_lines = words + rng.sample(words, rng.randint(5, 15))
            rng.shuffle(wl_lines)
            files[wl_path] = File.of("".join(w + "\n" for w in wl_lines))
            passwd, shadow = [], []
            days = rng.randint(18500, 20000)

            def add(name, uid, gecos, home, shell, field):
                passwd.append(f"{name}:x:{uid}:{uid if uid < 65534 else 65534}:{gecos}:{home}:{shell}")
                shadow.append(f"{name}:{field}:{days - rng.randint(0, 900)}:0:99999:7:::")

            def hashed(pw, fmt):
                return sha512crypt(pw, _salt(rng, 16), 1000) if fmt == "sha" else md5crypt(pw, _salt(rng, 8))

            systems = [s for s in BASE_SYSTEM if rng.random() < 0.8 or s[0] in ("root", "nobody")]
            entries = []  # (name, uid, gecos, home, shell, field)
            for name, uid, home, shell in systems:
                entries.append((name, uid, name.capitalize(), home, shell, rng.choice(["*", "!*", "*"]) if name != "root" else rng.choice(["*", "!"])))
            # The human accounts: (rule or None for uncrackable, locked?)
            if level == "medium":
                plan = [("none", False), ("capitalize", False), ("uppercase", False), (None, False), (None, False),
                        ("none", True)]
                for _ in range(rng.randint(1, 3)):
                    plan.append((rng.choice(["none", "capitalize", "uppercase", None]), False))
                if rng.random() < 0.5:
                    plan.append(("capitalize", True))
                fmts = ["sha"] * len(plan)
            else:
                plan = [("none", False), ("capitalize", False), ("digit", False), ("year", False), ("leet", False),
                        (None, False), (None, False), ("none", True)]
                if "uppercase" in rules:
                    plan.append(("uppercase", False))
                for _ in range(rng.randint(0, 2)):
                    plan.append((rng.choice(["digit", "year", "leet", None]), False))
                # two sha512crypt humans, cracked by early rules (core john needs --format=crypt for them)
                fmts = ["sha", "sha"] + ["md5"] * (len(plan) - 2)
            order = list(range(len(plan)))
            rng.shuffle(order)
            uid = rng.randint(1000, 1010)
            humans = []
            for idx in order:
                rule, locked = plan[idx]
                login = new_login()
                uid += rng.randint(1, 4)
                if rule is None:
                    pw = _strong(rng, cands)
                else:
                    pw = _apply(rule, pick_word(), rng, y0, y1)
                field = hashed(pw, fmts[idx])
                if locked:
                    field = "!" + field
                    truth[login] = ["locked", "", ""]
                elif rule is None:
                    truth[login] = ["not_cracked", "", ""]
                else:
                    truth[login] = ["cracked", pw, rule]
                first, last = login.replace(".", " ").split()[0], rng.choice(LAST)
                entries.append((login, uid, f"{first.capitalize()} {last.capitalize()},,,", f"/home/{login}",
                                rng.choice(["/bin/bash", "/bin/bash", "/usr/bin/zsh"]), field))
                humans.append(login)
            lock = []
            if level == "hard":
                svc = rng.sample(SERVICES, rng.randint(1, 2))
                for k, (name, suid, home, shell) in enumerate(svc):
                    rule = rng.choice(["none", "digit", "year"]) if k == 0 else rng.choice(["capitalize", None])
                    pw = _apply(rule, pick_word(), rng, y0, y1) if rule else _strong(rng, cands)
                    entries.append((name, suid, name, home, shell, hashed(pw, "md5")))
                    truth[name] = ["cracked", pw, rule] if rule else ["not_cracked", "", ""]
                lock = sorted(n for n in humans if truth[n][0] == "cracked")
                truth = {f"system/{k}": val for k, val in truth.items()}
                # the web logins: one shares a name with a system login, with its own password
                web = {}
                shared = rng.choice(humans)
                wplan = [("capitalize" if rng.random() < 0.5 else "digit", shared), (None, None),
                         (rng.choice(["none", "year", "leet"]), None)]
                for _ in range(rng.randint(1, 3)):
                    wplan.append((rng.choice(["none", "capitalize", "digit", "year", "leet", None]), None))
                for rule, name in wplan:
                    name = name or new_login()
                    pw = _apply(rule, pick_word(), rng, y0, y1) if rule else _strong(rng, cands)
                    web[name] = md5crypt(pw, _salt(rng, 8), "$apr1$")
                    truth[f"web/{name}"] = ["cracked", pw, rule] if rule else ["not_cracked", "", ""]
                htp = rng.choice(HTPASSWDS)
                names = sorted(web)
                rng.shuffle(names)
                files[f"{leak}/{htp}"] = File.of("".join(f"{n}:{web[n]}\n" for n in names))
                v["HTP"], v["LOCK"] = htp, rng.choice(LOCKS)
            for name, u, gecos, home, shell, field in sorted(entries, key=lambda e: (e[1] >= 1000 and e[1] != 65534, e[1])):
                add(name, u, gecos, home, shell, field)
            files[f"{leak}/passwd"] = File.of("\n".join(passwd) + "\n")
            files[f"{leak}/shadow"] = File.of("\n".join(shadow) + "\n", mode=0o640)
            extra = {"lock": lock}
        truth = dict(sorted(truth.items()))
        expected = {"rows": truth, **({"lock": extra["lock"]} if level == "hard" else {})}
        decoys = self._decoys(level, v)
        tools = ["bash", "cat", "tr", "grep", "sort", "uniq", "awk", "cut", "comm", "mktemp", "mkdir"]
        if level == "easy":
            tools += ["tail", "md5sum", "sha1sum", "sha256sum", "join"]
        else:
            tools += ["sed", "unshadow", "john"]
        return Draft(
            instruction=self._instruction(rng, level, company, host, app, ticket, leak, out, wl_path, report, rules,
                                          y0, y1, v, extra if level == "easy" else {}),
            environment=Environment(base_image=self.base_image, files=files, workdir="/root"),
            solution=_solver("", v),
            tests={"test_outputs.py": self._tests(level, expected, out, report, v["LOCK"])},
            decoys=decoys,
            outputs=[out],
            tools=sorted(set(tools)),
            tags=["password-audit", "john", "hash-cracking", "wordlist"]
            + {"easy": ["md5", "sha1", "sha256"], "medium": ["shadow", "sha512crypt", "unshadow"],
               "hard": ["shadow", "md5crypt", "sha512crypt", "htpasswd", "mangling-rules"]}[level],
            expert_time_min={"easy": 10, "medium": 20, "hard": 35}[level],
            junior_time_min={"easy": 30, "medium": 50, "hard": 90}[level],
        )

    @staticmethod
    def _decoys(level: str, v: dict) -> list[Decoy]:
        d = [Decoy(name="cracked_only", description="half the job: lists only the cracked accounts, drops the rest",
                   script=_solver("cracked_only", v))]
        if level == "easy":
            d += [Decoy(name="keeps_cr", description="hashes wordlist lines with their CR (the CRLF half never matches)",
                        script=_solver("keeps_cr", v)),
                  Decoy(name="md5_only", description="right format, treats every digest as MD5 (SHA-1/SHA-256 missed)",
                        script=_solver("md5_only", v))]
        if level == "medium":
            d += [Decoy(name="no_rules", description="right format, plain wordlist only (ignores the case rules)",
                        script=_solver("no_rules", v))]
        if level != "easy":
            d += [Decoy(name="locked_cracked", description="strips the `!` of locked hashes and reports them cracked",
                        script=_solver("locked_cracked", v))]
        if level == "hard":
            d += [Decoy(name="single_format", description="one john run: core john loads md5crypt only, sha512crypt missed",
                        script=_solver("single_format", v)),
                  Decoy(name="no_leet", description="ignores the policy's leet rule", script=_solver("no_leet", v)),
                  Decoy(name="locks_system", description="puts cracked service accounts (UID < 1000) on the lock list",
                        script=_solver("locks_system", v)),
                  Decoy(name="shadow_only", description="never audits the htpasswd web logins", script=_solver("shadow_only", v)),
                  Decoy(name="no_lock_list", description="half the job: the report without the lock list",
                        script=_solver("no_lock_list", v))]
        return d

    @staticmethod
    def _instruction(rng, level, company, host, app, ticket, leak, out, wl_path, report, rules, y0, y1, v, extra):
        intro = rng.choice([
            "A paste site is hosting what looks like credentials from {what}. Before we force resets across the board, "
            "we want to know how many of these passwords fall to our own company wordlist.",
            "Threat intel flagged a dump that appears to come from {what}. Security wants a quick, scoped password "
            "audit: which of the leaked hashes are guessable from the company wordlist?",
            "During incident {ticket} the responders copied {what} off the box. Management asked for a measured answer "
            "to 'how many of these passwords are weak', run the way the audit policy says.",
            "An attacker's staging directory contained {what}. We need to know which accounts are exposed if the "
            "attacker runs the obvious dictionary attack with words from our own marketing material.",
        ])
        if level == "easy":
            what = f"the {app} database of {company} (the users table export)"
        elif level == "medium":
            what = f"the `passwd` and `shadow` files of the {company} host `{host}`"
        else:
            what = f"the host `{host}` of {company}: its `passwd` and `shadow` files and the htpasswd file of its {app}"
        intro = intro.replace("{what}", what).replace("{ticket}", ticket)
        wl_note = ("It was merged from several exports: it has duplicate lines, blank lines and mixed line endings "
                   "(some lines end in CRLF). A candidate word is a line's text without its line terminator.")
        lines = [f"# Password audit {ticket}: {company}", "", intro, ""]
        lines.append(f"Everything you need is in `{leak}`; the company wordlist is `{wl_path}` "
                     f"(lower-case words, one per line). " + (wl_note if level == "easy" else
                     "It has some duplicate lines."))
        lines.append("")
        if level == "easy":
            lines.append(
                f"The dump is `{leak}/{extra['dump']}`, a CSV with header `id,{extra['ucol']},email,{extra['hcol']}`. "
                f"The app stored unsalted hex digests of the UTF-8 password, lower-case; it switched algorithms twice, "
                "so a digest's length tells which was used: 32 hex digits MD5, 40 SHA-1, 64 SHA-256. The `john` on "
                "this box is the Debian core build (1.9.0), which has no raw MD5/SHA formats; the coreutils digest "
                "tools are there.")
            lines.append("")
            lines.append("Scope: an account counts as cracked only when its password is exactly one of the wordlist's "
                         "words (no mangling for this dump).")
        else:
            fmt = ("All hashes are sha512crypt (`$6$`, `rounds=1000`)." if level == "medium" else
                   "The shadow file mixes md5crypt (`$1$`) and sha512crypt (`$6$`, `rounds=1000`) hashes; the web "
                   f"logins in `{leak}/{v['HTP']}` are Apache `$apr1$` hashes (`login:hash` lines).")
            lines.append(f"The host's account files are `{leak}/passwd` and `{leak}/shadow`. {fmt} The `john` on this "
                         "box is the Debian core build (1.9.0; formats `md5crypt`, which also reads `$apr1$`, and "
                         "`crypt`, the generic crypt(3) one for `$6$`); `unshadow` is installed too.")
            lines.append("")
            lines.append("Scope, from the audit policy: a candidate password is a wordlist word transformed by exactly "
                         "one of these rules, and nothing else is tried (no john default rules, no incremental mode). "
                         "The rule names are the ones to report:")
            for r in rules:
                lines.append("- " + RULE_TEXT[r].replace("{y0}", str(y0)).replace("{y1}", str(y1)))
            lines.append("")
            lines.append("A shadow password field that starts with `!` is a locked account: report it as `locked` and "
                         "do not attack its hash. Accounts whose field holds no hash at all (`*`, `!`, `!*`) are not "
                         "part of the audit and get no row.")
        lines.append("")
        cols = {"easy": "account,status,password", "medium": "account,status,password,rule",
                "hard": "source,account,status,password,rule"}[level]
        lines.append(f"Write `{out}/{report}` (create the folder), a CSV with exactly the header `{cols}` and one row "
                     "per audited account:")
        if level == "hard":
            lines.append("- `source`: `system` for the passwd/shadow accounts, `web` for the htpasswd logins (a "
                         "person can have both, with different passwords);")
        lines.append("- `account`: the login" + (f" (the `{extra['ucol']}` column)" if level == "easy" else "") + ";")
        lines.append("- `status`: " + ("`cracked`, `not_cracked` or `locked`;" if level != "easy" else "`cracked` or `not_cracked`;"))
        lines.append("- `password`: the cracked password exactly, empty otherwise" + (";" if level != "easy" else "."))
        if level != "easy":
            lines.append("- `rule`: the name of the rule that produces it, empty when not cracked.")
        lines.append("")
        lines.append("Every audited account gets a row, cracked or not; sort the rows by "
                     + ("source, then account" if level == "hard" else "account") + ". No quoting is needed "
                     "(logins and candidate passwords contain no commas).")
        if level == "hard":
            lines.append("")
            lines.append(f"Then write `{out}/{v['LOCK']}`: the logins to lock today, one per line, sorted. By policy "
                         "that is every system account you cracked whose UID (from `passwd`) is 1000 or more. Service "
                         "accounts below UID 1000 are handed to the platform team instead (they stay in the report "
                         "but not in this list); web logins and already locked accounts are not listed.")
        lines.append("")
        lines.append(rng.choice([
            f"Do not modify anything under `{leak}`. The audit has to finish quickly: it is a dictionary run, not "
            "a brute force.",
            f"Leave `{leak}` untouched (it is evidence). This is a wordlist audit only; do not brute-force.",
            f"Treat `{leak}` as read-only evidence. Keep to the wordlist and the rules above; no incremental "
            "or brute-force modes.",
        ]))
        return "\n".join(lines) + "\n"

    @staticmethod
    def _tests(level, expected, out, report, lock_name):
        header = "import csv, os"
        cols = {"easy": ["account", "status", "password"], "medium": ["account", "status", "password", "rule"],
                "hard": ["source", "account", "status", "password", "rule"]}[level]
        body = '''
            def _rows():
                assert os.path.exists(REPORT), f"{REPORT} is missing"
                with open(REPORT, newline="") as f:
                    rows = list(csv.reader(f))
                assert rows, f"{REPORT} is empty"
                return rows

            def _table():
                rows = _rows()
                assert rows[0] == COLS, f"header is {rows[0]}, expected {COLS}"
                out = {}
                for r in rows[1:]:
                    assert len(r) == len(COLS), f"row {r} has {len(r)} fields, expected {len(COLS)}"
                    d = dict(zip(COLS, r))
                    key = f"{d['source']}/{d['account']}" if "source" in d else d["account"]
                    assert key not in out, f"account {key} has two rows"
                    out[key] = d
                return out, [r for r in rows[1:]]

            def test_every_audited_account_once():
                got, _ = _table()
                want = set(EXPECTED["rows"])
                assert set(got) == want, f"missing: {sorted(want - set(got))}, unexpected: {sorted(set(got) - want)}"

            def test_rows_sorted():
                _, rows = _table()
                keys = [tuple(r[:2]) if "source" in COLS else r[0] for r in rows]
                assert keys == sorted(keys), "rows are not sorted as asked"

            def test_status_per_account():
                got, _ = _table()
                bad = {k: (got[k]["status"], want[0]) for k, want in EXPECTED["rows"].items()
                       if k in got and got[k]["status"] != want[0]}
                assert not bad, f"wrong status (got, expected): {bad}"

            def test_cracked_passwords():
                got, _ = _table()
                bad = {k: (got[k]["password"], want[1]) for k, want in EXPECTED["rows"].items()
                       if k in got and got[k]["password"] != want[1]}
                assert not bad, f"wrong password (got, expected): {bad}"

            def test_rules():
                if "rule" not in COLS:
                    return
                got, _ = _table()
                bad = {k: (got[k]["rule"], want[2]) for k, want in EXPECTED["rows"].items()
                       if k in got and got[k]["rule"] != want[2]}
                assert not bad, f"wrong rule (got, expected): {bad}"

            def test_lock_list():
                if LOCK is None:
                    return
                assert os.path.exists(LOCK), f"{LOCK} is missing"
                got = [l.strip() for l in open(LOCK) if l.strip()]
                want = EXPECTED["lock"]
                assert sorted(got) == want, f"missing: {sorted(set(want) - set(got))}, unexpected: {sorted(set(got) - set(want))}"
                assert got == want, "the lock list is not sorted"
        '''
        consts = {"EXPECTED": expected, "COLS": cols, "REPORT": f"{out}/{report}",
                  "LOCK": f"{out}/{lock_name}" if level == "hard" else None}
        return pytest_file(header, consts, body)
