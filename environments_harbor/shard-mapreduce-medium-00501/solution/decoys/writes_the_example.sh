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
        f.write('')
    with open(os.path.join(out, 'part-r-00001.tsv'), 'w') as f:
        f.write('ads.tv\t12\t8\t1082\tbravo:3,echo:2,lima:2\tteam-id\napi.dev\t5\t5\t2422\tkilo:2,india:1,lima:1\tteam-ml\ncdn.net\t7\t5\t890\talpha:1,delta:1,echo:1\tteam-ops\ncorp.local\t18\t12\t740\tmike:6,bravo:4,india:3\tteam-web\n')
    with open(os.path.join(out, 'part-r-00002.tsv'), 'w') as f:
        f.write('docs.site\t9\t7\t809\talpha:2,bravo:2,delta:1\tteam-edge\nexample.org\t6\t4\t1486\tlima:3,india:2,alpha:1\tteam-ops\nid.app\t34\t3\t1471\techo:7,bravo:6,delta:5\tteam-data\nimg.cloud\t8\t7\t1386\tdelta:2,echo:2,kilo:2\tteam-ops\n')
PY_EOF
chmod 755 /app/bin/zonestats
