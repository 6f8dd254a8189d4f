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
        f.write('cleanup\t30\t4\t1313\tdelta:7,golf:6\t-\netl-daily\t7\t7\t894\tjuliet:3,golf:2\tteam-ml\n')
    with open(os.path.join(out, 'part-r-00001.tsv'), 'w') as f:
        f.write('etl-hourly\t7\t6\t1821\tfoxtrot:3,alpha:1\tteam-web\n')
    with open(os.path.join(out, 'part-r-00002.tsv'), 'w') as f:
        f.write('exports\t5\t4\t2010\tdelta:2,juliet:1\t-\nmailer\t5\t5\t2720\tdelta:3,lima:2\tteam-web\n')
    with open(os.path.join(out, 'part-r-00003.tsv'), 'w') as f:
        f.write('ml-train\t10\t9\t514\tfoxtrot:4,kilo:2\tteam-web\n')
    with open(os.path.join(out, 'part-r-00004.tsv'), 'w') as f:
        f.write('reindex\t12\t9\t1715\tfoxtrot:5,delta:3\tteam-data\nthumbs\t11\t8\t1687\talpha:3,delta:3\tteam-id\n')
PY_EOF
chmod 755 /app/bin/queuestats
