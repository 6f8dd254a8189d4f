python3 - <<'PY'
import json, os
SPEC = json.loads(r'''{"files": [["/opt/read-align/incoming/2024-01-09/lot-11.csv", "S45852,miseq-1,5709809,7\nS75031,miseq-2,8496395,8\nS78219,miseq-1,3247335,7\nS68594,miseq-1,3889609,6\nS83446,miseq-1,515504,6\nS65386,miseq-1,5836161,1\nS37294,miseq-2,7382667,3\nS39738,miseq-1,4900705,6\n", null], ["/opt/read-align/incoming/2024-01-09/lot-14.csv", "S91726,miseq-1,6575517,4\nS88478,miseq-2,1128614,3\nS47080,miseq-2,4159810,1\nS55440,miseq-1,5312489,4\nS26558,miseq-2,2742657,8\n", null], ["/opt/read-align/incoming/2024-01-09/lot-15.csv", "S20144,miseq-1,1528874,5\nS51734,miseq-1,7829659,1\nS74266,miseq-2,1988365,2\nS60428,miseq-1,7632405,7\nS85960,miseq-2,1269138,4\n", null], ["/opt/read-align/incoming/2024-01-09/lot-27.csv", "S26009,miseq-2,4752862,3\nS70327,miseq-2,2107022,2\nS54170,miseq-2,3884809,3\nS74382,miseq-1,5433657,2\nS48082,miseq-2,8245607,3\n", null], ["/opt/read-align/incoming/2024-01-09/lot-29.csv", "S75452,miseq-2,4681537,6\nS98716,miseq-1,5085214,2\nS31537,miseq-1,1787207,1\nS19773,miseq-2,7391136,4\nS56150,miseq-2,1241294,4\n", null], ["/opt/read-align/incoming/2024-01-09/lot-31.csv", "S10330,miseq-1,6144014,7\nS91632,miseq-1,2444798,8\nS36503,novaseq-b,4194301,3\nS22356,miseq-2,4087453,6\n", null], ["/opt/read-align/incoming/2024-01-09/lot-40.csv", "S58432,miseq-2,3809178,6\nS93003,miseq-1,5320046,7\nS55130,miseq-1,8411574,1\nS22024,miseq-2,4999155,3\nS44950,miseq-2,7186263,8\n", null], ["/opt/read-align/incoming/2024-01-09/lot-41.csv", "S55816,miseq-2,7449075,6\nS73591,miseq-2,3627904,7\nS80645,miseq-1,7989153,6\nS41055,miseq-2,3443620,6\nS26493,miseq-1,6457464,4\nS50774,miseq-2,6167801,4\n", null], ["/opt/read-align/incoming/2024-01-09/lot-50.csv", "S26310,miseq-2,6489378,1\nS41330,miseq-2,3153240,6\nS62926,miseq-2,1876900,2\nS16831,nextseq,1136951,4\nS70929,miseq-2,8339059,7\nS63962,miseq-1,2878878,7\n", null], ["/opt/read-align/incoming/2024-01-09/lot-91.csv", "S32568,miseq-1,8118617,6\nS21028,miseq-2,7395429,4\nS40930,miseq-1,3799608,3\nS87644,miseq-2,12O,4\nS20808,miseq-1,8445548,2\n", null]], "counts": []}''')
for p, content, mtime in SPEC["files"]:
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", newline="") as f:
        f.write(content)
    if mtime is not None:
        os.utime(p, (mtime, mtime))
os.makedirs("/var/lib/alignrun/attempts", exist_ok=True)
for key in SPEC["counts"]:
    with open(os.path.join("/var/lib/alignrun/attempts", key), "w") as f:
        f.write("1\n")
PY
mkdir -p /opt/read-align/bin
