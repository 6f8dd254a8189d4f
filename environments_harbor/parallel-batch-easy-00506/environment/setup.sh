python3 - <<'PY'
import json, os
SPEC = json.loads(r'''{"files": [["/opt/asset-thumbs/incoming/2025-08-13/batch-01.csv", "IMG23532,cdn-gru,4667,2350\nIMG18982,cdn-gru,801,2166\nIMG15980,cdn-gru,3450,2534\nIMG17125,cdn-syd,3844,1278\nIMG86960,cdn-gru,1988,1265\nIMG27145,cdn-syd,5024,3104\nIMG56832,cdn-gru,5374,3662\nIMG46713,cdn-syd,3404,3113\n", null], ["/opt/asset-thumbs/incoming/2025-08-13/batch-22.csv", "IMG11609,cdn-syd,3576,1162\nIMG19734,cdn-syd,1264,3826\nIMG87068,cdn-syd,1957,636\nIMG72523,cdn-gru,3393,1986\nIMG82980,cdn-gru,5225,1886\n", null], ["/opt/asset-thumbs/incoming/2025-08-13/batch-34.csv", "IMG60097,cdn-gru,747,1587\nIMG26339,cdn-syd,3068,2866\nIMG71809,cdn-gru,5725,3559\nIMG52531,cdn-gru,5764,3962\nIMG83791,cdn-gru,2911,3282\n", null], ["/opt/asset-thumbs/incoming/2025-08-13/batch-35.csv", "IMG40123,cdn-gru,4268,1509\nIMG99514,cdn-gru,4810,2049\nIMG14813,cdn-gru,4381,1495\nIMG32455,cdn-syd,3349,620\nIMG90241,cdn-gru,4721,12O\n", null], ["/opt/asset-thumbs/incoming/2025-08-13/batch-52.csv", "IMG70738,cdn-syd,4752,3431\nIMG73342,cdn-syd,5629,1415\nIMG71160,cdn-gru,5295,2610\nIMG14121,cdn-gru,1e3,1246\n", null], ["/opt/asset-thumbs/incoming/2025-08-13/batch-65.csv", "IMG14729,cdn-gru,4366,3008\nIMG33881,cdn-syd,4340,3098\nIMG27524,cdn-gru,5200,1829\nIMG86841,cdn-syd,2713,2116\n", null]], "counts": []}''')
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
