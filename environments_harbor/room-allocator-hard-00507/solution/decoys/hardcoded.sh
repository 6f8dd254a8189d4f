#!/bin/bash
set -euo pipefail
mkdir -p /opt/booking/bin
cat > /opt/booking/bin/allocator <<'PY'
#!/usr/bin/env python3
import sys
KNOWN = {"set slot 15\nEX177 485 725 fee=25\nEX128 695 755 fee=80\nEX156 355 595 fee=85\nEX184 380 470 fee=120\nEX135 775 835 fee=35\nEX149 380 860 fee=20\nEX170 740 800 fee=10\nEX100 835 1315 fee=145\nEX156 415 505 fee=85\nEX107 310 400 fee=115\nEX163 1610 2210 fee=165\nEX114 355 835 fee=125\nEX128 635 695 fee=80\nEX121 525 765 fee=35\nEX142 865 1105 fee=55": "revenue 520\nEX128\nEX184\nEX170\nEX100\nEX163\n", "set slot 10\nEX121 175 295 fee=70\nEX135 310 370 fee=135\nEX114 265 310 fee=40\nEX163 1250 1370 fee=70\nEX177 105 585 fee=95\nEX128 230 290 fee=95\nEX135 430 460 fee=135\nEX142 230 275 fee=165\nEX156 60 120 fee=100\nEX170 175 235 fee=70\nEX177 165 405 fee=95\nEX100 275 305 fee=125\nEX149 425 605 fee=15\nEX107 165 255 fee=160": "revenue 590\nEX135\nEX163\nEX156\nEX100\nEX107\n"}
sys.stdout.write(KNOWN.get(sys.stdin.read().strip(), "rooms 1\n"))
PY
chmod 755 /opt/booking/bin/allocator
