python3 /opt/history/build.py /app/webshop-lib /opt/history/ops.json
rm -rf /opt/history
