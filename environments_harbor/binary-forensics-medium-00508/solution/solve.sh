#!/bin/bash
set -euo pipefail
BIN=/usr/local/halcyon/sbin/meterctl
W=/tmp/re-meterctl
mkdir -p "$W" /srv/incident/ir-6820/re
cat > "$W/analyze.py" <<'PY'
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
PY
file "$BIN"
readelf -SW "$BIN" > "$W/sections.txt"
objdump -d --no-show-raw-insn "$BIN" > "$W/disasm.txt"
# The embedded container starts with the magic; carve it (length field + 10 bytes of framing).
OFF=$(grep -obUaF 'NVB6' "$BIN" | tail -n 1 | cut -d: -f1)
LEN=$(xxd -s $((OFF + 4)) -l 2 -p "$BIN" | sed 's/\(..\)\(..\)/0x\2\1/')
xxd -s "$OFF" -l $((LEN + 10)) -p "$BIN" > "$W/store.hex"
TG_PARAMS='{"level": "medium", "bin": "/usr/local/halcyon/sbin/meterctl", "work": "/tmp/re-meterctl", "outdir": "/srv/incident/ir-6820/re", "report": "/srv/incident/ir-6820/re/report.json", "conf": "/srv/incident/ir-6820/re/recovered.conf", "override": "/srv/incident/ir-6820/re/site.nvb6", "magic": "NVB6", "checksum": "crc32", "change": ["endpoint", "https://mirror-20.dr.int.example.com/v3/upload-heron"]}' python3 "$W/analyze.py" 
"$BIN" check-config /srv/incident/ir-6820/re/site.nvb6 || true
