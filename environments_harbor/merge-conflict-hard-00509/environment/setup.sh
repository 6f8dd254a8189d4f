python3 /opt/history/build.py /app/accounts-policy /opt/history/ops.json
rm -rf /opt/history
