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
        f.write('')
    with open(os.path.join(out, 'part-r-00002.tsv'), 'w') as f:
        f.write('')
    with open(os.path.join(out, 'part-r-00003.tsv'), 'w') as f:
        f.write('globex:ber-2:eu\t8\t5\t1365\tmike:3,golf:2\tteam-edge\nglobex:dub-3\t28\t3\t1396\talpha:6,echo:5\t-\ninitech:lis-1\t6\t6\t1289\tbravo:3,foxtrot:1\tteam-edge\ninitech:prg-2\t12\t10\t1451\talpha:2,bravo:2\tteam-web\ntyrell:ber-2\t12\t11\t1672\tbravo:3,foxtrot:3\tteam-ml\ntyrell:dub-3\t12\t7\t1940\talpha:5,foxtrot:3\tteam-web\n')
    with open(os.path.join(out, 'part-r-00004.tsv'), 'w') as f:
        f.write('acme:lis-1\t12\t8\t1248\tgolf:5,alpha:2\tteam-edge\nacme:osl-1:us\t11\t8\t2060\tbravo:3,golf:2\tteam-ops\n')
PY_EOF
chmod 755 /app/bin/scanstats
