python3 - <<'PY'
import json, os
SPEC = json.loads(r'''{"files": [["/home/batch/media-transcode/incoming/2024-05-27.csv", "video_id,origin,seconds,bitrate_kbps\nVID59177,edge-ams,6642,5937\nVID11406,edge-ams,3423,9121\nVID52167,edge-ams,1580,9790\nVID71798,ingest-1,528,2875\nVID40366,ingest-1,6132,11048\nVID93298,ingest-1,3016,5929\nVID34226,edge-ams,3556,2361\nVID41423,ingest-1,2279,1773\nVID41669,ingest-1,4840,10873\nVID26582,ingest-1,3477,965\nVID55947,edge-ams,1657,2987\nVID24086,ingest-1,492,5609\nVID52739,ingest-3,6220,11514\nVID66977,ingest-1,5337,2869\nVID78848,edge-ams,2029,11660\nVID43682,ingest-1,3671,1024\nVID84379,ingest-1,5904,2779\nVID32026,ingest-1,1658,9279\nVID11765,edge-ams,6095,11355\nVID77910,ingest-1,2781,10742\nVID15059,edge-ams,1909,6637\nVID55848,ingest-1,2960,3349\nVID23956,ingest-1,1e3,1081\nVID68678,ingest-1,2461,2696\nVID63198,ingest-1,6844,3090\nVID34931,ingest-1,6878,1393\nVID59819,ingest-1,2861,3415\n", null]], "counts": []}''')
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
