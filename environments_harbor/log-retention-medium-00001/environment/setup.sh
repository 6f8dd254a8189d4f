python3 - <<'PY'
import base64, json, os
SPEC = json.loads(r'''{"entries": [["logs/billing/billing-20230423-2304.log", 1512, 1682291051, 416, 2114, "dated", ""], ["logs/billing/billing-20230428-1619.log", 1929, 1682698759, 416, 2114, "dated", ""], ["logs/billing/billing-20230428-1902.log", 1977, 1682708549, 416, 2114, "dated", ""], ["logs/billing/billing-20230505-0723.log", 1246, 1683271422, 416, 2114, "dated", ""], ["logs/billing/billing-20230506-0058.log", 655, 1683334728, 416, 2114, "dated", ""], ["logs/billing/billing-20230509-0828.log", 641, 1683620881, 416, 2114, "dated", ""], ["logs/billing/billing-20230511-0342.log", 1579, 1683776569, 416, 2114, "dated", ""], ["logs/billing/billing-20230516-1206.log", 1723, 1684238792, 416, 2114, "dated", ""], ["logs/billing/billing-20230516-1920.log", 1468, 1684264818, 416, 2114, "dated", ""], ["logs/billing/billing-20230518-1530.log", 16384, 1684423850, 416, 2114, "dated", ""], ["logs/billing/billing-20230518-1810.log", 2388, 1684433434, 416, 2114, "dated", ""], ["logs/billing/billing-20230519-0615.log", 2284, 1684476949, 416, 2114, "dated", ""], ["logs/billing/billing-20230519-1229.log", 31423, 1684499380, 416, 2114, "dated", ""], ["logs/billing/billing.log", 1846, 1684513034, 416, 2114, "live", ""], ["logs/billing/billing.pid", 6, 1680897600, 420, 2114, "pid", ""], ["logs/ingest/ingest-20230426-0745.log", 1553, 1682495112, 416, 2135, "dated", ""], ["logs/ingest/ingest-20230429-0132.log", 1098, 1682731922, 416, 2135, "dated", ""], ["logs/ingest/ingest-20230429-2038.log", 2132, 1682800706, 416, 2135, "dated", ""], ["logs/ingest/ingest-20230505-0502.log", 1038, 1683262961, 416, 2135, "dated", ""], ["logs/ingest/ingest-20230506-0756.log", 1750, 1683359812, 416, 2135, "dated", ""], ["logs/ingest/ingest-20230509-0506.log", 548, 1683608802, 416, 2135, "dated", ""], ["logs/ingest/ingest-20230510-1653.log", 1434, 1683737585, 416, 2135, "dated", ""], ["logs/ingest/ingest-20230511-2132.log", 1286, 1683840771, 416, 2135, "dated", ""], ["logs/ingest/ingest-20230513-0828.log", 764, 1683966520, 416, 2135, "dated", ""], ["logs/ingest/ingest-20230514-1710.log", 536, 1684084258, 416, 2135, "dated", ""], ["logs/ingest/ingest-20230516-2034.log", 1961, 1684269277, 416, 2135, "dated", ""], ["logs/ingest/ingest-20230518-1719.log", 842, 1684430382, 416, 2135, "dated", ""], ["logs/ingest/ingest-20230518-2049.log", 492, 1684442999, 416, 2135, "dated", ""], ["logs/ingest/ingest-20230519-1231.log", 63353, 1684499478, 416, 2135, "dated", ""], ["logs/ingest/ingest.log", 2407, 1684522945, 416, 2135, "live", ""], ["logs/ingest/ingest.pid", 6, 1680897600, 420, 2135, "pid", ""], ["logs/worker/worker-20230424-0945.log", 1427, 1682329523, 416, 2107, "dated", ""], ["logs/worker/worker-20230427-1434.log", 1381, 1682606095, 416, 2107, "dated", ""], ["logs/worker/worker-20230429-0614.log", 1177, 1682748884, 416, 2107, "dated", ""], ["logs/worker/worker-20230505-0343.log", 1864, 1683258200, 416, 2107, "dated", ""], ["logs/worker/worker-20230506-0920.log", 2230, 1683364857, 416, 2107, "dated", ""], ["logs/worker/worker-20230506-2259.log", 2094, 1683413950, 416, 2107, "dated", ""], ["logs/worker/worker-20230510-1727.log", 1265, 1683739649, 416, 2107, "dated", ""], ["logs/worker/worker-20230513-1638.log", 1556, 1683995901, 416, 2107, "dated", ""], ["logs/worker/worker-20230514-0713.log", 427, 1684048382, 416, 2107, "dated", ""], ["logs/worker/worker-20230516-0228.log", 1555, 1684204082, 416, 2107, "dated", ""], ["logs/worker/worker-20230519-1137.log", 1391, 1684496275, 416, 2107, "dated", ""], ["logs/worker/worker.log", 2429, 1684511689, 416, 2107, "live", ""], ["logs/worker/worker.pid", 3, 1680897600, 420, 2107, "pid", ""]], "links": []}''')

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
