python3 - <<'PY'
import base64, json, os
SPEC = json.loads(r'''{"entries": [["logs/billing/billing-20241112-1834.log", 1121, 1731436451, 416, 2114, "dated", ""], ["logs/billing/billing-20241116-2339.log", 669, 1731800373, 416, 2114, "dated", ""], ["logs/billing/billing-20241117-0239.log", 831, 1731811193, 416, 2114, "dated", ""], ["logs/billing/billing-20241123-1753.log", 1508, 1732384394, 416, 2114, "dated", ""], ["logs/billing/billing-20241124-2232.log", 1051, 1732487560, 416, 2114, "dated", ""], ["logs/billing/billing-20241128-1746.log", 665, 1732815996, 416, 2114, "dated", ""], ["logs/billing/billing-20241129-1316.log", 2081, 1732886160, 416, 2114, "dated", ""], ["logs/billing/billing-20241206-1521.log", 1669, 1733498509, 416, 2114, "dated", ""], ["logs/billing/billing-20241206-2250.log", 469, 1733525453, 416, 2114, "dated", ""], ["logs/billing/billing-20241207-2140.log", 811, 1733607656, 416, 2114, "dated", ""], ["logs/billing/billing.log", 1379, 1733636072, 416, 2114, "live", ""], ["logs/billing/billing.pid", 6, 1730013300, 420, 2114, "pid", ""], ["logs/ingest/ingest-20241115-0617.log", 2160, 1731651462, 416, 2135, "dated", ""], ["logs/ingest/ingest-20241119-0032.log", 2221, 1731976379, 416, 2135, "dated", ""], ["logs/ingest/ingest-20241121-1551.log", 2067, 1732204304, 416, 2135, "dated", ""], ["logs/ingest/ingest-20241123-1816.log", 2299, 1732385760, 416, 2135, "dated", ""], ["logs/ingest/ingest-20241124-1942.log", 2338, 1732477345, 416, 2135, "dated", ""], ["logs/ingest/ingest-20241130-1117.log", 2115, 1732965438, 416, 2135, "dated", ""], ["logs/ingest/ingest-20241203-0816.log", 1975, 1733213807, 416, 2135, "dated", ""], ["logs/ingest/ingest-20241206-1500.log", 1368, 1733497248, 416, 2135, "dated", ""], ["logs/ingest/ingest-20241207-2133.log", 517, 1733607236, 416, 2135, "dated", ""], ["logs/ingest/ingest-20241207-2338.log", 672, 1733614739, 416, 2135, "dated", ""], ["logs/ingest/ingest.log", 1508, 1733619710, 416, 2135, "live", ""], ["logs/ingest/ingest.pid", 6, 1730013300, 420, 2135, "pid", ""], ["logs/reports/reports-20241111-0220.log", 1346, 1731291642, 416, 2163, "dated", ""], ["logs/reports/reports-20241117-1853.log", 2100, 1731869602, 416, 2163, "dated", ""], ["logs/reports/reports-20241121-1337.log", 1413, 1732196248, 416, 2163, "dated", ""], ["logs/reports/reports-20241123-1305.log", 2260, 1732367105, 416, 2163, "dated", ""], ["logs/reports/reports-20241125-0219.log", 1700, 1732501165, 416, 2163, "dated", ""], ["logs/reports/reports-20241128-1710.log", 1296, 1732813821, 416, 2163, "dated", ""], ["logs/reports/reports-20241204-1535.log", 417, 1733326512, 416, 2163, "dated", ""], ["logs/reports/reports-20241204-2211.log", 623, 1733350304, 416, 2163, "dated", ""], ["logs/reports/reports-20241207-1150.log", 1814, 1733572234, 416, 2163, "dated", ""], ["logs/reports/reports-20241207-1646.log", 1870, 1733589978, 416, 2163, "dated", ""], ["logs/reports/reports-20241207-2040.log", 1599, 1733604038, 416, 2163, "dated", ""], ["logs/reports/reports-20241207-2247.log", 1557, 1733611666, 416, 2163, "dated", ""], ["logs/reports/reports.log", 2350, 1733629754, 416, 2163, "live", ""], ["logs/reports/reports.pid", 3, 1730013300, 420, 2163, "pid", ""], ["logs/worker/worker-20241111-0550.log", 1616, 1731304236, 416, 2107, "dated", ""], ["logs/worker/worker-20241115-1148.log", 1203, 1731671291, 416, 2107, "dated", ""], ["logs/worker/worker-20241120-0326.log", 1286, 1732073201, 416, 2107, "dated", ""], ["logs/worker/worker-20241123-2214.log", 1181, 1732400069, 416, 2107, "dated", ""], ["logs/worker/worker-20241124-2249.log", 735, 1732488547, 416, 2107, "dated", ""], ["logs/worker/worker.log", 696, 1733617059, 416, 2107, "live", ""], ["logs/worker/worker.pid", 6, 1730013300, 420, 2107, "pid", ""], ["shared/ml-cache/ml-20241031-2118.log", 488, 1730409487, 420, 0, "shared", ""], ["shared/ml-cache/ml-20241106-2238.log", 791, 1730932734, 420, 0, "shared", ""], ["shared/ml-cache/ml-20241121-2215.log", 486, 1732227331, 420, 0, "shared", ""]], "links": [["logs/billing/ml-cache", "../../shared/ml-cache"]]}''')

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
