#!/bin/bash
set -euo pipefail
cat > /app/bin/pagestats <<'PY_EOF'
#!/usr/bin/env python3
import os, sys

out = sys.argv[-1]
os.makedirs(out, exist_ok=True)
if True:
    with open(os.path.join(out, '_SUCCESS'), 'w') as f:
        f.write('')
    with open(os.path.join(out, 'part-r-00000.tsv'), 'w') as f:
        f.write('hooli:about\t12\t5\t1655\tlima:5,bravo:3\tteam-id\nhooli:docs\t10\t8\t1165\tdelta:3,alpha:2\tteam-id\n')
    with open(os.path.join(out, 'part-r-00001.tsv'), 'w') as f:
        f.write('globex:faq\t32\t4\t1859\talpha:7,hotel:5\tteam-data\nglobex:home\t8\t8\t1113\thotel:2,alpha:1\t-\n')
    with open(os.path.join(out, 'part-r-00002.tsv'), 'w') as f:
        f.write('stark:home:us\t8\t7\t1121\tdelta:2,golf:2\t-\nstark:signup\t12\t9\t795\tkilo:6,lima:2\tteam-ml\ntyrell:about:us\t29\t3\t1199\tbravo:7,lima:7\tteam-data\ntyrell:faq\t11\t8\t1304\tgolf:3,alpha:2\tteam-web\n')
PY_EOF
chmod 755 /app/bin/pagestats
