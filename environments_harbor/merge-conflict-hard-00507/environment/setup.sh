python3 /opt/history/build.py /app/storefront-backend /opt/history/ops.json
rm -rf /opt/history
