python3 - <<'PY'
import json, os
SPEC = json.loads(r'''{"files": [["/data/doc-ocr/incoming/2024-09-15/lot-03.csv", "DOC32793,scan-south,26,600\nDOC73589,scan-west,37,600\nDOC31239,scan-south,38,200\nDOC64292,scan-west,17,600\nDOC61936,scan-south,25,300\nDOC11709,scan-west,26,200\nDOC82567,scan-south,16,200\nDOC23660,scan-west,39,600\n", 1719159079], ["/data/doc-ocr/incoming/2024-09-15/lot-04.csv", "DOC35875,scan-west,33,600\nDOC53734,scan-south,34,300\nDOC18214,scan-west,32,600\nDOC61315,scan-south,40,600\nDOC86662,scan-south,15,300\n", 1719159079], ["/data/doc-ocr/incoming/2024-09-15/lot-46.csv", "DOC28577,scan-south,11,300\nDOC51030,scan-south,6,300\nDOC87159,scan-south,14,200\nDOC89164,scan-south,28,600\nDOC91142,scan-west,33,300\nDOC15832,scan-south,25,300\n", 1719159079], ["/data/doc-ocr/incoming/2024-09-15/lot-52.csv", "DOC80941,scan-south,30,300\nDOC98860,scan-west,1,600\nDOC70707,scan-south,35,300\nDOC37779,scan-west,8,300\nDOC46555,scan-south,16,600\n", 1719159079], ["/data/doc-ocr/incoming/2024-09-15/lot-55.csv", "DOC80702,scan-south,25,200\nDOC18872,scan-south,30,200\nDOC19444,scan-west,39,200\nDOC40600,scan-south,4,600\nDOC48384,scan-west,16,300\nDOC64383,scan-north,10,600\n", 1719159079], ["/data/doc-ocr/incoming/2024-09-15/lot-56.csv", "DOC35792,scan-west,23,200\nDOC36353,scan-west,12,200\nDOC61821,scan-south,13,300\nDOC63810,scan-south,21,300\nDOC44327,scan-south,2,200\nDOC79845,scan-south,12O,600\n", 1719159079], ["/data/doc-ocr/incoming/2024-09-15/lot-80.csv", "DOC11474,scan-south,28,200\nDOC93977,scan-south,40,300\nDOC38182,scan-west,34,600\nDOC90315,scan-south,39,300\n", 1719159079], ["/data/doc-ocr/incoming/2024-09-15/lot-91.csv", "DOC51960,scan-west,29,600\nDOC57119,scan-west,24,600\nDOC29508,scan-west,36,600\nDOC31454,scan-south,19,600\nDOC45605,scan-west,7,300\n", 1719159079], ["/data/doc-ocr/runs/2024-09-15/parts/lot-46.out", "DOC28577,d1b9903b5aa8\nDOC51030,c0ed4659976f\nDOC87159,497062cd59b7\nDOC89164,083f2f3daca1\nDOC91142,5f7ba4e1cc66\nDOC15832,faf386ca52ee\n", 1719162679], ["/data/doc-ocr/runs/2024-09-15/parts/lot-52.out", "DOC80941,a7f5fabaf8c3\nDOC98860,1ee61ab138e5\nDOC70707,a052b19b6934\nDOC37779,8420ced09391\nDOC46555,3b3ff764f32b\n", 1719072679], ["/data/doc-ocr/runs/2024-09-15/parts/lot-91.out", "DOC51960,b91f97b53f5c\nDOC57119,e82d07a3a190\nDOC29508,ec8193c5fd1c\nDOC31454,a3ece6829fdf\nDOC45605,c12584fcedc8\n", 1719162679], ["/data/doc-ocr/runs/2024-09-15/ledger.tsv", "DOC28577\t6\t56c4da166ef4c521\nDOC51960\t5\t5a826df60167467c\nDOC80941\t5\t415c7ea0dd5a5bb1\n", null]], "counts": []}''')
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
mkdir -p /data/doc-ocr/bin
