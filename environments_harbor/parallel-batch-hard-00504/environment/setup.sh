python3 - <<'PY'
import json, os
SPEC = json.loads(r'''{"files": [["/data/geo-enrich/incoming/2025-03-25.csv", "addr_id,provider,zip,house_no\nAD30481,here-b,34537,275\nAD29593,osm-eu,81563,15\nAD76089,here-b,40958,122\nAD23291,here-b,97313,159\nAD27073,osm-eu,47422,328\nAD13397,here-b,29811,155\nAD73624,here-b,9104,340\nAD55473,osm-eu,91306,79\nAD81213,osm-eu,13858,93\nAD29401,here-b,71311,337\nAD10981,here-b,89959,22\nAD78155,osm-eu,70077,314\nAD23073,osm-eu,52838,86\nAD14550,here-b,26600,197\nAD75721,osm-eu,95996,377\nAD72798,osm-us,79665,374\nAD35887,here-b,54708,67\nAD74003,here-b,4511,146\nAD79585,here-b,26706,8\nAD97623,osm-eu,56635,184\nAD18739,here-b,61121,234\nAD25614,osm-eu,35828,333\nAD60389,osm-eu,76666,321\nAD15746,osm-eu,36576,139\nAD24689,here-b,33004,312\nAD35301,here-b,92220,64\nAD72108,osm-eu,88065,307\nAD65084,osm-eu,35789,189\nAD97927,here-a,61023,336\nAD82900,osm-eu,67520,31\nAD64611,here-b,56349,391\nAD28687,here-b,-,78\nAD27318,osm-eu,5775,51\nAD79054,osm-eu,7160,71\nAD71657,here-b,38353,381\nAD39963,gazetteer,5183,128\nAD71717,osm-eu,16959,385\nAD96091,here-b,59162,54\nAD44191,here-b,92235,34\nAD83440,here-b,75607,124\nAD21734,here-b,98115,280\nAD67685,osm-eu,14198,353\n", null]], "counts": []}''')
for p, content, mtime in SPEC["files"]:
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", newline="") as f:
        f.write(content)
    if mtime is not None:
        os.utime(p, (mtime, mtime))
os.makedirs("/var/lib/geotag/attempts", exist_ok=True)
for key in SPEC["counts"]:
    with open(os.path.join("/var/lib/geotag/attempts", key), "w") as f:
        f.write("1\n")
PY
mkdir -p /data/geo-enrich/bin
