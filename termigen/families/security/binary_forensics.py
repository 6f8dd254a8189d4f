"""Security: reverse-engineer a stripped vendor binary whose source is lost, recover what it hides and prove it.

easy: a maintenance passphrase kept in a table of look-alike (revoked) passphrases, and a configuration blob
XORed with one byte and padded; medium: a configuration container (magic, length, text, checksum) encrypted
with a multi-byte key plus a position-dependent rolling term, a look-alike legacy key table, and an override
file that the pristine binary must accept (the checksum recomputed); hard: the key stream and the license
secret exist only at run time (derived at start-up), a stale factory config decoded first and a legacy license
check compared first (look-alikes in gdb/ltrace), and license keys for named seats that the binary accepts.
The generator writes the C program, so it knows every hidden value; tests compare them and run the pristine
binary (a fresh container of the same image) on the agent's inputs.
"""

from __future__ import annotations

import json
import random
import zlib

from termigen.families import register
from termigen.families.base import Draft, Family, Resample, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File

M32 = 0xFFFFFFFF
VENDORS = ["Kestrel Systems", "Northgate Labs", "Altamira Software", "Bluefen Controls", "Corvid Instruments",
           "Duneline Networks", "Ember Analytics", "Fjordtech", "Graniteware", "Halcyon Metering", "Ironbark Devices",
           "Juniper Forge", "Lumen Dynamics", "Marlow Telemetry", "Nimbus Industrial", "Orrery Data"]
PRODUCTS = ["flowd", "meterctl", "gatekeeper", "syncagent", "relayd", "scanhub", "vaultctl", "pumpmon", "tagreader",
            "edgeprobe", "linkmgr", "batchd", "spoolctl", "sensord", "ledgerd", "dockmon"]
WORDS = ["amber", "basalt", "cobalt", "delta", "ember", "falcon", "garnet", "harbor", "indigo", "juniper", "kelp",
         "lotus", "marble", "nickel", "onyx", "pepper", "quartz", "raven", "sable", "tundra", "umber", "violet",
         "walnut", "yarrow", "zinc", "copper", "willow", "heron", "cedar", "flint"]
DOMAINS = ["corp.example", "plant.internal", "ops.example.net", "factory.lan", "site.example.org", "int.example.com"]
OUT_DIRS = ["/srv/re/{ticket}", "/root/analysis/{ticket}", "/home/analyst/{product}-re", "/var/tmp/re-{product}",
            "/opt/forensics/{ticket}", "/srv/incident/{ticket}/re"]
USERS = ["alice.moreau", "bkowalski", "chen.wei", "dpatel", "eva.lindqvist", "farid.h", "gsantos", "hana.sato",
         "ivan.petrov", "jmuller", "kofi.mensah", "lucia.romero", "mnovak", "nadia.k", "oscar.b", "priya.n"]
# Multipliers that gcc -O0 keeps as an `imul` (others become shift/add sequences the oracle does not parse).
ROLL_MULS = [23, 29, 45, 49, 53, 59, 61, 67, 71, 77, 83, 91, 97, 101, 113, 131, 151, 171, 199, 211, 229]
CHECKSUMS = {"crc32": "CRC-32 (the zlib/IEEE polynomial, as `zlib.crc32` computes it)",
             "adler32": "Adler-32 (as `zlib.adler32` computes it)",
             "fnv1a": "FNV-1a 32-bit (offset basis 0x811c9dc5, prime 0x01000193)"}
STORIES = [
    "The vendor went out of business years ago and the source code was never escrowed.",
    "The contractor who built it left no source tree behind, only the binary on the production hosts.",
    "Procurement lost the source archive in a storage migration; the stripped binary is all that is left.",
    "The vendor's support contract lapsed and they no longer answer; nobody here has the source.",
    "The only copy we have is the stripped binary that the vendor's installer dropped on the hosts.",
]
WHYS = [
    "We need to move the hosts to a new network segment, which means knowing exactly what the binary is configured with.",
    "Security wants an inventory of every credential and endpoint baked into third-party binaries before the audit.",
    "A migration is blocked until we know what the tool talks to and how it is unlocked.",
    "Incident response flagged this tool as an unknown; we must document what it hides before deciding to keep it.",
    "The renewal quote is absurd, so we are documenting the tool well enough to keep running it ourselves.",
]


# ---------------------------------------------------------------------------------------------------- algorithms

def _xs(x: int) -> int:
    x ^= (x << 13) & M32
    x ^= x >> 17
    x ^= (x << 5) & M32
    return x


def _init_state(seed: int, rounds: int, mix: int) -> int:
    s = seed
    for r in range(rounds):
        s = _xs(s)
        s = (s + r * mix) & M32
    return s


def _stream(state: int, n: int) -> bytes:
    out = bytearray()
    for _ in range(n):
        state = _xs(state)
        out.append((state >> 8) & 0xFF)
    return bytes(out)


def _fmt(h: int, h2: int) -> str:
    return f"{h >> 16:04X}-{h & 0xFFFF:04X}-{h2 >> 16:04X}-{h2 & 0xFFFF:04X}"


def _license(user: str, state: int, basis: int, prime: int, prime2: int) -> str:
    h = basis ^ state
    for c in user.encode():
        h = ((h ^ c) * prime) & M32
    h2 = (((h ^ (h >> 15)) * prime2) + state) & M32
    return _fmt(h, h2)


def _legacy(user: str) -> str:
    h = 0x811C9DC5
    for c in user.encode():
        h = ((h ^ c) * 0x01000193) & M32
    return _fmt(h, (h * 0x9E3779B1) & M32)


