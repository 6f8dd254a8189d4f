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
        f.write('initech:exports\t12\t6\t839\tbravo:5,echo:2\t-\ninitech:mailer\t13\t8\t896\tbravo:3,foxtrot:3\tteam-ops\n')
    with open(os.path.join(out, 'part-r-00001.tsv'), 'w') as f:
        f.write('wayne:cleanup\t12\t9\t1662\talpha:5,bravo:3\tteam-pay\nwayne:ml-train:us\t12\t9\t1181\tjuliet:3,alpha:2\tteam-core\n')
    with open(os.path.join(out, 'part-r-00002.tsv'), 'w') as f:
        f.write('hooli:etl-daily\t6\t5\t1740\techo:2,bravo:1\tteam-edge\nhooli:thumbs\t36\t4\t1660\thotel:7,delta:6\tteam-data\numbrella:billing:us\t9\t8\t1575\tdelta:3,echo:2\tteam-edge\numbrella:ml-train\t6\t4\t1424\talpha:3,bravo:1\t-\n')
    with open(os.path.join(out, 'part-r-00003.tsv'), 'w') as f:
        f.write('')
PY_EOF
chmod 755 /app/bin/queuestats
