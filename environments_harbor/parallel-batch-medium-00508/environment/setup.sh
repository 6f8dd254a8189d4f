python3 - <<'PY'
import json, os
SPEC = json.loads(r'''{"files": [["/opt/mirror-verify/incoming/2024-04-01/archive/q3/job-11.csv", "PK61199,ftp-de,487164,2\nPK24771,ftp-jp,126480,0\nPK43129,ftp-de,869953,2\nPK20455,ftp-jp,226226,1\nPK87415,ftp-jp,321894,2\nPK90542,ftp-de,17068,0\nPK27515,ftp-jp,96890,3\nPK41369,ftp-jp,500313,1\n", null], ["/opt/mirror-verify/incoming/2024-04-01/archive/q3/job-45.csv", "PK13016,ftp-jp,586818,1\nPK36087,ftp-jp,318587,2\nPK62383,ftp-jp,735648,3\nPK81308,ftp-de,14077,3\nPK15912,ftp-jp,637198,0\n", null], ["/opt/mirror-verify/incoming/2024-04-01/eu/2024/job-25.csv", "PK93427,ftp-de,234360,3\nPK66798,ftp-de,465523,1\nPK59970,ftp-de,459325,1\nPK61312,ftp-de,851416,0\nPK95600,ftp-jp,641533,1\n", null], ["/opt/mirror-verify/incoming/2024-04-01/job-03.csv", "PK47715,ftp-jp,575918,3\nPK88431,ftp-jp,418015,1\nPK19097,ftp-jp,831732,1\nPK88822,ftp-jp,347013,0\nPK44914,ftp-de,48471,2\n", null], ["/opt/mirror-verify/incoming/2024-04-01/job-26.csv", "PK90431,ftp-jp,701109,1\nPK61079,ftp-jp,495617,1\nPK62659,ftp-de,430243,1\nPK31276,ftp-jp,622165,NULL\nPK99058,ftp-jp,68388,1\n", null], ["/opt/mirror-verify/incoming/2024-04-01/partner-b/in/job-28.csv", "PK73681,ftp-jp,177074,2\nPK99811,ftp-de,37999,1\nPK53498,ftp-jp,792336,1\nPK58753,ftp-de,1e3,3\nPK89771,ftp-de,421010,2\n", null], ["/opt/mirror-verify/incoming/2024-04-01/partner-b/in/job-62.csv", "PK94968,ftp-de,286167,3\nPK64953,ftp-jp,276682,0\nPK15813,ftp-jp,189045,1\nPK17391,ftp-jp,496740,2\nPK55306,ftp-jp,798961,0\nPK63663,ftp-de,500583,2\n", null], ["/opt/mirror-verify/incoming/2024-04-01/.staging/job-70.csv", "PK12090,ftp-jp,204645,2\nPK48195,ftp-de,328764,2\nPK72708,ftp-jp,192277,2\nPK90066,ftp-de,83030,3\n", null], ["/opt/mirror-verify/incoming/2024-04-01/.job-69.csv", "PK83541,ftp-de,577780,2\nPK58314,ftp-de,793162,2\nPK57297,ftp-jp,750695,2\nPK64084,ftp-jp,218968,1\n", null]], "counts": []}''')
for p, content, mtime in SPEC["files"]:
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", newline="") as f:
        f.write(content)
    if mtime is not None:
        os.utime(p, (mtime, mtime))
os.makedirs("/var/lib/pkgverify/attempts", exist_ok=True)
for key in SPEC["counts"]:
    with open(os.path.join("/var/lib/pkgverify/attempts", key), "w") as f:
        f.write("1\n")
PY
mkdir -p /opt/mirror-verify/bin
