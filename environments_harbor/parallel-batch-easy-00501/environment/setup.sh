python3 - <<'PY'
import json, os
SPEC = json.loads(r'''{"files": [["/srv/fx-settlement/incoming/2024-12-15/chunk-68.csv", "TR55375,ebs,4260695,355\nTR39728,refinitiv,4844200,64\nTR96071,refinitiv,1852428,547\nTR92028,refinitiv,1203493,514\nTR14879,ebs,4779148,716\nTR63595,ebs,793294,139\nTR74409,refinitiv,3461976,566\nTR84577,ebs,4584011,497\n", null], ["/srv/fx-settlement/incoming/2024-12-15/chunk-04.csv", "TR69385,refinitiv,1395127,286\nTR38930,refinitiv,1803613,841\nTR87966,refinitiv,964406,959\nTR56045,refinitiv,1755282,467\nTR46174,refinitiv,2827214,161\n", null], ["/srv/fx-settlement/incoming/2024-12-15/chunk-37.csv", "TR78780,refinitiv,661635,863\nTR85071,ebs,2320244,593\nTR20736,refinitiv,4728653,102\nTR93673,ebs,4893768,296\nTR14609,refinitiv,159456,919\n", null], ["/srv/fx-settlement/incoming/2024-12-15/chunk-25.csv", "TR71192,ebs,1448060,734\nTR33413,ebs,4049845,916\nTR85677,ebs,4750034,376\nTR37481,refinitiv,1366623,571\nTR42442,ebs,4963365,714\n", null], ["/srv/fx-settlement/incoming/2024-12-15/chunk-05.csv", "TR62895,refinitiv,3619608,908\nTR10094,ebs,365826,330\nTR30039,ebs,3793001,427\nTR59024,ebs,4259719,802\n", null], ["/srv/fx-settlement/incoming/2024-12-15/chunk-56.csv", "TR64736,refinitiv,212136,269\nTR58906,refinitiv,1936455,369\nTR18889,refinitiv,4830194,159\nTR93069,ebs,3281149,918\nTR29820,refinitiv,n/a,335\n", null], ["/srv/fx-settlement/incoming/2024-12-15/chunk-91.csv", "TR96729,ebs,930124,876\nTR82992,refinitiv,79611,662\nTR19225,refinitiv,4586028,396\nTR34269,refinitiv,112405,244\nTR15054,refinitiv,3532492,204\n", null], ["/srv/fx-settlement/incoming/2024-12-15/QUEUE", "# fx-settlement queue, written by the scheduler\n\nchunk-68.csv\nchunk-04.csv\nchunk-37.csv\nchunk-25.csv\nchunk-05.csv\nchunk-56.csv\n", null]], "counts": []}''')
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
mkdir -p /srv/fx-settlement/bin
