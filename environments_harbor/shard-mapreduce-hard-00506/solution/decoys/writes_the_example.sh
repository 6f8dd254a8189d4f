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
        f.write('cart\t32\t4\t1167\tindia:7,lima:5\tteam-id\ncatalog\t29\t3\t1683\tfoxtrot:5,lima:5\t-\n')
    with open(os.path.join(out, 'part-r-00001.tsv'), 'w') as f:
        f.write('export\t12\t7\t1655\tfoxtrot:4,india:3\tteam-web\nhealth\t10\t9\t1530\tindia:3,mike:3\tteam-data\nlogin\t12\t10\t921\tbravo:5,golf:3\tteam-ops\nrefunds\t5\t3\t2054\tbravo:2,foxtrot:1\tteam-data\nsearch\t10\t8\t1647\tdelta:3,juliet:2\tteam-pay\n')
    with open(os.path.join(out, 'part-r-00002.tsv'), 'w') as f:
        f.write('users\t5\t4\t1812\tbravo:2,golf:2\tteam-data\n')
PY_EOF
chmod 755 /app/bin/routestats
