python3 /opt/history/build.py /app/billing-rules /opt/history/ops.json
rm -rf /opt/history