def _checksum(kind: str, data: bytes) -> int:
    if kind == "crc32":
        return zlib.crc32(data) & M32
    if kind == "adler32":
        return zlib.adler32(data) & M32
    h = 0x811C9DC5
    for c in data:
        h = ((h ^ c) * 0x01000193) & M32
    return h


def _roll(data: bytes, key: bytes, mul: int, add: int) -> bytes:
    return bytes(b ^ key[i % len(key)] ^ ((i * mul + add) & 0xFF) for i, b in enumerate(data))


def _container(magic: str, text: bytes, key: bytes, mul: int, add: int, kind: str) -> bytes:
    return (magic.encode() + len(text).to_bytes(2, "little") + _roll(text, key, mul, add)
            + _checksum(kind, text).to_bytes(4, "little"))


def _carr(b: bytes) -> str:
    rows = [", ".join(f"0x{x:02x}" for x in b[i:i + 16]) for i in range(0, len(b), 16)]
    return "{\n    " + ",\n    ".join(rows) + "\n}"


def _cstr(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


# ---------------------------------------------------------------------------------------------------- C program

C_HEAD = r'''
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

static const char *PRODUCT = @PRODUCT@;
static const char *VENDOR = @VENDOR@;
static const char *BUILD = @BUILD@;

static void usage(void) {
    printf("%s %s (c) %s\n", PRODUCT, BUILD, VENDOR);
    printf("usage: %s @USAGE@\n", PRODUCT);
}
'''

C_EASY = r'''
static const char PASSES[][32] = { @PASSES@ };
static unsigned char CFG[] = @CFG@;

static char *load_config(void) {
    char *buf = calloc(1, sizeof CFG + 1);
    for (size_t i = 0; i < sizeof CFG; i++)
        buf[i] = CFG[i] ^ @KEY@;
    return buf;
}

int main(int argc, char **argv) {
    char *cfg = load_config();
    const char *srv = strstr(cfg, "license_server = ");
    if (argc < 2) { usage(); return 64; }
    if (strcmp(argv[1], "status") == 0) {
        size_t lines = 0;
        for (const char *p = cfg; *p; p++) lines += (*p == '\n');
        printf("config loaded: %zu lines, license server %s\n", lines, srv ? "set" : "missing");
        return 0;
    }
    if (strcmp(argv[1], "unlock") == 0 && argc == 3) {
        for (size_t i = 0; i < sizeof PASSES / sizeof PASSES[0]; i++) {
            if (i != @REAL@ && strcmp(argv[2], PASSES[i]) == 0) {
                printf("maintenance passphrase revoked (entry %zu)\n", i);
                return 3;
            }
        }
        if (strcmp(argv[2], PASSES[@REAL@]) == 0) { puts("maintenance mode unlocked"); return 0; }
        puts("access denied");
        return 1;
    }
    usage();
    return 64;
}
'''

C_MEDIUM = r'''
static const unsigned char K_LEGACY[@L@] = @KOLD@;
static const unsigned char K_MAIN[@L@] = @KMAIN@;
static unsigned char STORE[] = @STORE@;
static unsigned char LEGACY_STORE[] = @LEGACY@;

static void roll(unsigned char *buf, size_t n) {
    size_t j = 0;
    for (size_t i = 0; i < n; i++) {
        buf[i] ^= K_MAIN[j] ^ (unsigned char)(i * @MUL@u + @ADD@u);
        if (++j == @L@) j = 0;
    }
}

static void legacy_xor(unsigned char *buf, size_t n) {
    for (size_t i = 0; i < n; i++) buf[i] ^= K_LEGACY[i % @L@];
}

@CSUM@

static int open_container(const unsigned char *data, size_t size, char **out) {
    if (size < 10 || memcmp(data, @MAGIC@, 4) != 0) return 3;
    size_t n = (size_t)data[4] | ((size_t)data[5] << 8);
    if (size != n + 10) return 4;
    unsigned char *buf = calloc(1, n + 1);
    memcpy(buf, data + 6, n);
    roll(buf, n);
    uint32_t want = (uint32_t)data[6 + n] | ((uint32_t)data[7 + n] << 8) | ((uint32_t)data[8 + n] << 16)
                    | ((uint32_t)data[9 + n] << 24);
    if (checksum(buf, n) != want) { free(buf); return 2; }
    *out = (char *)buf;
    return 0;
}

int main(int argc, char **argv) {
    char *cfg = NULL;
    if (open_container(STORE, sizeof STORE, &cfg) != 0) { fputs("embedded config corrupt\n", stderr); return 70; }
    if (argc < 2) { usage(); return 64; }
    if (strcmp(argv[1], "selftest") == 0) {
        unsigned char tmp[sizeof LEGACY_STORE];
        memcpy(tmp, LEGACY_STORE, sizeof tmp);
        legacy_xor(tmp, sizeof tmp);
        puts(tmp[0] == '#' ? "selftest: legacy table ok" : "selftest: legacy table damaged");
        return 0;
    }
    if (strcmp(argv[1], "status") == 0) {
        const char *srv = strstr(cfg, "license_server = ");
        printf("config loaded (%zu bytes), license server %s\n", strlen(cfg), srv ? "set" : "missing");
        return 0;
    }
    if (strcmp(argv[1], "check-config") == 0 && argc == 3) {
        FILE *f = fopen(argv[2], "rb");
        if (!f) { perror(argv[2]); return 66; }
        static unsigned char data[65536 + 16];
        size_t size = fread(data, 1, sizeof data, f);
        fclose(f);
        char *ovr = NULL;
        int rc = open_container(data, size, &ovr);
        if (rc == 3) { puts("rejected: not a config container"); return 3; }
        if (rc == 4) { puts("rejected: length field does not match the file"); return 4; }
        if (rc == 2) { puts("rejected: checksum mismatch"); return 2; }
        size_t lines = 0;
        for (const char *p = ovr; *p; p++) lines += (*p == '\n');
        printf("config OK (%zu lines)\n", lines);
        return 0;
    }
    usage();
    return 64;
}
'''

C_HARD = r'''
static unsigned char FACTORY[] = @FACTORY@;
static unsigned char LIVE[] = @LIVE@;
static uint32_t g_state;

static void init_state(void) {
    uint32_t s = @SEED@u;
    for (uint32_t r = 0; r < @ROUNDS@u; r++) {
        s ^= s << 13; s ^= s >> 17; s ^= s << 5;
        s += r * @MIX@u;
    }
    g_state = s;
}

static unsigned char next_byte(uint32_t *st) {
    uint32_t x = *st;
    x ^= x << 13; x ^= x >> 17; x ^= x << 5;
    *st = x;
    return (unsigned char)(x >> 8);
}

static char *load_factory(void) {
    char *buf = calloc(1, 4096);
    for (size_t i = 0; i < sizeof FACTORY; i++) buf[i] = FACTORY[i] ^ @FKEY@;
    return buf;
}

static char *load_live(void) {
    char *buf = calloc(1, 4096);
    uint32_t st = g_state;
    for (size_t i = 0; i < sizeof LIVE; i++) buf[i] = LIVE[i] ^ next_byte(&st);
    return buf;
}

static void legacy_key(const char *user, char *out) {
    uint32_t h = 0x811c9dc5u;
    for (const unsigned char *p = (const unsigned char *)user; *p; p++) { h ^= *p; h *= 0x01000193u; }
    uint32_t h2 = h * 0x9e3779b1u;
    snprintf(out, 32, "%04X-%04X-%04X-%04X", h >> 16, h & 0xffff, h2 >> 16, h2 & 0xffff);
}

static void license_key(const char *user, char *out) {
    uint32_t h = @BASIS@u ^ g_state;
    for (const unsigned char *p = (const unsigned char *)user; *p; p++) { h ^= *p; h *= @PRIME@u; }
    uint32_t h2 = (h ^ (h >> 15)) * @PRIME2@u + g_state;
    snprintf(out, 32, "%04X-%04X-%04X-%04X", h >> 16, h & 0xffff, h2 >> 16, h2 & 0xffff);
}

static const char *server_of(const char *cfg, char *out, size_t n) {
    const char *p = strstr(cfg, "license_server = ");
    if (!p) return "unknown";
    p += 17;
    size_t i = 0;
    while (p[i] && p[i] != '\n' && i + 1 < n) { out[i] = p[i]; i++; }
    out[i] = 0;
    return out;
}

int main(int argc, char **argv) {
    char srv[128];
    init_state();
    char *factory = load_factory();
    const char *fsrv = server_of(factory, srv, sizeof srv);
    (void)fsrv;
    memset(factory, 0, 4096);
    free(factory);
    char *live = load_live();
    const char *lsrv = server_of(live, srv, sizeof srv);
    if (argc < 2) { usage(); return 64; }
    if (strcmp(argv[1], "status") == 0) { printf("license server: %s\n", lsrv); return 0; }
    if (strcmp(argv[1], "activate") == 0 && argc == 4) {
        char want[32], old[32];
        legacy_key(argv[2], old);
        if (strcmp(argv[3], old) == 0) { puts("legacy v1 key: no longer accepted"); return 4; }
        license_key(argv[2], want);
        if (strcmp(argv[3], want) == 0) { printf("activated for %s\n", argv[2]); return 0; }
        puts("invalid license key");
        return 1;
    }
    usage();
    return 64;
}
'''

CSUM_C = {
    "crc32": r'''
static uint32_t checksum(const unsigned char *p, size_t n) {
    uint32_t c = 0xffffffffu;
    for (size_t i = 0; i < n; i++) {
        c ^= p[i];
        for (int k = 0; k < 8; k++) c = (c >> 1) ^ (0xedb88320u & (0u - (c & 1u)));
    }
    return c ^ 0xffffffffu;
}''',
    "adler32": r'''
static uint32_t checksum(const unsigned char *p, size_t n) {
    uint32_t a = 1, b = 0;
    for (size_t i = 0; i < n; i++) { a = (a + p[i]) % 65521u; b = (b + a) % 65521u; }
    return (b << 16) | a;
}''',
    "fnv1a": r'''
static uint32_t checksum(const unsigned char *p, size_t n) {
    uint32_t h = 0x811c9dc5u;
    for (size_t i = 0; i < n; i++) { h ^= p[i]; h *= 0x01000193u; }
    return h;
}''',
}


def _fill(template: str, vals: dict) -> str:
    for k, v in vals.items():
        template = template.replace(f"@{k}@", str(v))
    assert "@" not in template.replace("(c)", ""), template[template.index("@") - 40:template.index("@") + 40]
    return template


# ---------------------------------------------------------------------------------------------------- oracle

PROGRAM = r'''
import json, os, re, sys
BUG = sys.argv[1] if len(sys.argv) > 1 else ""
P = json.loads(os.environ["TG_PARAMS"])
W = P["work"]
data = open(P["bin"], "rb").read()

def sections():
    out = {}
    for line in open(f"{W}/sections.txt"):
        m = re.match(r"\s*\[\s*\d+\]\s+(\S+)\s+\S+\s+([0-9a-f]+)\s+([0-9a-f]+)\s+([0-9a-f]+)", line)
        if m:
            out[m.group(1)] = (int(m.group(2), 16), int(m.group(3), 16), int(m.group(4), 16))
    return out

def file_off(vaddr):
    for name, (addr, off, size) in sections().items():
        if addr and addr <= vaddr < addr + size:
            return off + (vaddr - addr)
    raise SystemExit(f"address {vaddr:#x} is in no section")

def functions():
    # objdump of a stripped binary has no symbols: split .text at each `push %rbp` prologue (gcc -O0 code).
    text = open(f"{W}/disasm.txt").read()
    return re.split(r"\n(?=\s*[0-9a-f]+:\s+push\s+%rbp\n)", text)

def write_conf(text):
    with open(P["conf"], "wb") as f:
        f.write(text)

def hexbytes(path):
    return bytes.fromhex(open(path).read().replace("\n", "").strip())

report = {}
if P["level"] == "easy":
    if P.get("stage") == "locate":
        fn = next(f for f in functions() if re.search(r"xor\s+\$0x[0-9a-f]+,%\w+", f))
        key = int(re.search(r"xor\s+\$0x([0-9a-f]+),%\w+", fn).group(1), 16) & 0xFF
        addr = int(re.search(r"lea\s+-?0x[0-9a-f]+\(%rip\),%\w+\s+#\s+([0-9a-f]+)", fn).group(1), 16)
        print(file_off(addr), key)
        raise SystemExit(0)
    key = int(os.environ["KEY"])
    blob = hexbytes(f"{W}/blob.hex")
    plain = bytes(b ^ key for b in blob)
    if BUG != "keep_padding":
        plain = plain[:plain.index(b"\0")]
    else:
        plain = plain[:len(plain.rstrip(bytes([key]))) + 16].rstrip(bytes([key]))
    tries = [l.rstrip("\n").split("\t", 1) for l in open(f"{W}/tries.txt") if "\t" in l]
    if BUG == "first_listed":
        good = [s for rc, s in tries if rc != "1" and rc != "64"]
    else:
        good = [s for rc, s in tries if rc == "0"]
    report = {"passphrase": good[0], "xor_key": key}
    if BUG != "no_config":
        write_conf(plain)
elif P["level"] == "medium":
    fn = next(f for f in functions() if re.search(r"imul\s+%e\w+,%e\w+", f) and "cmpq" in f)
    mul = int(re.search(r"mov\s+\$0x([0-9a-f]+),%e\w+\n\s*[0-9a-f]+:\s+imul\s+%e\w+,%e\w+", fn).group(1), 16)
    add = int(re.search(r"imul[^\n]*\n\s*[0-9a-f]+:\s+add\s+\$0x([0-9a-f]+),%e\w+", fn).group(1), 16)
    klen = int(re.search(r"cmpq\s+\$0x([0-9a-f]+),", fn).group(1), 16)
    kaddr = int(re.search(r"lea\s+-?0x[0-9a-f]+\(%rip\),%\w+\s+#\s+([0-9a-f]+)", fn).group(1), 16)
    if BUG == "legacy_table":   # the look-alike table, read by the legacy routine (i % L by a magic multiply)
        fn = next(f for f in functions() if "movabs" in f and re.search(r"lea\s+-?0x[0-9a-f]+\(%rip\)", f))
        kaddr = int(re.search(r"lea\s+-?0x[0-9a-f]+\(%rip\),%\w+\s+#\s+([0-9a-f]+)", fn).group(1), 16)
    key = data[file_off(kaddr):file_off(kaddr) + klen]
    store = hexbytes(f"{W}/store.hex")
    n = int.from_bytes(store[4:6], "little")
    ks = [key[i % klen] ^ (0 if BUG == "no_roll" else (i * mul + add) & 0xFF) for i in range(65536)]
    plain = bytes(b ^ ks[i] for i, b in enumerate(store[6:6 + n]))
    report = {"key": key.hex()}
    write_conf(plain)
    field, new = P["change"]
    lines = plain.decode("latin-1").split("\n")
    lines = [f"{field} = {new}" if l.split(" = ")[0] == field else l for l in lines]
    newtext = "\n".join(lines).encode("latin-1")
    enc = bytes(b ^ ks[i] for i, b in enumerate(newtext))
    import zlib
    def csum(b):
        if P["checksum"] == "crc32":
            return zlib.crc32(b)
        if P["checksum"] == "adler32":
            return zlib.adler32(b)
        h = 0x811C9DC5
        for c in b:
            h = ((h ^ c) * 0x01000193) & 0xFFFFFFFF
        return h
    c = csum(enc if BUG == "checksum_cipher" else newtext)
    if BUG != "no_override":
        with open(P["override"], "wb") as f:
            f.write(store[:4] + len(newtext).to_bytes(2, "little") + enc + c.to_bytes(4, "little"))
else:
    hits = sorted(x for x in os.listdir(W) if x.startswith("strstr-"))
    dumps = [open(f"{W}/{h}", "rb").read() for h in hits]
    pick = dumps[0] if BUG == "factory_config" else dumps[1]
    write_conf(pick[:pick.index(b"\0")])
    lic = {}
    for user in P["users"]:
        cmps = [l.split("|", 1)[1] for l in open(f"{W}/cmp-{user}.txt").read().splitlines()
                if l.startswith("CMP PROBE-0000-0000-0000|")]
        lic[user] = cmps[0] if BUG == "legacy_key" else cmps[1]
    if BUG != "no_licenses":
        report = {"licenses": lic}
json.dump(report, open(P["report"], "w"), indent=2)
'''


def _solver(p: dict, bug: str = "") -> str:
    lv = p["level"]
    head = f"""
        BIN={p['bin']}
        W={p['work']}
        mkdir -p "$W" {p['outdir']}
        cat > "$W/analyze.py" <<'PY'
        {{program}}
        PY
        file "$BIN"
        readelf -SW "$BIN" > "$W/sections.txt"
        objdump -d --no-show-raw-insn "$BIN" > "$W/disasm.txt"
    """
    if lv == "easy":
        body = f"""
            # Every printable string of 8+ characters is a candidate passphrase; the binary tells which one unlocks.
            strings -n 8 "$BIN" > "$W/strings.txt"
            : > "$W/tries.txt"
            while IFS= read -r s; do
                rc=0
                timeout 5 "$BIN" unlock "$s" > /dev/null 2>&1 || rc=$?
                printf '%s\\t%s\\n' "$rc" "$s" >> "$W/tries.txt"
            done < "$W/strings.txt"
            # The decoder XORs with an immediate; the blob is the .data address it loads.
            read -r OFF KEY < <(TG_PARAMS='{json.dumps({**p, "stage": "locate"})}' python3 "$W/analyze.py")
            xxd -s "$OFF" -l 4096 -p "$BIN" > "$W/blob.hex"
            KEY="$KEY" TG_PARAMS='{json.dumps(p)}' python3 "$W/analyze.py" {bug}
        """
    elif lv == "medium":
        body = f"""
            # The embedded container starts with the magic; carve it (length field + 10 bytes of framing).
            OFF=$(grep -obUaF '{p['magic']}' "$BIN" | tail -n 1 | cut -d: -f1)
            LEN=$(xxd -s $((OFF + 4)) -l 2 -p "$BIN" | sed 's/\\(..\\)\\(..\\)/0x\\2\\1/')
            xxd -s "$OFF" -l $((LEN + 10)) -p "$BIN" > "$W/store.hex"
            TG_PARAMS='{json.dumps(p)}' python3 "$W/analyze.py" {bug}
            "$BIN" check-config {p.get('override', '')} || true
        """
    else:
        users = " ".join(p["users"])
        body = f"""
            # The key stream and the license secret exist only at run time: read them out of the process.
            cat > "$W/dump.gdb" <<'GDB'
            set pagination off
            set $n = 0
            break strstr@plt
            commands
            silent
            eval "dump binary memory {p['work']}/strstr-%d.bin $rdi $rdi+4096", $n
            set $n = $n + 1
            continue
            end
            run status
            GDB
            gdb -q -batch -x "$W/dump.gdb" "$BIN" > "$W/gdb-status.log" 2>&1
            cat > "$W/cmp.gdb" <<'GDB'
            set pagination off
            break strcmp@plt
            commands
            silent
            printf "CMP %s|%s\\n", (char *)$rdi, (char *)$rsi
            continue
            end
            run
            GDB
            for u in {users}; do
                gdb -q -batch -x "$W/cmp.gdb" --args "$BIN" activate "$u" PROBE-0000-0000-0000 2>&1 | grep '^CMP ' > "$W/cmp-$u.txt"
            done
            TG_PARAMS='{json.dumps(p)}' python3 "$W/analyze.py" {bug}
            "$BIN" status
        """
    s = script(dedent(head) + dedent(body))
    return s.replace("{program}", PROGRAM.strip("\n"))


# ---------------------------------------------------------------------------------------------------- family

@register
class BinaryForensics(Family):
    name = "binary_forensics"
    category = "security"
    description = "Reverse-engineer a stripped vendor binary: recover hidden passphrases, keys, configs, licenses."
    base_image = "termigen/dev:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        vendor = rng.choice(VENDORS)
        product = rng.choice(PRODUCTS)
        vslug = vendor.split()[0].lower()
        ticket = f"{rng.choice(['SEC', 'RE', 'OPS', 'IR', 'AUD'])}-{rng.randint(1000, 9899)}"
        outdir = rng.choice(OUT_DIRS).format(ticket=ticket.lower(), product=product)
        bin_path = rng.choice([f"/opt/{vslug}/bin/{product}", f"/usr/local/bin/{product}",
                               f"/opt/{vslug}-{product}/{product}", f"/usr/local/{vslug}/sbin/{product}"])
        conf_name = rng.choice([f"{product}.conf", "recovered.conf", f"{product}-embedded.ini", "config.txt"])
        build = f"v{rng.randint(1, 6)}.{rng.randint(0, 19)}.{rng.randint(0, 99)}"
        domain = rng.choice(DOMAINS)
        cfg = self._config(rng, product, domain)
        p = {"level": level, "bin": bin_path, "work": f"/tmp/re-{product}", "outdir": outdir,
             "report": f"{outdir}/report.json", "conf": f"{outdir}/{conf_name}"}
        head = _fill(C_HEAD, {"PRODUCT": _cstr(product), "VENDOR": _cstr(vendor), "BUILD": _cstr(build),
                              "USAGE": {"easy": "status | unlock <passphrase>",
                                        "medium": "status | selftest | check-config <file>",
                                        "hard": "status | activate <user> <license-key>"}[level]})
        E = {"report": p["report"], "conf": p["conf"], "bin": bin_path, "config": cfg.decode()}
        extra: dict = {}
        if level == "easy":
            n = rng.randint(5, 8)
            words = rng.sample(WORDS, 2 * n)
            passes = [f"{words[2 * i]}-{words[2 * i + 1]}-{rng.randint(1000, 9999)}" for i in range(n)]
            real = rng.randint(1, n - 1)   # never entry 0: the first look-alike is always a revoked one
            key = rng.randint(0x11, 0xEE)
            padded = cfg + b"\0" * (16 - len(cfg) % 16 + rng.choice([0, 16]))
            body = _fill(C_EASY, {"PASSES": ", ".join(_cstr(x) for x in passes), "REAL": real,
                                  "CFG": _carr(bytes(b ^ key for b in padded)), "KEY": f"0x{key:02x}"})
            E.update(passphrase=passes[real], revoked=[x for i, x in enumerate(passes) if i != real], xor_key=key)
            decoys = [
                ("first_listed", "takes the first table entry the binary does not deny: a revoked passphrase"),
                ("no_config", "half the job: reports the passphrase and key but never writes the decoded config"),
                ("keep_padding", "writes the whole decoded array, padding NULs included, instead of the text"),
            ]
        elif level == "medium":
            klen = rng.randint(5, 9)
            key = bytes(rng.randrange(1, 256) for _ in range(klen))
            kold = bytes(rng.randrange(1, 256) for _ in range(klen))
            mul, add = rng.choice(ROLL_MULS), rng.randint(0x11, 0x7E)
            if add % mul == 0:  # gcc folds i * m + k * m into (i + k) * m: no `add` after the imul to read
                raise Resample(f"roll constant {add:#x} is a multiple of the multiplier {mul}")
            kind = rng.choice(sorted(CHECKSUMS))
            magic = rng.choice(["QXC", "VCF", "KCF", "CFG", "XPK", "NVB"]) + rng.choice("23456789")
            store = _container(magic, cfg, key, mul, add, kind)
            legacy_plain = f"# legacy defaults {build}\nmode = compat\n".encode()
            legacy = bytes(b ^ kold[i % klen] for i, b in enumerate(legacy_plain))
            body = _fill(C_MEDIUM, {"L": klen, "KOLD": _carr(kold), "KMAIN": _carr(key), "STORE": _carr(store),
                                    "LEGACY": _carr(legacy), "MUL": mul, "ADD": add, "CSUM": CSUM_C[kind],
                                    "MAGIC": _cstr(magic)})
            field = "endpoint"
            old = next(l.split(" = ", 1)[1] for l in cfg.decode().split("\n") if l.startswith(field + " = "))
            new = f"https://{rng.choice(['mirror', 'relay', 'ingest2', 'new-gw', 'edge'])}-{rng.randint(10, 99)}." \
                  f"{rng.choice(['dr.', 'backup.', 'east.', 'west.'])}{domain}/{rng.choice(['v3', 'v4'])}/" \
                  f"{rng.choice(['ingest', 'upload', 'collect', 'submit'])}-{rng.choice(WORDS)}"
            if len(new) <= len(old):
                raise Resample("the new endpoint must be longer than the old one (a reused key stream runs out)")
            new_text = cfg.decode().replace(f"{field} = {old}\n", f"{field} = {new}\n").encode()
            p.update(override=f"{outdir}/{rng.choice(['override', 'site', 'local'])}.{magic.lower()}",
                     magic=magic, checksum=kind, change=[field, new])
            E.update(key_hex=key.hex(), legacy_hex=kold.hex(), mul=mul, add=add, magic=magic, checksum=kind,
                     override=p["override"], override_text=new_text.decode())
            extra = {"field": field, "new": new, "old": old, "kind": kind, "magic": magic}
            decoys = [
                ("legacy_table", "decrypts with the look-alike legacy key table: right format, wrong key and text"),
                ("no_roll", "treats the cipher as a plain repeating-key XOR, missing the position-dependent term"),
                ("checksum_cipher", "computes the override's checksum over the encrypted bytes, not the text"),
                ("no_override", "half the job: recovers key and config but writes no override"),
            ]
        else:
            seed = rng.randrange(0x10000000, 0xFFFFFFFF)
            rounds, mix = rng.randint(40, 400), rng.randrange(0x1000, 0xFFFFFF) | 1
            state = _init_state(seed, rounds, mix)
            if state == 0:
                raise Resample("xorshift state is zero")
            basis, prime, prime2 = (rng.randrange(0x10000000, M32) for _ in range(3))
            prime |= 1
            prime2 |= 1
            fkey = rng.randint(0x11, 0xEE)
            factory = self._config(rng, product, domain, factory=True)
            live = cfg + b"\0"
            users = sorted(rng.sample(USERS, rng.randint(3, 5)))
            lic = {u: _license(u, state, basis, prime, prime2) for u in users}
            if any(_legacy(u) == lic[u] for u in users) or factory == cfg:
                raise Resample("look-alike equals the truth")
            body = _fill(C_HARD, {"FACTORY": _carr(bytes(b ^ fkey for b in factory + b"\0")),
                                  "LIVE": _carr(bytes(a ^ b for a, b in zip(live, _stream(state, len(live))))),
                                  "SEED": f"0x{seed:08x}", "ROUNDS": rounds, "MIX": f"0x{mix:x}",
                                  "FKEY": f"0x{fkey:02x}", "BASIS": f"0x{basis:08x}", "PRIME": f"0x{prime:08x}",
                                  "PRIME2": f"0x{prime2:08x}"})
            p.update(users=users)
            E.update(licenses=lic, legacy={u: _legacy(u) for u in users}, factory=factory.decode())
            extra = {"users": users}
            decoys = [
                ("legacy_key", "reads the first strcmp under the debugger: the legacy v1 key, which is refused"),
                ("factory_config", "reports the factory defaults decoded first, not the live configuration"),
                ("no_licenses", "half the job: recovers the live config but issues no licenses"),
            ]
        src = head + body
        bdir = f"/tmp/build-{product}"
        setup = script(f"""
            mkdir -p {bdir} {bin_path.rsplit('/', 1)[0]}
            cat > {bdir}/{product}.c <<'CSRC'
            @SRC@
            CSRC
            gcc -O0 -o {bin_path} {bdir}/{product}.c
            strip {bin_path}
            chmod 0755 {bin_path}
            rm -rf {bdir}
        """).replace("@SRC@", src.strip("\n"))
        tools = ["mkdir", "cat", "file", "readelf", "objdump", "python3"]
        tools += {"easy": ["strings", "timeout", "xxd"], "medium": ["grep", "tail", "cut", "xxd", "sed"],
                  "hard": ["gdb", "grep"]}[level]
        return Draft(
            instruction=self._instruction(rng, level, vendor, product, bin_path, p, extra),
            environment=Environment(base_image=self.base_image, files={}, setup=setup, workdir="/root"),
            solution=_solver(p),
            tests={"test_outputs.py": self._tests(level, E)},
            decoys=[Decoy(name=n, description=d, script=_solver(p, n)) for n, d in decoys],
            outputs=[outdir],
            tools=tools,
            tags=["reverse-engineering", "elf", "binary-analysis", "forensics"]
                 + {"easy": ["xor"], "medium": ["checksum", "rolling-key"], "hard": ["gdb", "keygen"]}[level],
            expert_time_min={"easy": 15, "medium": 35, "hard": 50}[level],
            junior_time_min={"easy": 40, "medium": 90, "hard": 150}[level],
        )

    @staticmethod
    def _config(rng: random.Random, product: str, domain: str, factory: bool = False) -> bytes:
        host = f"lic-{rng.randint(1, 40):02d}.{domain}" if not factory else f"license.{rng.choice(WORDS)}.invalid"
        lines = [f"# {product} runtime configuration" + (" (factory defaults)" if factory else ""),
                 "[license]", f"license_server = {host}", f"port = {rng.choice([7443, 8443, 27000, 5053, 9443])}",
                 f"seat_pool = {rng.choice(WORDS)}-{rng.randint(1, 9)}",
                 "[upload]", f"endpoint = https://{rng.choice(['api', 'ingest', 'col', 'up'])}.{domain}/v2/in",
                 f"api_token = {'%032x' % rng.getrandbits(128)}",
                 f"telemetry = {rng.choice(['on', 'off'])}",
                 "[paths]", f"spool = /var/spool/{product}", f"log = /var/log/{product}/{rng.choice(WORDS)}.log"]
        if rng.random() < 0.5:
            lines.insert(8, f"retry = {rng.randint(2, 9)}")
        return ("\n".join(lines) + "\n").encode()

    @staticmethod
    def _instruction(rng, level, vendor, product, bin_path, p, extra) -> str:
        story, why = rng.choice(STORIES), rng.choice(WHYS)
        out = p["outdir"]
        intro = (f"# Recover what `{product}` hides\n\n`{bin_path}` is `{product}` from {vendor}, a stripped x86-64 ELF "
                 f"that several of our hosts run. {story} {why}\n\n")
        common = (f"Write everything under `{out}/` (create it). The binary in the image is the reference: do not "
                  f"modify, move or rebuild it (the checks run the original). Work offline with the tools on the box "
                  f"(`strings`, `objdump`, `readelf`, `xxd`, `gdb`, `ltrace`, Python...); there is no source code.")
        if level == "easy":
            todo = dedent(f"""
                What we know: `{product} unlock <passphrase>` switches the tool into maintenance mode. The binary
                carries a table of passphrases, but all except one have been revoked (it says so when you try them);
                we need the one that is still valid. The tool also embeds its default configuration, XOR-obfuscated
                with a single byte (the text is NUL-terminated and the array is padded after it).

                Deliverables:
                1. `{p['report']}`: a JSON object `{{"passphrase": "<the passphrase that unlocks>", "xor_key": <the
                   XOR key as an integer 0-255>}}`.
                2. `{p['conf']}`: the decoded configuration text, byte for byte: everything before the terminating
                   NUL, no padding, no trailing NUL.
            """)
        elif level == "medium":
            todo = dedent(f"""
                What we know: the tool keeps its configuration in an encrypted container embedded in the binary, and
                `{product} check-config <file>` validates an external container in the same format. The vendor's
                notes (all we have) say a container is: the 4-byte ASCII magic `{extra['magic']}`, the text length as
                a 16-bit little-endian integer, the encrypted text, then a 32-bit little-endian checksum of the
                *decrypted* text using {CHECKSUMS[extra['kind']]}. The cipher itself is not documented: work it out
                from the code that decrypts the embedded container (beware: the binary also carries an older key
                table for a legacy format, which is not the one in use).

                Deliverables:
                1. `{p['report']}`: a JSON object `{{"key": "<the key table in use, as lowercase hex, all of its
                   bytes>"}}`.
                2. `{p['conf']}`: the embedded configuration text, decrypted, byte for byte.
                3. `{p['override']}`: a new container holding the same configuration with exactly one change:
                   `{extra['field']}` set to `{extra['new']}` (every other byte of the text unchanged). It must be
                   accepted by `{product} check-config`, and decrypt to that text.
            """)
        else:
            users = ", ".join(f"`{u}`" for u in extra["users"])
            todo = dedent(f"""
                What we know: `{product} activate <user> <license-key>` checks a per-user license key of the form
                `XXXX-XXXX-XXXX-XXXX` (uppercase hex). Keys issued by the old v1 scheme are recognised and refused;
                we need current keys. The live configuration is decrypted at start-up with a key stream that is
                derived at run time; the binary also carries a stale factory-default configuration that is not the
                one in use. `{product} status` prints the license server of the live configuration, which lets you
                tell the two apart.

                Deliverables:
                1. `{p['report']}`: a JSON object `{{"licenses": {{"<user>": "<key>", ...}}}}` with a current key for
                   each of these seats: {users}. Each key must make `{product} activate <user> <key>` succeed.
                2. `{p['conf']}`: the live configuration text as the binary holds it after start-up decryption,
                   byte for byte (up to, not including, its terminating NUL).
            """)
        return intro + todo + "\n" + common + "\n"

    @staticmethod
    def _tests(level: str, E: dict) -> File:
        header = "import json, os, subprocess"
        common = '''
            def _report():
                assert os.path.isfile(EXPECTED["report"]), f"missing {EXPECTED['report']}"
                with open(EXPECTED["report"]) as f:
                    r = json.load(f)
                assert isinstance(r, dict), "report must be a JSON object"
                return r

            def _run(*args):
                return subprocess.run([EXPECTED["bin"], *args], capture_output=True, text=True, timeout=20)

            def test_config_recovered_byte_for_byte():
                assert os.path.isfile(EXPECTED["conf"]), f"missing {EXPECTED['conf']}"
                got = open(EXPECTED["conf"], "rb").read()
                want = EXPECTED["config"].encode()
                if got != want:
                    n = next((i for i, (a, b) in enumerate(zip(got, want)) if a != b), min(len(got), len(want)))
                    raise AssertionError(f"config differs from the embedded text at byte {n} "
                                         f"(got {len(got)} bytes, want {len(want)}): {got[n:n + 30]!r} vs {want[n:n + 30]!r}")
        '''
        if level == "easy":
            body = '''
                def test_passphrase():
                    r = _report()
                    got = r.get("passphrase")
                    if got in EXPECTED["revoked"]:
                        raise AssertionError(f"{got!r} is one of the revoked passphrases")
                    assert got == EXPECTED["passphrase"], f"passphrase {got!r} is not the valid one"
                    res = _run("unlock", got)
                    assert res.returncode == 0, f"the binary refused it: {res.stdout.strip()}"

                def test_xor_key():
                    got = _report().get("xor_key")
                    if isinstance(got, str):
                        got = int(got, 0)
                    assert got == EXPECTED["xor_key"], f"xor_key {got!r} is wrong"
            '''
        elif level == "medium":
            body = '''
                import zlib

                def _csum(b):
                    if EXPECTED["checksum"] == "crc32":
                        return zlib.crc32(b) & 0xFFFFFFFF
                    if EXPECTED["checksum"] == "adler32":
                        return zlib.adler32(b) & 0xFFFFFFFF
                    h = 0x811C9DC5
                    for c in b:
                        h = ((h ^ c) * 0x01000193) & 0xFFFFFFFF
                    return h

                def test_key_table():
                    got = str(_report().get("key", "")).lower().replace(" ", "").replace("0x", "")
                    if got == EXPECTED["legacy_hex"]:
                        raise AssertionError("that is the legacy key table, not the one in use")
                    assert got == EXPECTED["key_hex"], f"key {got!r} is wrong"

                def test_override_decrypts_to_the_edited_text():
                    path = EXPECTED["override"]
                    assert os.path.isfile(path), f"missing {path}"
                    data = open(path, "rb").read()
                    assert data[:4] == EXPECTED["magic"].encode(), f"magic is {data[:4]!r}"
                    n = int.from_bytes(data[4:6], "little")
                    assert len(data) == n + 10, f"length field {n} does not match the file size {len(data)}"
                    key = bytes.fromhex(EXPECTED["key_hex"])
                    text = bytes(b ^ key[i % len(key)] ^ ((i * EXPECTED["mul"] + EXPECTED["add"]) & 0xFF)
                                 for i, b in enumerate(data[6:6 + n]))
                    want = EXPECTED["override_text"].encode()
                    assert text == want, f"override decrypts to {text[:120]!r}..., not the edited configuration"
                    assert int.from_bytes(data[6 + n:], "little") == _csum(text), "checksum trailer is wrong"

                def test_binary_accepts_override():
                    assert os.path.isfile(EXPECTED["override"]), f"missing {EXPECTED['override']}"
                    res = _run("check-config", EXPECTED["override"])
                    assert res.returncode == 0 and "config OK" in res.stdout, f"check-config: {res.stdout.strip()}"
            '''
        else:
            body = '''
                def test_licenses():
                    got = _report().get("licenses")
                    assert isinstance(got, dict), "licenses must be an object"
                    assert sorted(got) == sorted(EXPECTED["licenses"]), f"seats {sorted(got)} != {sorted(EXPECTED['licenses'])}"
                    for user, want in EXPECTED["licenses"].items():
                        key = str(got[user]).strip()
                        if key.upper() == EXPECTED["legacy"][user]:
                            raise AssertionError(f"{user}: {key} is the refused legacy v1 key")
                        assert key.upper() == want, f"{user}: key {key} is wrong"

                def test_binary_activates_each_seat():
                    got = _report().get("licenses") or {}
                    for user in EXPECTED["licenses"]:
                        res = _run("activate", user, str(got.get(user, "")).strip())
                        assert res.returncode == 0, f"{user}: activate said {res.stdout.strip()!r}"

                def test_not_the_factory_defaults():
                    got = open(EXPECTED["conf"], "rb").read() if os.path.isfile(EXPECTED["conf"]) else b""
                    assert got != EXPECTED["factory"].encode(), "that is the stale factory configuration"
            '''
        return pytest_file(header, {"EXPECTED": E}, dedent(common) + dedent(body))
