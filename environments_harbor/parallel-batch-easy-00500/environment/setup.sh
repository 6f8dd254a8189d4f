python3 - <<'PY'
import json, os
SPEC = json.loads(r'''{"files": [["/home/batch/media-transcode/incoming/2025-06-19/job-01.csv", "VID60160,edge-hkg,6374,5621\nVID91386,edge-ams,3627,568\nVID54160,edge-ams,2955,9811\nVID43786,edge-ams,1150,1257\nVID83344,edge-hkg,3210,11437\nVID99423,edge-hkg,2626,9622\nVID17946,edge-ams,3384,8363\nVID75657,edge-ams,4290,2623\n", null], ["/home/batch/media-transcode/incoming/2025-06-19/job-04.csv", "VID81157,edge-hkg,6746,3463\nVID21841,edge-ams,190,11726\nVID27918,edge-hkg,5588,2804\nVID15325,edge-hkg,2797,558\nVID15151,edge-hkg,5430,7975\n", null], ["/home/batch/media-transcode/incoming/2025-06-19/job-06.csv", "VID23641,edge-hkg,6892,925\nVID82539,edge-hkg,1975,7533\nVID25027,edge-hkg,7178,2680\nVID26208,edge-ams,1266,5683\nVID46706,edge-hkg,2736,8740\n", null], ["/home/batch/media-transcode/incoming/2025-06-19/job-14.csv", "VID74893,edge-ams,3881,5667\nVID28049,edge-ams,977,9622\nVID64602,edge-ams,2635,9037\nVID86335,edge-ams,5557,5792\nVID87047,edge-hkg,2556,1932\n", null], ["/home/batch/media-transcode/incoming/2025-06-19/job-23.csv", "VID21340,edge-ams,6032,11001\nVID26003,edge-ams,4501,3708\nVID49360,edge-hkg,6822,2813\nVID42091,edge-hkg,3532,8866\nVID55837,edge-ams,1863,11451\n", null], ["/home/batch/media-transcode/incoming/2025-06-19/job-54.csv", "VID68556,edge-ams,1118,10076\nVID86483,ingest-1,6386,8312\nVID92663,edge-ams,243,2921\nVID89466,edge-ams,5669,7870\nVID76185,edge-ams,2882,5163\nVID51549,edge-hkg,418,1715\n", null], ["/home/batch/media-transcode/incoming/2025-06-19/job-55.csv", "VID18080,edge-hkg,3550,7790\nVID76054,edge-ams,4120,5350\nVID96302,edge-ams,5298,8973\nVID30069,edge-hkg,5106,1919\nVID77547,edge-hkg,36,7396\nVID87149,edge-hkg,-,6158\n", null], ["/home/batch/media-transcode/incoming/2025-06-19/job-69.csv", "VID84887,edge-hkg,976,7462\nVID97478,edge-ams,295,7630\nVID79336,edge-hkg,6525,10375\nVID39428,edge-ams,3472,2625\nVID81851,edge-ams,1783,8396\n", null]], "counts": []}''')
for p, content, mtime in SPEC["files"]:
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", newline="") as f:
        f.write(content)
    if mtime is not None:
        os.utime(p, (mtime, mtime))
os.makedirs("/var/lib/transcoder/attempts", exist_ok=True)
for key in SPEC["counts"]:
    with open(os.path.join("/var/lib/transcoder/attempts", key), "w") as f:
        f.write("1\n")
PY
mkdir -p /home/batch/media-transcode/bin
