python3 /opt/history/build.py /app/invoicing-engine /opt/history/ops.json
rm -rf /opt/history
