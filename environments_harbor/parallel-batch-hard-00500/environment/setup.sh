python3 - <<'PY'
import json, os
SPEC = json.loads(r'''{"files": [["/home/batch/media-transcode/incoming/2024-09-15/job-01.csv", "VID28544,ingest-1,3795,2687\nVID62728,edge-hkg,5572,3123\nVID90238,edge-hkg,177,767\nVID26544,ingest-1,5383,1850\nVID41697,ingest-1,1491,2490\nVID10584,ingest-1,1812,1759\nVID16029,edge-hkg,2373,2420\nVID86812,ingest-1,4492,11965\n", null], ["/home/batch/media-transcode/incoming/2024-09-15/job-06.csv", "VID36118,edge-hkg,1001,7675\nVID39409,ingest-1,4001,11583\nVID74338,edge-hkg,1317,6450\nVID63868,edge-hkg,2001,8414\nVID26073,ingest-1,3759,4763\n", null], ["/home/batch/media-transcode/incoming/2024-09-15/job-07.csv", "VID25093,edge-hkg,550,6845\nVID34689,ingest-1,4839,10322\nVID53312,edge-hkg,3961,6062\nVID25149,edge-hkg,672,8794\nVID72497,edge-hkg,4510,6899\n", null], ["/home/batch/media-transcode/incoming/2024-09-15/job-11.csv", "VID37881,ingest-1,3541,8380\nVID15876,edge-hkg,618,7921\nVID33143,ingest-1,1774,1336\nVID80340,edge-hkg,1553,6960\nVID56090,ingest-1,3419,6158\n", null], ["/home/batch/media-transcode/incoming/2024-09-15/job-23.csv", "VID52408,ingest-1,593,9911\nVID27938,edge-hkg,957,8163\nVID87812,edge-hkg,5660,4881\nVID39372,ingest-2,7199,9776\nVID24670,edge-hkg,3025,8345\n", null], ["/home/batch/media-transcode/incoming/2024-09-15/job-27.csv", "VID97454,ingest-1,3218,8232\nVID90460,edge-hkg,3050,7211\nVID25718,ingest-1,1665,9635\nVID79373,edge-hkg,1785,8801\nVID76403,ingest-1,4438,3339\n", null], ["/home/batch/media-transcode/incoming/2024-09-15/job-37.csv", "VID16217,ingest-1,2233,10182\nVID30686,edge-hkg,12O,6883\nVID79209,edge-hkg,5757,2373\nVID11517,ingest-1,5986,10682\nVID58832,ingest-1,1841,10625\n", null], ["/home/batch/media-transcode/incoming/2024-09-15/job-61.csv", "VID82627,ingest-1,3940,9310\nVID92520,ingest-3,5347,4878\nVID33736,ingest-1,3971,6211\nVID36220,edge-hkg,4537,10601\n", null], ["/home/batch/media-transcode/incoming/2024-09-15/job-63.csv", "VID63748,edge-hkg,2458,6147\nVID51887,edge-hkg,7004,8222\nVID71672,edge-sfo,933,7862\nVID57165,ingest-1,5064,10632\n", null], ["/home/batch/media-transcode/incoming/2024-09-15/job-69.csv", "VID84451,edge-hkg,2126,3641\nVID66844,ingest-1,1468,690\nVID51278,ingest-1,6104,5008\nVID96209,edge-hkg,937,10965\nVID23548,ingest-1,476,5965\n", null]], "counts": []}''')
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
