python3 /opt/history/build.py /app/ops-utils /opt/history/ops.json
rm -rf /opt/history
