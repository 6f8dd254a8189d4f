#!/bin/bash
set -euo pipefail
cat > /app/bin/queuestats <<'PY_EOF'
#!/usr/bin/env python3
import os, sys

out = sys.argv[-1]
os.makedirs(out, exist_ok=True)
if True:
    with open(os.path.join(out, '_SUCCESS'), 'w') as f:
        f.write('')
    with open(os.path.join(out, 'part-r-00000.tsv'), 'w') as f:
        f.write('backup\t18\t11\t1046\tbravo:6,hotel:4,foxtrot:3\tteam-data\nbilling\t5\t5\t2535\talpha:2,bravo:1,hotel:1\tteam-id\ncleanup\t10\t7\t1546\talpha:2,bravo:2,hotel:2\tteam-id\nexports\t10\t7\t1400\techo:3,alpha:2,bravo:2\tteam-core\n')
    with open(os.path.join(out, 'part-r-00001.tsv'), 'w') as f:
        f.write('etl-daily\t12\t9\t1635\talpha:2,echo:2,foxtrot:2\tteam-ops\n')
    with open(os.path.join(out, 'part-r-00002.tsv'), 'w') as f:
        f.write('etl-hourly\t34\t4\t1422\tbravo:11,foxtrot:4,hotel:4\tteam-pay\nmailer\t9\t7\t1478\techo:4,alpha:2,bravo:1\tteam-core\nreindex\t10\t7\t1100\tbravo:3,golf:3,alpha:2\tteam-data\n')
PY_EOF
chmod 755 /app/bin/queuestats
