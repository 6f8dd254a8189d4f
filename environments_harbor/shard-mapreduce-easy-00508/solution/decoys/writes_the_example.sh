#!/bin/bash
set -euo pipefail
cat > /app/bin/zonestats <<'PY_EOF'
#!/usr/bin/env python3
import os, sys

out = sys.argv[-1]
os.makedirs(out, exist_ok=True)
if True:
    with open(os.path.join(out, '_SUCCESS'), 'w') as f:
        f.write('')
    with open(os.path.join(out, 'part-r-00000.tsv'), 'w') as f:
        f.write('api.dev\t11\t9\t1943\thotel:2,juliet:2,kilo:2\tteam-ops\ncdn.net\t8\t6\t510\tfoxtrot:2,india:2,juliet:1\tteam-pay\ncorp.local\t6\t5\t1378\thotel:3,lima:2,juliet:1\tteam-id\n')
    with open(os.path.join(out, 'part-r-00001.tsv'), 'w') as f:
        f.write('docs.site\t11\t10\t1292\tlima:3,hotel:2,india:2\tteam-web\n')
    with open(os.path.join(out, 'part-r-00002.tsv'), 'w') as f:
        f.write('id.app\t18\t9\t1402\tfoxtrot:6,kilo:4,hotel:3\tteam-ops\nimg.cloud\t12\t9\t1344\tfoxtrot:3,kilo:3,mike:3\tteam-ops\nmail.io\t32\t3\t1005\tfoxtrot:6,lima:6,kilo:5\tteam-edge\n')
    with open(os.path.join(out, 'part-r-00003.tsv'), 'w') as f:
        f.write('shop.biz\t28\t3\t2103\tfoxtrot:6,mike:5,alpha:4\tteam-web\n')
PY_EOF
chmod 755 /app/bin/zonestats
