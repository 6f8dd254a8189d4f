python3 /opt/history/build.py /app/checkout-core /opt/history/ops.json
rm -rf /opt/history
