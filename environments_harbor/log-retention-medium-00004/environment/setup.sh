python3 - <<'PY'
import base64, json, os
SPEC = json.loads(r'''{"entries": [["logs/api/api-20240311-0408.log", 581, 1710130102, 416, 2100, "dated", ""], ["logs/api/api-20240315-1337.log", 635, 1710509838, 416, 2100, "dated", ""], ["logs/api/api-20240317-0200.log", 780, 1710640809, 416, 2100, "dated", ""], ["logs/api/api-20240322-0314.log", 811, 1711077284, 416, 2100, "dated", ""], ["logs/api/api-20240323-1025.log", 1454, 1711189552, 416, 2100, "dated", ""], ["logs/api/api-20240328-0601.log", 1385, 1711605684, 416, 2100, "dated", ""], ["logs/api/api-20240330-0645.log", 1142, 1711781151, 416, 2100, "dated", ""], ["logs/api/api-20240331-0843.log", 676, 1711874589, 416, 2100, "dated", ""], ["logs/api/api-20240401-1255.log", 646, 1711976148, 416, 2100, "dated", ""], ["logs/api/api-20240403-1145.log", 779, 1712144722, 416, 2100, "dated", ""], ["logs/api/api-20240404-2036.log", 16750, 1712263009, 416, 2100, "dated", ""], ["logs/api/api-20240405-0054.log", 12288, 1712278493, 416, 2100, "dated", ""], ["logs/api/api-20240405-0835.log", 975, 1712306134, 416, 2100, "dated", ""], ["logs/api/api-20240405-0937.log", 1798, 1712309844, 416, 2100, "dated", ""], ["logs/api/api.log", 1007, 1712327711, 416, 2100, "live", ""], ["logs/api/api.pid", 4, 1708712100, 420, 2100, "pid", ""], ["logs/gateway/gateway-20240310-0540.log", 1725, 1710049229, 416, 2156, "dated", ""], ["logs/gateway/gateway-20240310-1532.log", 631, 1710084726, 416, 2156, "dated", ""], ["logs/gateway/gateway-20240315-2000.log", 1811, 1710532851, 416, 2156, "dated", ""], ["logs/gateway/gateway-20240322-1454.log", 1027, 1711119295, 416, 2156, "dated", ""], ["logs/gateway/gateway-20240323-1504.log", 807, 1711206295, 416, 2156, "dated", ""], ["logs/gateway/gateway-20240326-0003.log", 1484, 1711411381, 416, 2156, "dated", ""], ["logs/gateway/gateway-20240327-0117.log", 1546, 1711502256, 416, 2156, "dated", ""], ["logs/gateway/gateway-20240402-1645.log", 1103, 1712076341, 416, 2156, "dated", ""], ["logs/gateway/gateway-20240402-2359.log", 400, 1712102379, 416, 2156, "dated", ""], ["logs/gateway/gateway-20240404-1248.log", 36944, 1712234938, 416, 2156, "dated", ""], ["logs/gateway/gateway-20240405-0325.log", 875, 1712287540, 416, 2156, "dated", ""], ["logs/gateway/gateway-20240405-0603.log", 1148, 1712296992, 416, 2156, "dated", ""], ["logs/gateway/gateway.log", 2478, 1712336225, 416, 2156, "live", ""], ["logs/gateway/gateway.pid", 3, 1708712100, 420, 2156, "pid", ""], ["logs/scheduler/scheduler-20240314-1926.log", 1468, 1710444413, 416, 2149, "dated", ""], ["logs/scheduler/scheduler-20240316-0343.log", 951, 1710560617, 416, 2149, "dated", ""], ["logs/scheduler/scheduler-20240319-2137.log", 804, 1710884225, 416, 2149, "dated", ""], ["logs/scheduler/scheduler-20240321-2049.log", 469, 1711054174, 416, 2149, "dated", ""], ["logs/scheduler/scheduler-20240323-0033.log", 2318, 1711154020, 416, 2149, "dated", ""], ["logs/scheduler/scheduler-20240324-1632.log", 1907, 1711297967, 416, 2149, "dated", ""], ["logs/scheduler/scheduler-20240327-1710.log", 1454, 1711559458, 416, 2149, "dated", ""], ["logs/scheduler/scheduler-20240328-0435.log", 604, 1711600535, 416, 2149, "dated", ""], ["logs/scheduler/scheduler-20240402-1857.log", 978, 1712084263, 416, 2149, "dated", ""], ["logs/scheduler/scheduler-20240403-0444.log", 1868, 1712119465, 416, 2149, "dated", ""], ["logs/scheduler/scheduler-20240403-2219.log", 1337, 1712182753, 416, 2149, "dated", ""], ["logs/scheduler/scheduler-20240405-1007.log", 1589, 1712311642, 416, 2149, "dated", ""], ["logs/scheduler/scheduler.log", 1820, 1712334173, 416, 2149, "live", ""], ["logs/scheduler/scheduler.pid", 4, 1708712100, 420, 2149, "pid", ""], ["shared/qa-cache/qa-20240311-0506.log", 526, 1710133573, 420, 0, "shared", ""], ["shared/qa-cache/qa-20240316-1128.log", 609, 1710588506, 420, 0, "shared", ""], ["shared/qa-cache/qa-20240317-1904.log", 887, 1710702254, 420, 0, "shared", ""]], "links": [["logs/api/qa-cache", "../../shared/qa-cache"]]}''')

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
