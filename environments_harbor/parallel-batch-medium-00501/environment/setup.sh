python3 - <<'PY'
import json, os
SPEC = json.loads(r'''{"files": [["/data/geo-enrich/incoming/2024-10-02/b05.csv", "AD85512,here-b,91439,369\nAD51962,here-b,32372,6\nAD34772,here-b,11371,274\nAD72910,here-a,86525,251\nAD14031,here-b,67708,397\nAD91385,here-a,53453,6\nAD99177,here-a,58727,328\nAD73344,here-a,6605,319\n", null], ["/data/geo-enrich/incoming/2024-10-02/b23.csv", "AD81703,here-b,38469,203\nAD55642,here-b,1780,300\nAD69578,here-b,91765,223\nAD20326,here-b,89098,39\nAD74144,here-a,32728,57\n", null], ["/data/geo-enrich/incoming/2024-10-02/b48.csv", "AD62286,here-a,26599,262\nAD49598,here-a,82231,94\nAD18003,here-b,70200,96\nAD23532,here-b,75522,204\nAD11589,here-a,66188,212\n", null], ["/data/geo-enrich/incoming/2024-10-02/b65.csv", "AD54113,here-b,60979,197\nAD95388,here-b,59685,359\nAD67244,here-b,89129,233\nAD20590,here-a,97957,219\nAD69202,here-a,27803,345\n", null], ["/data/geo-enrich/incoming/2024-10-02/b79.csv", "AD88199,here-a,1784,293\nAD82994,here-b,6797,256\nAD38800,here-b,47955,66\nAD46317,here-b,41663,398\nAD72939,here-a,76837,223\nAD54739,here-b,49764,197\n", null], ["/data/geo-enrich/incoming/2024-10-02/b93.csv", "AD71048,here-a,14506,47\nAD98119,here-a,8403,301\nAD40985,here-b,NULL,52\nAD99589,here-a,16516,211\n", null], ["/data/geo-enrich/incoming/2024-10-02/b28.csv", "AD86212,here-a,35979,63\nAD84401,here-a,2523,281\nAD22604,here-a,28679,314\n", null], ["/data/geo-enrich/incoming/2024-10-02/b38.csv", "AD26295,here-b,21393,391\nAD52122,here-a,89534,384\nAD82311,here-b,72929,315\nAD13285,here-a,44064,267\n", null], ["/data/geo-enrich/incoming/2024-10-02/SHA256SUMS", "6a0504d12614089b381087c9cddbf7649dd7bf6f1a1018bf6b391e78e7516dfd  b79.csv\n840a6e1fcbacef80022bcc06169233c7966ac3c470456ec587319f493e6feae4  b65.csv\n84d477d7875bcb047ccd50fcca0f62d8ee53cf7b07d030fc896260dc69b8c0f6  b28.csv\n9ec2674857dbd51a3dfabc408673b41ce73f09eb0ac78df9e8a0ea5299c940f5  b05.csv\nb18ca474280b420e913ea9dd6b79c74f32100d82ab9431c870d38a5f8b7f308d  b48.csv\ned68efa5df921d95f922da531465bf478aecc3aa89d21d73ae3e5f26c481fe51  b93.csv\nfd85705e121bcb3c0d4cc02ca8fb7f6e4584dbd9526ffdaef18453732c6109db  b23.csv\n", null]], "counts": []}''')
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
