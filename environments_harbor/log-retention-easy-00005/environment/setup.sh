python3 - <<'PY'
import base64, json, os
SPEC = json.loads(r'''{"entries": [["logs/billing/billing export 20231218 1255.log", 2147, 1702904124, 416, 2114, "dated", ""], ["logs/billing/billing export 20231224 0332.log", 2114, 1703388767, 416, 2114, "dated", ""], ["logs/billing/billing-20231208-1812.log", 1259, 1702059136, 416, 2114, "dated", ""], ["logs/billing/billing-20231215-2134.log", 1608, 1702676060, 416, 2114, "dated", ""], ["logs/billing/billing-20231217-0935.log", 517, 1702805733, 416, 2114, "dated", ""], ["logs/billing/billing-20231219-0417.log", 588, 1702959446, 416, 2114, "dated", ""], ["logs/billing/billing-20231220-1108.log", 593, 1703070522, 416, 2114, "dated", ""], ["logs/billing/billing-20231223-0638.log", 485, 1703313502, 416, 2114, "dated", ""], ["logs/billing/billing-20231228-0135.log", 2160, 1703727345, 416, 2114, "dated", ""], ["logs/billing/billing-20231231-0344.log", 1966, 1703994242, 416, 2114, "dated", ""], ["logs/billing/billing-20231231-2048.log", 2388, 1704055735, 416, 2114, "dated", ""], ["logs/billing/billing-20231231-2157.log", 901, 1704059862, 416, 2114, "dated", ""], ["logs/billing/billing-20240101-1118.log", 8192, 1704107909, 416, 2114, "dated", ""], ["logs/billing/billing-20240101-1648.log", 23608, 1704127709, 416, 2114, "dated", ""], ["logs/billing/billing-20240101-1904.log", 2320, 1704135851, 416, 2114, "dated", ""], ["logs/billing/billing.log", 1780, 1704198025, 416, 2114, "live", ""], ["logs/billing/billing.pid", 5, 1700585100, 420, 2114, "pid", ""], ["logs/scheduler/scheduler-20231205-1703.log", 2141, 1701795802, 416, 2149, "dated", ""], ["logs/scheduler/scheduler-20231215-0808.log", 467, 1702627729, 416, 2149, "dated", ""], ["logs/scheduler/scheduler-20231218-0147.log", 717, 1702864034, 416, 2149, "dated", ""], ["logs/scheduler/scheduler-20231219-1118.log", 1065, 1702984692, 416, 2149, "dated", ""], ["logs/scheduler/scheduler-20231220-0449.log", 472, 1703047772, 416, 2149, "dated", ""], ["logs/scheduler/scheduler-20231220-1916.log", 712, 1703099800, 416, 2149, "dated", ""], ["logs/scheduler/scheduler-20231229-0118.log", 1457, 1703812719, 416, 2149, "dated", ""], ["logs/scheduler/scheduler-20231229-2151.log", 1011, 1703886696, 416, 2149, "dated", ""], ["logs/scheduler/scheduler-20231231-0659.log", 505, 1704005988, 416, 2149, "dated", ""], ["logs/scheduler/scheduler-20240101-0119.log", 795, 1704071971, 416, 2149, "dated", ""], ["logs/scheduler/scheduler-20240101-0506.log", 928, 1704085616, 416, 2149, "dated", ""], ["logs/scheduler/scheduler-20240101-0736.log", 25622, 1704094611, 416, 2149, "dated", ""], ["logs/scheduler/scheduler-20240101-2120.log", 2200, 1704144035, 416, 2149, "dated", ""], ["logs/scheduler/scheduler-20240102-0220.log", 2265, 1704162008, 416, 2149, "dated", ""], ["logs/scheduler/scheduler.log", 1356, 1704202797, 416, 2149, "live", ""], ["logs/scheduler/scheduler.pid", 3, 1700585100, 420, 2149, "pid", ""]], "links": []}''')

def body(rel, size):
    import hashlib
    out, n, i = [], 0, 0
    while n < size:
        h = hashlib.sha256(f"{rel}#{i}".encode()).hexdigest()
        line = f"{i:06d} req={h[:12]} status={200 + int(h[12], 16) % 4 * 100} ms={int(h[13:16], 16)} user={h[16:24]}\n"
        out.append(line)
        n, i = n + len(line), i + 1
    return ("".join(out)[:size - 1] + "\n").encode()

for rel, size, mtime, mode, uid, kind, b64 in SPEC["entries"]:
    p = "/srv/" + rel
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "wb") as f:
        f.write(base64.b64decode(b64) if b64 else body(rel, size))
    os.chown(p, uid, uid)
    os.chmod(p, mode)
    os.utime(p, (mtime, mtime))
for link, target in SPEC["links"]:
    os.symlink(target, "/srv/" + link)
PY
