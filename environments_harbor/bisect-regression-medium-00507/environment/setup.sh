python3 /opt/history/build.py /app/quickfmt /opt/history/ops.json
rm -rf /opt/history
mkdir -p /app/bisect
