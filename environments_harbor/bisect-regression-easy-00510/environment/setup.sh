python3 /opt/history/build.py /app/handyhelpers /opt/history/ops.json
rm -rf /opt/history
mkdir -p /app/bisect
