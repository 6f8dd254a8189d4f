python3 - <<'PY'
import json, os
SPEC = json.loads(r'''{"files": [["/home/batch/doc-ocr/incoming/2025-06-13/b08.csv", "DOC92780,scan-east,9,600\nDOC86060,scan-west,31,300\nDOC61516,scan-west,14,200\nDOC36279,scan-west,38,200\nDOC46961,scan-west,32,600\nDOC43576,scan-west,30,600\nDOC87627,scan-west,10,300\nDOC20966,scan-west,36,200\n", null], ["/home/batch/doc-ocr/incoming/2025-06-13/b11.csv", "DOC44473,scan-east,14,200\nDOC50604,scan-east,14,300\nDOC20822,scan-west,33,600\nDOC12662,scan-east,5,600\nDOC73800,scan-east,32,200\n", null], ["/home/batch/doc-ocr/incoming/2025-06-13/b32.csv", "DOC84583,scan-east,3,600\nDOC70247,scan-east,15,200\nDOC98609,scan-east,36,300\nDOC13113,scan-west,12,300\nDOC45764,scan-west,24,300\n", null], ["/home/batch/doc-ocr/incoming/2025-06-13/b34.csv", "DOC81567,scan-west,38,200\nDOC29714,scan-west,6,200\nDOC93682,scan-east,20,600\nDOC27343,scan-west,4,600\nDOC20020,scan-east,33,600\n", null], ["/home/batch/doc-ocr/incoming/2025-06-13/b36.csv", "DOC26877,scan-east,14,600\nDOC61033,scan-east,4,600\nDOC43000,scan-east,34,600\nDOC61066,scan-east,5,300\nDOC41292,scan-east,30,300\n", null], ["/home/batch/doc-ocr/incoming/2025-06-13/b37.csv", "DOC99704,scan-east,35,200\nDOC82186,scan-west,34,300\nDOC46831,scan-west,32,300\nDOC85186,scan-west,11,600\nDOC16369,scan-east,24,600\n", null], ["/home/batch/doc-ocr/incoming/2025-06-13/b57.csv", "DOC54048,scan-west,30,300\nDOC98395,scan-east,37,200\nDOC62524,scan-west,24,300\nDOC29704,scan-west,11,200\nDOC83976,scan-east,6,300\nDOC60254,scan-east,1e3,600\n", null], ["/home/batch/doc-ocr/incoming/2025-06-13/b58.csv", "DOC74205,scan-east,4,200\nDOC20331,scan-south,12,300\nDOC10571,scan-west,7,200\nDOC11045,scan-east,22,600\n", null], ["/home/batch/doc-ocr/incoming/2025-06-13/b59.csv", "DOC18240,scan-east,11,600\nDOC16223,scan-east,11,300\nDOC55083,scan-north,25,200\nDOC49771,scan-west,13,300\nDOC84632,scan-west,26,600\nDOC21859,scan-west,38,200\n", null], ["/home/batch/doc-ocr/incoming/2025-06-13/b89.csv", "DOC53814,scan-east,14,300\nDOC55985,scan-west,39,300\nDOC68839,scan-west,16,200\nDOC21351,scan-lab,17,300\nDOC28467,scan-west,9,600\nDOC14281,scan-west,4,600\n", null]], "counts": []}''')
for p, content, mtime in SPEC["files"]:
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", newline="") as f:
        f.write(content)
    if mtime is not None:
        os.utime(p, (mtime, mtime))
os.makedirs("/var/lib/ocrbatch/attempts", exist_ok=True)
for key in SPEC["counts"]:
    with open(os.path.join("/var/lib/ocrbatch/attempts", key), "w") as f:
        f.write("1\n")
PY
mkdir -p /home/batch/doc-ocr/bin
