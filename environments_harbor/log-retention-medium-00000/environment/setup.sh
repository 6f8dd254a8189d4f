python3 - <<'PY'
import base64, json, os
SPEC = json.loads(r'''{"entries": [["logs/gateway/gateway-20230902-0507.log", 1423, 1693631274, 416, 2156, "dated", ""], ["logs/gateway/gateway-20230904-0111.log", 1650, 1693789877, 416, 2156, "dated", ""], ["logs/gateway/gateway-20230918-1411.log", 2258, 1695046263, 416, 2156, "dated", ""], ["logs/gateway/gateway-20230926-0019.log", 2234, 1695687579, 416, 2156, "dated", ""], ["logs/gateway/gateway-20230927-1427.log", 847, 1695824833, 416, 2156, "dated", ""], ["logs/gateway/gateway-20231012-2254.log", 1885, 1697151286, 416, 2156, "dated", ""], ["logs/gateway/gateway-20231024-0253.log", 1437, 1698115993, 416, 2156, "dated", ""], ["logs/gateway/gateway-20231106-0837.log", 1514, 1699259842, 416, 2156, "dated", ""], ["logs/gateway/gateway-20231108-0417.log", 1389, 1699417043, 416, 2156, "dated", ""], ["logs/gateway/gateway-20231108-1007.log", 692, 1699438039, 416, 2156, "dated", ""], ["logs/gateway/gateway-20231109-1045.log", 426, 1699526700, 416, 2156, "dated", ""], ["logs/gateway/gateway-20231109-1817.log", 12288, 1699553848, 416, 2156, "dated", ""], ["logs/gateway/gateway-20231109-2059.log", 22217, 1699563576, 416, 2156, "dated", ""], ["logs/gateway/gateway-20231110-0511.log", 1567, 1699593117, 416, 2156, "dated", ""], ["logs/gateway/gateway.log", 1775, 1699618117, 416, 2156, "live", ""], ["logs/gateway/gateway.pid", 5, 1687976100, 420, 2156, "pid", ""], ["logs/reports/reports-20230817-1039.log", 1018, 1692268747, 416, 2163, "dated", ""], ["logs/reports/reports-20230908-1729.log", 1595, 1694194141, 416, 2163, "dated", ""], ["logs/reports/reports-20230922-0155.log", 1589, 1695347703, 416, 2163, "dated", ""], ["logs/reports/reports-20230926-1003.log", 2153, 1695722594, 416, 2163, "dated", ""], ["logs/reports/reports-20230927-0348.log", 1546, 1695786497, 416, 2163, "dated", ""], ["logs/reports/reports-20231008-1233.log", 480, 1696768411, 416, 2163, "dated", ""], ["logs/reports/reports-20231102-1534.log", 608, 1698939253, 416, 2163, "dated", ""], ["logs/reports/reports-20231106-1907.log", 1446, 1699297651, 416, 2163, "dated", ""], ["logs/reports/reports-20231106-1954.log", 713, 1699300475, 416, 2163, "dated", ""], ["logs/reports/reports-20231108-0807.log", 1673, 1699430822, 416, 2163, "dated", ""], ["logs/reports/reports-20231109-1529.log", 20941, 1699543756, 416, 2163, "dated", ""], ["logs/reports/reports.log", 1490, 1699638499, 416, 2163, "live", ""], ["logs/reports/reports.pid", 6, 1687976100, 420, 2163, "pid", ""], ["logs/worker/worker-20230817-1628.log", 913, 1692289698, 416, 2107, "dated", ""], ["logs/worker/worker-20230825-2033.log", 2058, 1692995581, 416, 2107, "dated", ""], ["logs/worker/worker-20230902-1432.log", 2090, 1693665139, 416, 2107, "dated", ""], ["logs/worker/worker-20230925-2235.log", 1140, 1695681325, 416, 2107, "dated", ""], ["logs/worker/worker-20230927-1523.log", 2338, 1695828206, 416, 2107, "dated", ""], ["logs/worker/worker-20231004-0503.log", 642, 1696395783, 416, 2107, "dated", ""], ["logs/worker/worker-20231025-0001.log", 2015, 1698192111, 416, 2107, "dated", ""], ["logs/worker/worker-20231102-1301.log", 2166, 1698930099, 416, 2107, "dated", ""], ["logs/worker/worker-20231106-0307.log", 1410, 1699240055, 416, 2107, "dated", ""], ["logs/worker/worker-20231109-0739.log", 1032, 1699515598, 416, 2107, "dated", ""], ["logs/worker/worker-20231109-1138.log", 1609, 1699529907, 416, 2107, "dated", ""], ["logs/worker/worker.log", 753, 1699622712, 416, 2107, "live", ""], ["logs/worker/worker.pid", 4, 1687976100, 420, 2107, "pid", ""], ["shared/sre-cache/sre-20230810-2329.log", 401, 1691710177, 420, 0, "shared", ""], ["shared/sre-cache/sre-20230811-2012.log", 374, 1691784737, 420, 0, "shared", ""], ["shared/sre-cache/sre-20230826-2208.log", 888, 1693087684, 420, 0, "shared", ""]], "links": [["logs/gateway/sre-cache", "../../shared/sre-cache"]]}''')

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
