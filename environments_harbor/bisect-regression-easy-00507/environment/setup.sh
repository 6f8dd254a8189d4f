python3 /opt/history/build.py /app/ledgerkit /opt/history/ops.json
rm -rf /opt/history
mkdir -p /app/bisect
