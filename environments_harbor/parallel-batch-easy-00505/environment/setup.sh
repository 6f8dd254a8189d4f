python3 - <<'PY'
import json, os
SPEC = json.loads(r'''{"files": [["/home/batch/geo-enrich/incoming/2024-10-02/archive/q3/lot-30.csv", "AD49363,here-a,99596,347\nAD30523,here-a,10413,32\nAD76526,here-a,65256,193\nAD27359,tomtom-1,27889,35\nAD93798,tomtom-1,4286,324\nAD84995,here-a,35665,326\nAD92758,here-a,89206,349\nAD39904,tomtom-1,99559,87\n", null], ["/home/batch/geo-enrich/incoming/2024-10-02/archive/q3/lot-31.csv", "AD99988,tomtom-1,44248,260\nAD50017,tomtom-1,95966,398\nAD38469,here-a,83909,361\nAD92349,tomtom-1,49071,146\nAD41916,tomtom-1,62829,217\n", null], ["/home/batch/geo-enrich/incoming/2024-10-02/eu/2024/lot-15.csv", "AD54235,here-a,41153,374\nAD97319,here-a,69802,144\nAD87330,tomtom-1,79255,400\nAD97906,tomtom-1,19231,400\nAD71797,tomtom-1,89370,43\n", null], ["/home/batch/geo-enrich/incoming/2024-10-02/eu/2024/lot-45.csv", "AD49192,tomtom-1,47957,371\nAD60119,tomtom-1,93994,109\nAD66369,tomtom-1,34355,338\nAD86860,tomtom-1,74081,223\nAD17940,here-a,68694,261\n", null], ["/home/batch/geo-enrich/incoming/2024-10-02/eu/lot-40.csv", "AD45612,here-a,63540,227\nAD44334,tomtom-1,99721,236\nAD41813,tomtom-1,67240,283\nAD36264,tomtom-1,33612,27\nAD32199,tomtom-1,33474,333\n", null], ["/home/batch/geo-enrich/incoming/2024-10-02/eu/lot-82.csv", "AD18197,tomtom-1,51173,157\nAD17096,gazetteer,58260,187\nAD77395,tomtom-1,58769,238\nAD71593,tomtom-1,81323,81\n", null], ["/home/batch/geo-enrich/incoming/2024-10-02/lot-16.csv", "AD26308,tomtom-1,30850,261\nAD75651,here-a,19945,322\nAD95372,here-a,63478,282\nAD56933,here-a,17759,61\nAD56750,tomtom-1,70774,142\nAD31115,here-b,72554,376\n", null], ["/home/batch/geo-enrich/incoming/2024-10-02/lot-69.csv", "AD36026,tomtom-1,56398,35\nAD92898,tomtom-1,8513,219\nAD67201,here-a,18227,300\nAD23798,here-a,12797,12O\n", null], ["/home/batch/geo-enrich/incoming/2024-10-02/lot-97.csv", "AD30740,here-a,47223,18\nAD82530,here-a,18558,391\nAD92604,here-a,81013,253\nAD47274,here-a,93838,83\nAD98810,here-a,60809,269\nAD24518,tomtom-1,28609,362\n", null], ["/home/batch/geo-enrich/incoming/2024-10-02/.staging/lot-74.csv", "AD66710,tomtom-1,96034,395\nAD68907,tomtom-1,96663,204\nAD14015,tomtom-1,20434,185\nAD20672,tomtom-1,94963,280\nAD93119,here-a,13138,358\nAD11523,tomtom-1,21391,62\n", null], ["/home/batch/geo-enrich/incoming/2024-10-02/eu/.lot-05.csv", "AD42324,here-a,39689,400\nAD27864,here-a,28594,258\nAD94291,tomtom-1,30347,3\nAD65085,tomtom-1,10545,219\nAD15607,here-a,18714,151\nAD83306,here-a,40629,372\n", null]], "counts": []}''')
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
mkdir -p /home/batch/geo-enrich/bin
