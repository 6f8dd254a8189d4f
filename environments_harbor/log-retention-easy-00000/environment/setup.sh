python3 - <<'PY'
import base64, json, os
SPEC = json.loads(r'''{"entries": [["logs/api/api export 20221125 0421.log", 1270, 1669350099, 416, 2100, "dated", ""], ["logs/api/api export 20221203 1147.log", 542, 1670068069, 416, 2100, "dated", ""], ["logs/api/api-20221117-1044.log", 942, 1668681866, 416, 2100, "dated", ""], ["logs/api/api-20221122-0911.log", 423, 1669108274, 416, 2100, "dated", ""], ["logs/api/api-20221125-1444.log", 1725, 1669387441, 416, 2100, "dated", ""], ["logs/api/api-20221126-1918.log", 1797, 1669490324, 416, 2100, "dated", ""], ["logs/api/api-20221128-0130.log", 530, 1669599037, 416, 2100, "dated", ""], ["logs/api/api-20221130-1522.log", 1171, 1669821762, 416, 2100, "dated", ""], ["logs/api/api-20221202-2003.log", 1818, 1670011385, 416, 2100, "dated", ""], ["logs/api/api-20221207-1527.log", 1679, 1670426832, 416, 2100, "dated", ""], ["logs/api/api-20221207-1937.log", 1789, 1670441833, 416, 2100, "dated", ""], ["logs/api/api-20221208-1245.log", 699, 1670503548, 416, 2100, "dated", ""], ["logs/api/api-20221210-1119.log", 2143, 1670671170, 416, 2100, "dated", ""], ["logs/api/api-20221210-1721.log", 2258, 1670692888, 416, 2100, "dated", ""], ["logs/api/api.log", 1399, 1670727760, 416, 2100, "live", ""], ["logs/api/api.pid", 6, 1667108700, 420, 2100, "pid", ""], ["logs/mailer/mailer-20221116-1553.log", 2061, 1668613980, 416, 2142, "dated", ""], ["logs/mailer/mailer-20221116-2331.log", 1171, 1668641515, 416, 2142, "dated", ""], ["logs/mailer/mailer-20221120-0259.log", 1112, 1668913166, 416, 2142, "dated", ""], ["logs/mailer/mailer-20221126-1657.log", 1604, 1669481849, 416, 2142, "dated", ""], ["logs/mailer/mailer-20221128-0221.log", 517, 1669602086, 416, 2142, "dated", ""], ["logs/mailer/mailer-20221129-1755.log", 1801, 1669744542, 416, 2142, "dated", ""], ["logs/mailer/mailer-20221130-1717.log", 1606, 1669828661, 416, 2142, "dated", ""], ["logs/mailer/mailer-20221206-1233.log", 2126, 1670330029, 416, 2142, "dated", ""], ["logs/mailer/mailer-20221207-0213.log", 1546, 1670379194, 416, 2142, "dated", ""], ["logs/mailer/mailer-20221207-1738.log", 1398, 1670434685, 416, 2142, "dated", ""], ["logs/mailer/mailer-20221208-0820.log", 2176, 1670487606, 416, 2142, "dated", ""], ["logs/mailer/mailer-20221210-0715.log", 776, 1670656554, 416, 2142, "dated", ""], ["logs/mailer/mailer.log", 2288, 1670735107, 416, 2142, "live", ""], ["logs/mailer/mailer.pid", 4, 1667108700, 420, 2142, "pid", ""], ["logs/worker/worker-20221114-2005.log", 1029, 1668456342, 416, 2107, "dated", ""], ["logs/worker/worker-20221121-1345.log", 2357, 1669038353, 416, 2107, "dated", ""], ["logs/worker/worker-20221122-0545.log", 1096, 1669095906, 416, 2107, "dated", ""], ["logs/worker/worker-20221126-1130.log", 1177, 1669462238, 416, 2107, "dated", ""], ["logs/worker/worker-20221127-1754.log", 728, 1669571661, 416, 2107, "dated", ""], ["logs/worker/worker.log", 1946, 1670712903, 416, 2107, "live", ""], ["logs/worker/worker.pid", 3, 1667108700, 420, 2107, "pid", ""]], "links": []}''')

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
