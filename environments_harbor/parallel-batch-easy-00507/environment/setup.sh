python3 - <<'PY'
import json, os
SPEC = json.loads(r'''{"files": [["/home/batch/fx-settlement/incoming/2025-04-13/job-01.csv", "TR47887,lmax,1448668,289\nTR27408,ebs,3416954,638\nTR34909,ebs,923186,370\nTR13395,ebs,4185212,438\nTR86792,ebs,2444460,796\nTR14563,lmax,4636427,799\nTR20123,lmax,3209509,528\nTR97257,ebs,1318125,807\n", null], ["/home/batch/fx-settlement/incoming/2025-04-13/job-06.csv", "TR34550,ebs,1093401,375\nTR15357,ebs,3517213,218\nTR68011,lmax,2418863,899\nTR75549,ebs,3510335,108\nTR93358,lmax,4865131,217\n", null], ["/home/batch/fx-settlement/incoming/2025-04-13/job-46.csv", "TR34375,ebs,1231680,99\nTR11686,lmax,1558583,754\nTR76656,lmax,3964300,204\nTR33112,lmax,4643472,962\nTR51959,ebs,1108278,873\n", null], ["/home/batch/fx-settlement/incoming/2025-04-13/job-55.csv", "TR42396,ebs,340472,948\nTR56824,lmax,857127,196\nTR47515,lmax,780009,821\nTR47961,ebs,111245,247\nTR11703,lmax,2105914,636\n", null], ["/home/batch/fx-settlement/incoming/2025-04-13/job-61.csv", "TR64231,ebs,668110,5\nTR28466,lmax,3969356,950\nTR39011,ebs,2480718,6\nTR42376,lmax,1684764,898\nTR52788,lmax,2164979,704\n", null], ["/home/batch/fx-settlement/incoming/2025-04-13/job-68.csv", "TR33248,ebs,2484735,665\nTR71027,lmax,1255510,74\nTR92081,lmax,4224495,750\nTR94162,lmax,3464381,569\nTR55019,ebs,4515248,760\nTR87790,ebs,1915143,269\n", null], ["/home/batch/fx-settlement/incoming/2025-04-13/job-77.csv", "TR61685,ebs,253509,946\nTR94249,lmax,3059569,247\nTR11650,ebs,3674616,867\nTR95965,ebs,373494,726\nTR29602,ebs,2356273,NULL\n", null], ["/home/batch/fx-settlement/incoming/2025-04-13/job-85.csv", "TR68737,lmax,2997144,134\nTR55064,ebs,125822,483\nTR77265,lmax,930497,458\nTR43234,ebs,431928,464\nTR53905,ebs,1252217,198\nTR67655,ebs,1953652,12O\n", null]], "counts": []}''')
for p, content, mtime in SPEC["files"]:
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", newline="") as f:
        f.write(content)
    if mtime is not None:
        os.utime(p, (mtime, mtime))
os.makedirs("/var/lib/fxsettle/attempts", exist_ok=True)
for key in SPEC["counts"]:
    with open(os.path.join("/var/lib/fxsettle/attempts", key), "w") as f:
        f.write("1\n")
PY
mkdir -p /home/batch/fx-settlement/bin
