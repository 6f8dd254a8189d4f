python3 /opt/history/build.py /app/shedtools /opt/history/ops.json
rm -rf /opt/history
mkdir -p /app/bisect
