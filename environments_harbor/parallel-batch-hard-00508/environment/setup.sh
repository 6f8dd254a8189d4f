python3 - <<'PY'
import json, os
SPEC = json.loads(r'''{"files": [["/srv/media-transcode/incoming/2025-12-15/chunk-03.csv", "VID35561,ingest-1,3463,10609\nVID58294,ingest-1,6530,8237\nVID69040,ingest-1,2021,3878\nVID50397,ingest-1,1635,10112\nVID94968,ingest-1,1734,3210\nVID97796,ingest-1,5636,1545\nVID91716,edge-sfo,4639,1003\nVID81281,ingest-1,4609,10990\n", null], ["/srv/media-transcode/incoming/2025-12-15/chunk-11.csv", "VID49749,ingest-1,2044,4778\nVID95031,ingest-1,4351,6406\nVID89365,edge-sfo,27,10821\nVID58329,edge-sfo,3603,6400\nVID44159,ingest-1,839,8413\n", null], ["/srv/media-transcode/incoming/2025-12-15/chunk-17.csv", "VID34797,ingest-1,5058,5422\nVID17939,edge-sfo,6191,7069\nVID88335,edge-sfo,5648,3394\nVID18627,ingest-1,733,8157\nVID62695,ingest-1,418,7269\n", null], ["/srv/media-transcode/incoming/2025-12-15/chunk-26.csv", "VID40451,edge-sfo,4564,5489\nVID97911,ingest-1,400,5330\nVID81297,edge-sfo,6037,4035\nVID60145,edge-sfo,924,7644\nVID60206,ingest-1,2583,10202\n", null], ["/srv/media-transcode/incoming/2025-12-15/chunk-80.csv", "VID49843,ingest-1,4440,11965\nVID91145,ingest-2,6642,11211\nVID61578,edge-sfo,4985,3473\nVID46990,ingest-1,5564,2408\n", null], ["/srv/media-transcode/incoming/2025-12-15/chunk-91.csv", "VID28839,ingest-1,563,3995\nVID65998,ingest-3,4685,6755\nVID21879,ingest-1,3096,9587\nVID63469,ingest-1,3753,10485\nVID26919,edge-sfo,3963,2782\n", null], ["/srv/media-transcode/incoming/2025-12-15/chunk-98.csv", "VID91100,ingest-1,2318,11987\nVID11961,edge-sfo,12O,5591\nVID25452,edge-sfo,6439,7308\nVID49099,ingest-1,5037,10448\nVID10700,edge-sfo,2954,5783\n", null]], "counts": []}''')
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
mkdir -p /srv/media-transcode/bin
