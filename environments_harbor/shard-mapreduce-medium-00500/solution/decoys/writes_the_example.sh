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
        f.write('catalog\t6\t6\t462\talpha:2,india:2\t-\nrefunds\t12\t10\t1413\tkilo:5,foxtrot:3\t-\nusers\t30\t3\t1568\techo:6,golf:6\t-\n')
    with open(os.path.join(out, 'part-r-00001.tsv'), 'w') as f:
        f.write('cart\t10\t7\t1508\tbravo:3,foxtrot:3\tteam-id\nhealth\t11\t7\t1079\techo:3,golf:3\tteam-edge\ninvoices\t6\t5\t1148\tkilo:2,alpha:1\tteam-core\n')
    with open(os.path.join(out, 'part-r-00002.tsv'), 'w') as f:
        f.write('orders\t7\t6\t1762\techo:2,golf:2\tteam-pay\nsearch\t8\t7\t1551\techo:3,alpha:2\tteam-core\n')
PY_EOF
chmod 755 /app/bin/routestats
