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
        f.write('initech:ber-2\t34\t4\t1587\tlima:7,hotel:6\tteam-pay\ninitech:vie-1\t40\t4\t1134\tfoxtrot:10,echo:7\tteam-id\n')
    with open(os.path.join(out, 'part-r-00001.tsv'), 'w') as f:
        f.write('globex:dub-3\t8\t7\t1971\techo:3,delta:1\tteam-ml\nglobex:vie-1\t10\t8\t451\tgolf:2,juliet:2\tteam-web\n')
    with open(os.path.join(out, 'part-r-00002.tsv'), 'w') as f:
        f.write('acme:dub-3:us\t6\t5\t737\tfoxtrot:2,delta:1\tteam-edge\nacme:lis-1\t9\t6\t1240\tjuliet:2,lima:2\tteam-pay\nstark:ams-1:v2\t9\t7\t1181\thotel:3,juliet:3\t-\nstark:cph-1\t12\t9\t2135\tdelta:5,echo:3\tteam-ops\n')
PY_EOF
chmod 755 /app/bin/scanstats
