python3 - <<'PY'
import json, os
SPEC = json.loads(r'''{"files": [["/opt/asset-thumbs/incoming/2025-10-10/chunk-04.csv", "IMG60617,cdn-syd,2230,1850\nIMG82947,cdn-iad,1233,3232\nIMG94277,cdn-iad,1729,3622\nIMG23399,cdn-iad,2107,3446\nIMG68381,cdn-syd,1637,2956\nIMG60921,cdn-iad,5543,1641\nIMG91094,cdn-iad,5347,1191\nIMG19651,cdn-syd,4400,3396\n", 1704124226], ["/opt/asset-thumbs/incoming/2025-10-10/chunk-29.csv", "IMG27251,cdn-iad,2346,3476\nIMG75828,cdn-syd,5134,1274\nIMG55959,cdn-syd,1119,1118\nIMG25751,cdn-syd,771,999\nIMG96683,cdn-iad,3539,1785\n", 1704124226], ["/opt/asset-thumbs/incoming/2025-10-10/chunk-46.csv", "IMG20924,cdn-iad,1474,3952\nIMG15211,cdn-iad,5517,2805\nIMG73777,cdn-iad,2550,953\nIMG28892,cdn-syd,4044,896\n", 1704124226], ["/opt/asset-thumbs/incoming/2025-10-10/chunk-54.csv", "IMG23743,cdn-syd,1208,1566\nIMG29309,cdn-syd,2121,3815\nIMG88521,cdn-syd,1209,3598\nIMG60068,cdn-iad,1214,1435\nIMG22758,cdn-syd,3223,866\n", 1704124226], ["/opt/asset-thumbs/incoming/2025-10-10/chunk-74.csv", "IMG41724,cdn-iad,3024,2175\nIMG77897,cdn-syd,5643,2969\nIMG80937,cdn-iad,1464,1799\nIMG10788,cdn-iad,4270,2884\nIMG45136,cdn-iad,3221,2252\n", 1704124226], ["/opt/asset-thumbs/incoming/2025-10-10/chunk-78.csv", "IMG46569,cdn-iad,5578,2161\nIMG98940,cdn-iad,2423,1725\nIMG29794,cdn-iad,1916,1049\nIMG86436,cdn-iad,5636,1006\n", 1704124226], ["/opt/asset-thumbs/incoming/2025-10-10/chunk-91.csv", "IMG83211,cdn-iad,1657,988\nIMG22876,cdn-syd,2159,2969\nIMG10507,cdn-syd,1329,1094\nIMG47914,cdn-syd,4343,2535\nIMG73706,cdn-iad,2988,2302\nIMG34596,cdn-iad,3911,2962\n", 1704124226], ["/opt/asset-thumbs/incoming/2025-10-10/chunk-98.csv", "IMG20616,cdn-iad,3642,846\nIMG74778,cdn-iad,2326,3871\nIMG89941,cdn-syd,4044,1945\nIMG84219,cdn-iad,3098,12O\nIMG33466,cdn-iad,2491,2628\n", 1704124226], ["/opt/asset-thumbs/runs/2025-10-10/parts/chunk-29.out", "IMG27251,94a8ca0ea5fe\nIMG75828,8a078bb258b0\nIMG55959,8008e92dbf32\nIMG25751,010902f54407\nIMG96683,2d77c3360f7f\n", 1704037826], ["/opt/asset-thumbs/runs/2025-10-10/parts/chunk-46.out", "IMG20924,d8e28c705619\nIMG15211,1f9c595247c3\nIMG73777,329e0fc7405c\nIMG28892,2f87fc82b07c\n", 1704127826], ["/opt/asset-thumbs/runs/2025-10-10/parts/chunk-91.out", "IMG83211,2fb300c665c0\nIMG22876,8a08170e5862\nIMG10507,9be83cbc6394\nIMG47914,39c724021b4e\nIMG73706,5c66cf0223e0\nIMG34596,80681993c902\n", 1704127826]], "counts": []}''')
for p, content, mtime in SPEC["files"]:
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", newline="") as f:
        f.write(content)
    if mtime is not None:
        os.utime(p, (mtime, mtime))
os.makedirs("/var/lib/thumbify/attempts", exist_ok=True)
for key in SPEC["counts"]:
    with open(os.path.join("/var/lib/thumbify/attempts", key), "w") as f:
        f.write("1\n")
PY
mkdir -p /opt/asset-thumbs/bin
