python3 /opt/history/build.py /app/tenant-services /opt/history/ops.json
rm -rf /opt/history
