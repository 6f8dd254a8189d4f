set -e
mkdir -p /etc/ssl/tern-collector /etc/ssl/tern-collector/private /tmp/ca/newcerts
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout /etc/ssl/tern-collector/private/k2.key -out /etc/ssl/tern-collector/site.crt -days 36500 -subj '/CN=metrics.ams-ops-02.corp.example' 2>/dev/null
openssl req -new -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout /etc/ssl/tern-collector/private/k3.key -out /tmp/ca/old.csr -subj '/CN=metrics.ams-ops-02.corp.example' 2>/dev/null
touch /tmp/ca/index.txt && echo 01 > /tmp/ca/serial
printf '[ca]\ndefault_ca = x\n[x]\ndir = /tmp/ca\ndatabase = /tmp/ca/index.txt\nnew_certs_dir = /tmp/ca/newcerts\nserial = /tmp/ca/serial\ndefault_md = sha256\npolicy = p\n[p]\ncommonName = supplied\n' > /tmp/ca/ca.cnf
openssl ca -batch -config /tmp/ca/ca.cnf -selfsign -keyfile /etc/ssl/tern-collector/private/k3.key -in /tmp/ca/old.csr -out /etc/ssl/tern-collector/tls.crt -notext -startdate 20190301000000Z -enddate 20210301000000Z 2>/dev/null
rm -rf /tmp/ca
openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out /etc/ssl/tern-collector/private/key-new.key 2>/dev/null
chmod 600 /etc/ssl/tern-collector/private/*.key
chmod 644 /etc/ssl/tern-collector/*.crt
