python3 - <<'PY'
import json, os
SPEC = json.loads(r'''{"files": [["/srv/read-align/incoming/2025-11-12/apac/batch-68.csv", "S53486,hiseq-x,2960703,6\nS91096,nextseq,7493883,8\nS45505,nextseq,6046057,8\nS71206,nextseq,5571518,4\nS91242,hiseq-x,4905830,8\nS32944,hiseq-x,6716222,5\nS68844,hiseq-x,8547463,6\nS85355,hiseq-x,5678710,1\n", null], ["/srv/read-align/incoming/2025-11-12/batch-38.csv", "S22909,nextseq,1384793,6\nS33660,nextseq,2412638,6\nS29313,nextseq,2025239,6\nS87147,nextseq,4839936,3\nS61597,hiseq-x,6730555,3\n", null], ["/srv/read-align/incoming/2025-11-12/batch-86.csv", "S47749,nextseq,7548365,7\nS24303,hiseq-x,439035,5\nS40582,hiseq-x,4042582,2\nS86089,nextseq,4295523,4\nS57442,nextseq,413901,1\n", null], ["/srv/read-align/incoming/2025-11-12/eu/batch-10.csv", "S78053,hiseq-x,7061492,2\nS41410,nextseq,6283963,2\nS78388,nextseq,2640652,?\nS73087,nextseq,109700,7\nS89190,nextseq,3728574,6\nS64734,nextseq,5436466,4\n", null], ["/srv/read-align/incoming/2025-11-12/partner-b/in/batch-39.csv", "S40534,nextseq,671671,2\nS82244,hiseq-x,6742388,5\nS28462,hiseq-x,8490387,2\nS94795,nextseq,7341186,2\nS18222,nextseq,?,2\n", null], ["/srv/read-align/incoming/2025-11-12/partner-b/in/batch-67.csv", "S13299,hiseq-x,8617080,1\nS52063,hiseq-x,4788330,6\nS25926,nextseq,5165522,8\nS92130,nextseq,6057272,7\n", null], ["/srv/read-align/incoming/2025-11-12/.staging/batch-83.csv", "S26648,nextseq,8910712,7\nS83037,hiseq-x,6363457,6\nS72706,hiseq-x,6737166,3\nS23652,nextseq,2513555,6\nS55861,nextseq,5349509,4\n", null], ["/srv/read-align/incoming/2025-11-12/apac/.batch-09.csv", "S36646,nextseq,1122527,1\nS56350,hiseq-x,498365,5\nS12427,hiseq-x,8285454,4\nS94698,nextseq,3063554,2\n", null]], "counts": []}''')
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
mkdir -p /srv/read-align/bin
