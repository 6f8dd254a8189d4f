#!/bin/bash
set -euo pipefail
cat > /app/bin/routestats <<'PY_EOF'
#!/usr/bin/env python3
import os, sys

out = sys.argv[-1]
os.makedirs(out, exist_ok=True)
if True:
    with open(os.path.join(out, '_SUCCESS'), 'w') as f:
        f.write('')
    with open(os.path.join(out, 'part-r-00000.tsv'), 'w') as f:
        f.write('')
    with open(os.path.join(out, 'part-r-00001.tsv'), 'w') as f:
        f.write('export\t6\t5\t1011\tjuliet:2,delta:1\tteam-ml\nsearch\t10\t7\t441\tgolf:3,mike:2\tteam-ops\n')
    with open(os.path.join(out, 'part-r-00002.tsv'), 'w') as f:
        f.write('catalog\t6\t5\t112\tdelta:2,golf:2\tteam-edge\nlogin\t12\t8\t1279\tlima:5,india:3\tteam-web\norders\t28\t3\t1780\tbravo:6,india:6\t-\n')
    with open(os.path.join(out, 'part-r-00003.tsv'), 'w') as f:
        f.write('health\t12\t8\t1443\tmike:4,lima:3\tteam-ops\n')
    with open(os.path.join(out, 'part-r-00004.tsv'), 'w') as f:
        f.write('invoices\t8\t4\t649\tindia:2,juliet:2\t-\nusers\t31\t4\t1612\tindia:9,golf:6\tteam-ml\n')
PY_EOF
chmod 755 /app/bin/routestats
